import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { testConfig } from '../../src/server/config';
import { connect } from '../../src/server/db/connect';
import { createAccount } from '../../src/server/features/auth/service';
import { retrieve, type Source } from '../../src/server/features/chat/retrieval';
import { LibraryCache } from '../../src/server/features/library/cache';
import { loadLibraryData } from '../../src/server/features/library/loader';
import { readDataDir } from '../../src/server/features/library/starter';
import { type EvalSuite, percent } from '../suite';
import { IN_SCOPE, OUT_OF_SCOPE } from './questions';

// The chats' retrieval over the starter library: does the right authority come first (top-1), in the first
// three (top-3), how high on average (mean reciprocal rank), and does the chat abstain exactly when it should.

type LibraryFile =
  | { kind: 'cases'; items: { slug: string }[] }
  | { kind: 'legislation'; items: { slug: string; provisions: { section: string }[] }[] };

const TARGETS = { top1: 0.85, top3: 0.97, wronglyRefused: 0.03 };

/** "donoghue-v-stevenson" or "wills-act-1837 s 9", as the questions name their authorities. */
function keyOf(source: Source): string {
  const [, kind, a, b] = source.href.split('/');
  return kind === 'statute' ? `${a} s ${decodeURIComponent(b ?? '')}` : (a ?? '');
}

const suite: EvalSuite = {
  name: 'retrieval',
  async run() {
    const database = await connect({ kind: 'pglite', dataDir: null });
    await database.migrate();
    try {
      const { db } = database;
      const dir = testConfig().libraryDataDir;
      await loadLibraryData(db, readDataDir(dir));
      const known = new Set(
        readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .flatMap((f) => {
            const file = JSON.parse(readFileSync(join(dir, f), 'utf8')) as LibraryFile;
            return file.kind === 'cases'
              ? file.items.map((c) => c.slug)
              : file.items.flatMap((a) => a.provisions.map((p) => `${a.slug} s ${p.section}`));
          }),
      );
      const missing = IN_SCOPE.flatMap((q) => q.expect.filter((e) => !known.has(e)));
      if (missing.length) throw new Error(`Expected authorities not in the library: ${missing.join(', ')}`);
      const user = await createAccount(db, {
        username: 'eval_retrieval',
        email: 'eval_retrieval@example.com',
        password: 'an evaluation passphrase',
        plan: 'PREMIUM',
      });
      const library = new LibraryCache(0);
      const lines: string[] = [];
      let top1 = 0;
      let top3 = 0;
      let rr = 0;
      let refused = 0;
      const bySubject = new Map<string, { n: number; top1: number }>();
      for (const q of IN_SCOPE) {
        const found = await retrieve(db, library, q.kind, user.id, q.q);
        const keys = found.sources.map(keyOf);
        const rank = keys.findIndex((k) => q.expect.includes(k));
        if (!found.covered) refused += 1;
        if (rank === 0) top1 += 1;
        if (rank >= 0 && rank < 3) top3 += 1;
        if (rank >= 0) rr += 1 / (rank + 1);
        const s = bySubject.get(q.subject) ?? { n: 0, top1: 0 };
        s.n += 1;
        s.top1 += rank === 0 ? 1 : 0;
        bySubject.set(q.subject, s);
        if (rank !== 0)
          lines.push(
            `  miss (${rank < 0 ? 'not found' : `rank ${rank + 1}`}): [${q.kind}] ${q.q}\n      expected ${q.expect.join(' | ')}; got ${keys.slice(0, 3).join(', ') || (found.covered ? 'nothing' : 'abstained')}`,
          );
      }
      let citedOutOfScope = 0;
      for (const q of OUT_OF_SCOPE) {
        const found = await retrieve(db, library, q.kind, user.id, q.q);
        if (found.sources.length) {
          citedOutOfScope += 1;
          lines.push(`  cited out of scope (${q.why}): ${q.q} -> ${found.sources.map(keyOf).join(', ')}`);
        }
      }
      const n = IN_SCOPE.length;
      lines.unshift(
        `${n} in-scope questions over ${bySubject.size} subjects, ${OUT_OF_SCOPE.length} out of scope`,
        `top-1 ${percent(top1, n)}, top-3 ${percent(top3, n)}, MRR ${(rr / n).toFixed(3)}`,
        `in scope wrongly refused: ${refused} (${percent(refused, n)}); out of scope cited: ${citedOutOfScope} of ${OUT_OF_SCOPE.length}`,
        `top-1 by subject: ${[...bySubject].map(([s, v]) => `${s} ${v.top1}/${v.n}`).join(', ')}`,
      );
      return {
        lines,
        targets: [
          {
            name: 'top-1',
            measured: percent(top1, n),
            target: `>= ${TARGETS.top1 * 100}%`,
            pass: top1 / n >= TARGETS.top1,
          },
          {
            name: 'top-3',
            measured: percent(top3, n),
            target: `>= ${TARGETS.top3 * 100}%`,
            pass: top3 / n >= TARGETS.top3,
          },
          { name: 'MRR', measured: (rr / n).toFixed(3), target: 'reported', pass: true },
          {
            name: 'out-of-scope questions citing anything',
            measured: String(citedOutOfScope),
            target: '0',
            pass: citedOutOfScope === 0,
          },
          {
            name: 'in-scope questions wrongly refused',
            measured: percent(refused, n),
            target: `<= ${TARGETS.wronglyRefused * 100}%`,
            pass: refused / n <= TARGETS.wronglyRefused,
          },
        ],
      };
    } finally {
      await database.close();
    }
  },
};
export default suite;
