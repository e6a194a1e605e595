import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import type { ServerProcess } from '../tests/process/server-process';
import {
  benchUser,
  type Database,
  figuresOf,
  inParallel,
  type LoadFigures,
  load,
  onEachDatabase,
} from './support';

// Issue 3: GET /api/study/queue and POST /api/study/reviews at 50 connections, against the real server on
// PGlite. Target: at least 1,500 reviews/s with p99 under 30 ms. Figures are printed, never asserted.

export const STUDY_TARGET = { reviewsPerSecond: 1_500, p99Ms: 30 };
const CARDS = 2_000;
const CONNECTIONS = 50;
const DURATION_S = 10;

export type StudyFigures = LoadFigures;

export async function benchStudy(): Promise<StudyFigures[]> {
  return (await onEachDatabase('study', measure)).flat();
}

async function measure(server: ServerProcess, database: Database): Promise<StudyFigures[]> {
  const { headers, call } = await benchUser(server);
  const cardIds = await seed(call);
  const queue = await load({
    url: server.url('/api/study/queue?limit=20'),
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers,
  });
  const reviews = await load({
    url: server.url('/api/study/reviews'),
    connections: CONNECTIONS,
    duration: DURATION_S,
    method: 'POST',
    headers,
    requests: [
      {
        // Every request answers a random card with a random button, under a fresh review id.
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            cardId: cardIds[Math.floor(Math.random() * cardIds.length)],
            rating: 1 + Math.floor(Math.random() * 4),
            durationMs: 3000,
            reviewId: randomUUID(),
          }),
        }),
      },
    ],
  });
  const figures = [
    figuresOf(`GET /api/study/queue (${database})`, queue),
    figuresOf(`POST /api/study/reviews (${database})`, reviews),
  ];
  for (const f of figures) console.info(format(f));
  return figures;
}

async function seed(call: Awaited<ReturnType<typeof benchUser>>['call']) {
  type Made = { subject: { id: string }; topic: { id: string }; flashcard: { cards: { id: string }[] } };
  const { subject } = await call<Made>('POST', '/api/subjects', { name: 'Bench subject' });
  const { topic } = await call<Made>('POST', `/api/subjects/${subject.id}/topics`, { name: 'Bench topic' });
  const cardIds: string[] = [];
  await inParallel(CARDS, 20, async (i) => {
    const { flashcard } = await call<Made>('POST', `/api/topics/${topic.id}/flashcards`, {
      kind: 'basic',
      front: `Question ${i}`,
      back: `Answer ${i}`,
    });
    cardIds.push(flashcard.cards[0]!.id);
  });
  return cardIds;
}

export function verdict(f: StudyFigures): 'PASS' | 'MISS' {
  return f.requestsPerSecond >= STUDY_TARGET.reviewsPerSecond &&
    f.p99Ms < STUDY_TARGET.p99Ms &&
    f.errors === 0 &&
    f.non2xx === 0
    ? 'PASS'
    : 'MISS';
}

const format = (f: StudyFigures) =>
  `${f.endpoint} with ${CARDS} cards: ${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} errors, ${f.non2xx} non-2xx -> ${verdict(f)} (target >= ${STUDY_TARGET.reviewsPerSecond}/s, p99 < ${STUDY_TARGET.p99Ms} ms)`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStudy();
