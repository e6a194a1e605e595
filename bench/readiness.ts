import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { connect } from '../src/server/db/connect';
import {
  cards,
  exams,
  flashcards,
  practiceSessions,
  reviewLogs,
  sbaqMocks,
  sbaqQuizzes,
  sbaqResults,
} from '../src/server/db/schema';
import { createAccount } from '../src/server/features/auth/service';
import { readiness } from '../src/server/features/sqe/readiness';
import { createStarterSet } from '../src/server/features/sqe/service';
import { listSubjects } from '../src/server/features/subjects/service';
import { listTopicsOf } from '../src/server/features/topics/service';
import { FLK_SUBJECTS, SQE2_SKILL_IDS } from '../src/shared/flk';

// SQE readiness reads many tables at once (subjects and cards, the last month's review logs, SBAQ results,
// mock papers, SQE2 attempts, exams and the exam's plan). Measured in-process on the embedded database for a
// user a few months into preparing: the thirteen FLK subjects with 1,300 cards, 20,000 reviews over a year,
// 2,000 SBAQ answers, six mock papers, 30 SQE2 attempts and five exams. Target: p99 under 50 ms. Printed,
// never asserted.

export const READINESS_TARGET = { p99Ms: 50 } as const;
const RUNS = 200;
const WARM_UP = 10;
const CARDS_PER_SUBJECT = 100;
const REVIEWS = 20_000;
const SBAQ_ANSWERS = 2_000;
const DAY = 86_400_000;

export type ReadinessFigures = { runs: number; p50Ms: number; p99Ms: number; verdict: string };

const chunks = <T>(xs: T[], n: number) =>
  Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, (i + 1) * n));

export async function benchReadiness(): Promise<ReadinessFigures> {
  const database = await connect({ kind: 'pglite', dataDir: null });
  await database.migrate();
  try {
    const { db } = database;
    const user = await createAccount(db, {
      username: 'bench_readiness',
      email: 'bench_readiness@example.com',
      password: 'a benchmark passphrase',
    });
    const userId = user.id;
    const now = Date.now();
    await createStarterSet(db, userId);
    const topics = [];
    for (const subject of await listSubjects(db, userId))
      topics.push(...(await listTopicsOf(db, userId, subject.id)).slice(0, 2));
    const cardIds: string[] = [];
    for (const topic of topics) {
      const made = await db
        .insert(flashcards)
        .values(
          Array.from({ length: CARDS_PER_SUBJECT / 2 }, (_, i) => ({
            userId,
            topicId: topic.id,
            kind: 'basic',
            front: `Q${i}`,
            back: 'A',
          })),
        )
        .returning({ id: flashcards.id });
      const rows = await db
        .insert(cards)
        .values(
          made.map((f, i) => ({
            userId,
            flashcardId: f.id,
            topicId: topic.id,
            state: i % 5 === 0 ? 0 : 2,
            due: new Date(now + ((i % 40) - 5) * DAY),
            scheduledDays: i % 40,
          })),
        )
        .returning({ id: cards.id });
      cardIds.push(...rows.map((r) => r.id));
    }
    const logs = Array.from({ length: REVIEWS }, (_, i) => ({
      userId,
      cardId: cardIds[i % cardIds.length]!,
      rating: 1 + (i % 4),
      state: 2,
      due: new Date(now),
      stability: 10,
      difficulty: 5,
      elapsedDays: 3,
      lastElapsedDays: 3,
      scheduledDays: 7,
      reviewedAt: new Date(now - (i % 365) * DAY),
    }));
    for (const part of chunks(logs, 2_000)) await db.insert(reviewLogs).values(part);
    const [quiz] = await db
      .insert(sbaqQuizzes)
      .values({ userId, subjects: ['contract'], questionIds: [], submittedAt: new Date() })
      .returning();
    const answers = Array.from({ length: SBAQ_ANSWERS }, (_, i) => ({
      userId,
      quizId: quiz!.id,
      questionId: `q${i}`,
      subject: FLK_SUBJECTS[i % FLK_SUBJECTS.length]!.id,
      chosen: 'A',
      correct: i % 3 !== 0,
    }));
    for (const part of chunks(answers, 1_000)) await db.insert(sbaqResults).values(part);
    for (let i = 0; i < 6; i++)
      await db.insert(sbaqMocks).values({
        userId,
        paper: i % 2 ? 'FLK2' : 'FLK1',
        questionIds: Array.from({ length: 180 }, (_, j) => `q${j}`),
        session1Id: quiz!.id,
        session2Id: quiz!.id,
        createdAt: new Date(now - i * DAY),
      });
    await db.insert(practiceSessions).values(
      Array.from({ length: 30 }, (_, i) => ({
        userId,
        tool: SQE2_SKILL_IDS[i % SQE2_SKILL_IDS.length]!,
        scenarioId: 's',
        scenarioTitle: 'A scenario',
        practiceArea: 'wills',
        status: 'submitted',
        percent: 40 + (i % 50),
      })),
    );
    await db.insert(exams).values(
      ['Contract test', 'SQE1 FLK1', 'SQE1 FLK2', 'SQE2 written', 'Tort quiz'].map((title, i) => ({
        userId,
        title,
        kind: 'real',
        startsAt: new Date(now + (10 + i * 20) * DAY),
      })),
    );

    const times: number[] = [];
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const started = performance.now();
      await readiness(db, userId);
      if (i >= WARM_UP) times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    const f = {
      runs: RUNS,
      p50Ms: Math.round(q(0.5) * 10) / 10,
      p99Ms: Math.round(q(0.99) * 10) / 10,
      verdict: q(0.99) < READINESS_TARGET.p99Ms ? 'PASS' : 'MISS',
    };
    console.info(
      `SQE readiness (${RUNS} runs, 1,300 cards, 20,000 reviews, 2,000 SBAQ answers): p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms (target < ${READINESS_TARGET.p99Ms} ms) ${f.verdict}; load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`,
    );
    return f;
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchReadiness();
}
