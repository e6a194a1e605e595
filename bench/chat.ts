import { pathToFileURL } from 'node:url';
import { testConfig } from '../src/server/config';
import { connect } from '../src/server/db/connect';
import { createAccount } from '../src/server/features/auth/service';
import { retrieve } from '../src/server/features/chat/retrieval';
import { LibraryCache } from '../src/server/features/library/cache';
import { loadLibraryData } from '../src/server/features/library/loader';
import { rankLibrary } from '../src/server/features/library/service';
import { readDataDir } from '../src/server/features/library/starter';
import { createNote } from '../src/server/features/notes/service';
import type { ChatKind } from '../src/shared/contracts/chat';
import { insertGeneratedJudgments } from './library-data';

// A chat's retrieval (the ranked library records and the notes query that choose its passages) in-process
// over the starter library plus 100,000 imported judgment paragraphs on PGlite, 500 varied questions per
// chat, p50 and p99 (target p99 under 50 ms), and how long building the ranking index takes. Printed, never
// asserted. The model's answer is not timed: it depends on the model.

export const CHAT_TARGET = { p99Ms: 50 };
const QUESTIONS = 500;
const PARAGRAPHS = 100_000;

const TOPICS = [
  'the neighbour principle',
  'duty of care in negligence',
  'an advertisement as an offer',
  'consideration and part payment of a debt',
  'promissory estoppel',
  'remoteness of damage in contract',
  'the postal rule for acceptance',
  'dishonesty in theft',
  'the elements of theft',
  'burglary',
  'robbery and force',
  'oblique intention in murder',
  'gross negligence manslaughter',
  'overreaching and beneficial interests',
  'a common intention constructive trust',
  'the certainty of objects of a trust',
  'fraud by false representation',
  'unfair contract terms and reasonableness',
  'occupiers liability to trespassers',
  '[1932] UKHL 100',
  's 1 Theft Act 1968',
  'section 2 of the Fraud Act 2006',
  'section 172 of the Companies Act',
  'the test for capacity to make a will',
  'CA 2006 s 172',
  'art 8 ECHR',
  'who won the football world cup',
];
const FRAMES = [
  'What is {t}?',
  'Explain {t}',
  'How do the courts treat {t}?',
  'Give me the key law on {t}',
  '{t}',
];
const question = (i: number) => FRAMES[i % FRAMES.length]!.replace('{t}', TOPICS[(i * 7) % TOPICS.length]!);

export type ChatFigures = {
  kind: ChatKind;
  p50Ms: number;
  p99Ms: number;
  passages: number;
  indexBuildMs: number;
};

export async function benchChatRetrieval(): Promise<ChatFigures[]> {
  const database = await connect({ kind: 'pglite', dataDir: null });
  await database.migrate();
  try {
    const { db } = database;
    await loadLibraryData(db, readDataDir(testConfig().libraryDataDir));
    await insertGeneratedJudgments(db, PARAGRAPHS);
    const library = new LibraryCache(100);
    const built = performance.now();
    await rankLibrary(db, library, 'warm up', { kind: 'case', limit: 1 });
    const indexBuildMs = performance.now() - built;
    console.info(`ranking index built in ${indexBuildMs.toFixed(0)} ms`);
    const user = await createAccount(db, {
      username: 'bench_chat',
      email: 'bench_chat@example.com',
      password: 'a benchmark passphrase',
      plan: 'PREMIUM',
    });
    for (const [i, t] of TOPICS.entries())
      await createNote(db, user.id, {
        title: `Revision note ${i + 1}`,
        body: `My notes on ${t}. `.repeat(20),
      });
    const figures: ChatFigures[] = [];
    for (const kind of ['case-law', 'statute', 'assistant'] as const) {
      for (let i = 0; i < 30; i++) await retrieve(db, library, kind, user.id, question(i));
      const times: number[] = [];
      let passages = 0;
      for (let i = 0; i < QUESTIONS; i++) {
        const started = performance.now();
        passages += (await retrieve(db, library, kind, user.id, question(i))).sources.length;
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
      const f = { kind, p50Ms: at(0.5), p99Ms: at(0.99), passages: passages / QUESTIONS, indexBuildMs };
      console.info(
        `${kind}: p50 ${f.p50Ms.toFixed(1)} ms, p99 ${f.p99Ms.toFixed(1)} ms, ${f.passages.toFixed(1)} passages on average`,
      );
      figures.push(f);
    }
    return figures;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchChatRetrieval();
