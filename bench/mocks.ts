import { pathToFileURL } from 'node:url';
import { testConfig } from '../src/server/config';
import { connect } from '../src/server/db/connect';
import { createAccount } from '../src/server/features/auth/service';
import { loadBankFromDir } from '../src/server/features/sbaq/loader';
import { createMock } from '../src/server/features/sbaq/mocks';

// Starting a full mock paper on the embedded database with the team's bank: choosing 180 questions over the
// paper's subjects (weakest areas first, for a user who has already sat papers), writing session 1 and the
// paper. Target: p99 under 100 ms. Printed, never asserted.

export const MOCKS_TARGET = { p99Ms: 100 } as const;
const RUNS = 60;
const WARM_UP = 5;

export type MockFigures = { runs: number; questions: number; p50Ms: number; p99Ms: number; verdict: string };

export async function benchMocks(): Promise<MockFigures> {
  const database = await connect({ kind: 'pglite', dataDir: null });
  await database.migrate();
  try {
    const { db } = database;
    await loadBankFromDir(db, 'data/sbaq');
    const user = await createAccount(db, {
      username: 'bench_mocks',
      email: 'bench_mocks@example.com',
      password: 'a benchmark passphrase',
      plan: 'ULTRA',
    });
    const { ai } = testConfig();
    const who = { id: user.id, plan: 'ULTRA' as const };
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const paper = i % 2 ? 'FLK2' : 'FLK1';
      const started = performance.now();
      await createMock(db, ai, who, paper);
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    const f = {
      runs: RUNS,
      questions: 180,
      p50Ms: Math.round(q(0.5) * 10) / 10,
      p99Ms: Math.round(q(0.99) * 10) / 10,
      verdict: q(0.99) < MOCKS_TARGET.p99Ms ? 'PASS' : 'MISS',
    };
    console.info(
      `start a mock paper (${RUNS} runs, FLK1 and FLK2 in turn): p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (target < ${MOCKS_TARGET.p99Ms} ms) ${f.verdict}`,
    );
    return f;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchMocks();
}
