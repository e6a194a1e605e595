import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { type ServerProcess, startServer, tempDataDir } from '../tests/process/server-process';
import { withClient } from './session';

// Issue 3: GET /api/study/queue and POST /api/study/reviews at 50 connections, against the real server on
// PGlite. Target: at least 1,500 reviews/s with p99 under 30 ms. Figures are printed, never asserted.

export const STUDY_TARGET = { reviewsPerSecond: 1_500, p99Ms: 30 };
const CARDS = 2_000;
const CONNECTIONS = 50;
const DURATION_S = 10;

export type StudyFigures = {
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

export async function benchStudy(): Promise<StudyFigures[]> {
  const figures = await measure('PGlite', {});
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return figures;
  // The production path too: a database of its own on that server, dropped afterwards.
  const name = `ratio_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return [...figures, ...(await measure('PostgreSQL', { DATABASE_URL: url.toString() }))];
  } finally {
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

async function measure(database: string, env: Record<string, string>): Promise<StudyFigures[]> {
  const dataDir = tempDataDir('bench-study');
  let server: ServerProcess | undefined;
  try {
    server = await startServer(dataDir, { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env });
    const s = server;
    const { cookie, cardIds } = await seed(s);
    const headers = {
      cookie: `ratio_session=${cookie}`,
      origin: s.origin,
      'content-type': 'application/json',
    };
    const queue = await run({
      url: s.url('/api/study/queue?limit=20'),
      connections: CONNECTIONS,
      duration: DURATION_S,
      headers,
    });
    const reviews = await run({
      url: s.url('/api/study/reviews'),
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
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function seed(server: ServerProcess) {
  const username = `bench_${Date.now().toString(36)}`;
  const res = await fetch(server.url('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'a benchmark passphrase' }),
  });
  const cookie = /ratio_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`registration failed: ${res.status}`);
  const post = async (path: string, body: unknown) => {
    const r = await fetch(server.url(path), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server.origin,
        cookie: `ratio_session=${cookie}`,
      },
      body: JSON.stringify(body),
    });
    if (r.status >= 300) throw new Error(`${path}: ${r.status} ${await r.text()}`);
    return r.json();
  };
  const subject = (await post('/api/subjects', { name: 'Bench subject' })).subject;
  const topic = (await post(`/api/subjects/${subject.id}/topics`, { name: 'Bench topic' })).topic;
  const cardIds: string[] = [];
  for (let i = 0; i < CARDS; i += 20) {
    const batch = await Promise.all(
      Array.from({ length: 20 }, (_, j) =>
        post(`/api/topics/${topic.id}/flashcards`, {
          kind: 'basic',
          front: `Question ${i + j}`,
          back: `Answer ${i + j}`,
        }),
      ),
    );
    for (const b of batch) cardIds.push(b.flashcard.cards[0].id);
  }
  return { cookie, cardIds };
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

function figuresOf(endpoint: string, r: autocannon.Result): StudyFigures {
  return {
    endpoint,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
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
