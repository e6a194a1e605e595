import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import { createLocalEngine } from '../src/server/ai/engines/local/engine';
import { loadConfig } from '../src/server/config';
import { connect } from '../src/server/db/connect';
import { withUse } from '../src/server/features/ai/usage';
import { createAccount } from '../src/server/features/auth/service';

// The local engine turns 5,000 words into cards, a note and a mind map in under 300 ms each, and
// the weekly-limit check adds under 2 ms at p99. The text is the starter library's case summaries (real
// study material with headings, cases and sections). The limit check runs in-process on PGlite: the
// statement withUse adds to a generation, with no-op work. Figures are printed, never asserted.

export const AI_TARGET = { localMs: 300, limitP99Ms: 2 } as const;
const WORDS = 5_000;
const RUNS = 20;
const CHECKS = 2_000;

export type LocalFigures = { output: string; words: number; medianMs: number; maxMs: number };
export type LimitFigures = { path: string; p50Ms: number; p99Ms: number; checks: number };

/** About 5,000 words of case summaries, each case under its own heading. */
export function benchText(words = WORDS): { text: string; words: number } {
  const dir = loadConfig({}).libraryDataDir;
  const cases = fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('cases'))
    .flatMap((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')).items);
  const parts: string[] = [];
  let count = 0;
  for (const c of cases) {
    if (count >= words) break;
    const part = `## ${c.name} ${c.citation}\n\n${c.facts}\n\n${c.held}\n\n${c.ratio}`;
    parts.push(part);
    count += part.split(/\s+/).length;
  }
  return { text: parts.join('\n\n'), words: count };
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function benchLocalEngine(): Promise<LocalFigures[]> {
  const engine = createLocalEngine();
  const { text, words } = benchText();
  const source = { title: null, text };
  const call = { signal: new AbortController().signal, tier: 'standard' as const };
  const outputs: Array<[string, () => Promise<unknown>]> = [
    [
      'cards',
      () => engine.generateFlashcards(source, { count: 40, kinds: ['basic', 'reverse', 'cloze'] }, call),
    ],
    ['note', () => engine.generateNote(source, call)],
    ['mind map', () => engine.generateMindMap(source, call)],
  ];
  const figures: LocalFigures[] = [];
  for (const [output, run] of outputs) {
    for (let i = 0; i < 3; i++) await run(); // warm the JIT, as a running server is
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      await run();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const f = { output, words, medianMs: quantile(times, 0.5), maxMs: times.at(-1)! };
    console.info(
      `local ${output} from ${words.toLocaleString('en-GB')} words: median ${f.medianMs.toFixed(1)} ms, max ${f.maxMs.toFixed(1)} ms`,
    );
    figures.push(f);
  }
  return figures;
}

export async function benchLimitCheck(): Promise<LimitFigures[]> {
  const database = await connect({ kind: 'pglite', dataDir: null });
  await database.migrate();
  try {
    const ai = loadConfig({}).ai;
    const premium = await createAccount(database.db, {
      username: 'bench_limits',
      email: 'bench_limits@example.com',
      password: 'a benchmark passphrase',
      plan: 'PREMIUM',
    });
    const who = { id: premium.id, plan: 'PREMIUM' as const };
    const monday = Date.UTC(2026, 0, 5);
    const week = (i: number) => new Date(monday + i * 7 * 24 * 3600 * 1000 + 3600 * 1000);
    const time = async (label: string, check: (i: number) => Promise<unknown>) => {
      for (let i = 0; i < 50; i++) await check(CHECKS + i).catch(() => {});
      const times: number[] = [];
      for (let i = 0; i < CHECKS; i++) {
        const started = performance.now();
        await check(i).catch(() => {});
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const f = { path: label, p50Ms: quantile(times, 0.5), p99Ms: quantile(times, 0.99), checks: CHECKS };
      console.info(
        `withUse, ${label}: p50 ${f.p50Ms.toFixed(3)} ms, p99 ${f.p99Ms.toFixed(3)} ms (${CHECKS} checks)`,
      );
      return f;
    };
    // Each check in a week of its own: first the week's first use (an insert), then a later use (an update).
    const first = await time('first use of a week (PGlite)', (i) =>
      withUse(database.db, ai, who, 'notes', async () => 0, week(i)),
    );
    const later = await time('a later use (PGlite)', (i) =>
      withUse(database.db, ai, who, 'notes', async () => 0, week(i)),
    );
    // At the limit the check refuses: use up a week, then ask again and again.
    for (let i = 0; i < 5; i++) await withUse(database.db, ai, who, 'mindmaps', async () => 0, week(0));
    const refused = await time('refused at the limit (PGlite)', () =>
      withUse(database.db, ai, who, 'mindmaps', async () => 0, week(0)),
    );
    // The noise floor: the cheapest round trip to the same database, so a p99 can be read against it.
    const floor = await time('a bare "select 1" (noise floor)', () => database.db.execute(sql`select 1`));
    return [first, later, refused, floor];
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchLocalEngine();
  await benchLimitCheck();
}
