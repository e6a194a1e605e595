import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { Pool } from 'undici';
import { buildAnkiPackage, type ExportCard } from '../src/server/features/imports/formats/export';
import { DEFAULT_SRS_SETTINGS } from '../src/shared/contracts/study';
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

// GET /api/study/queue and POST /api/study/reviews at 50 connections, against the real server on
// PGlite. Target: at least 1,500 reviews/s with p99 under 30 ms. Figures are printed, never asserted.
// Four lines: each endpoint alone (autocannon), then study sessions as the client runs them (one queue
// fetch, answers until fewer than five cards are left, fetch again; docs/decisions/0018): first as fast as
// 50 students can go (the capacity: reviews/s), then paced at 1,500 reviews/s in all (the latency at the
// target rate: p99). Both numbers cannot come from one saturated run: 50 connections each waiting for its
// answer at 1,500 requests/s wait 33 ms on average (Little's law), whatever the server (decision 0033).

export const STUDY_TARGET = { reviewsPerSecond: 1_500, p99Ms: 30 };
const CARDS = 2_000;
const CONNECTIONS = 50;
const DURATION_S = 10;
/** Sessions: one student per connection, each with a collection of due reviews and a few new cards. */
const SESSION_REFILL_BELOW = 5;
const SESSION_WARMUP_S = 2;
const SESSION_REVIEWS = 980;
const SESSION_NEW = 20;

export type StudyFigures = LoadFigures & {
  /** The session line only: answers per second, answers per queue fetch, and the queue fetches' own p99. */
  reviewsPerSecond?: number;
  reviewsPerQueue?: number;
  queueP99Ms?: number;
  /** Paced session line: the reviews per second the students were held to. */
  paced?: number;
  /**
   * Session lines: processor time per request, of the server's process (all its threads) and of this
   * benchmark's own client. It moves far less than latency with how busy the machine is, so it shows
   * whether a change made a request cheaper when runs made hours apart cannot be compared by latency.
   */
  serverCpuUs?: number;
  clientCpuUs?: number;
  /** PostgreSQL only: the processor time per request of PostgreSQL's own processes (all of this machine's). */
  databaseCpuUs?: number;
};

export async function benchStudy(): Promise<StudyFigures[]> {
  return (await onEachDatabase('study', measure)).flat();
}

async function measure(
  server: ServerProcess,
  database: Database,
  settle: () => Promise<void>,
): Promise<StudyFigures[]> {
  const { headers, call } = await benchUser(server);
  const cardIds = await seed(call);
  await settle();
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
  const figures: StudyFigures[] = [
    figuresOf(`GET /api/study/queue (${database})`, queue),
    figuresOf(`POST /api/study/reviews (${database})`, reviews),
  ];
  for (const f of figures) console.info(format(f));
  const session = await sessions(server, database, settle);
  console.info(formatSession(session));
  const paced = await sessions(server, database, settle, STUDY_TARGET.reviewsPerSecond);
  console.info(formatSession(paced));
  figures.push(session, paced);
  return figures;
}

/**
 * Study sessions as the client runs them: 50 students, one connection each, each studying everything due
 * in a collection of their own (980 reviews due and 20 new cards: more than the fastest run answers in its
 * 12 s, so no student stops early): fetch the queue as the client does (no limit given: the server's default
 * of 50 cards), answer until fewer than five are left, fetch again. Answers are mostly Good, as in a real review session. One request
 * at a time per connection, like autocannon; after a warm-up, every request's latency counts towards p50
 * and p99.
 */
async function sessions(
  server: ServerProcess,
  database: Database,
  settle: () => Promise<void>,
  paceReviewsPerSecond?: number,
): Promise<StudyFigures> {
  const students = await sessionStudents(server);
  await settle();
  // undici's pool rather than node:http: the client shares the machine's two cores with the server, and
  // node:http spent about 200 us of processor time on each request, undici about 150 (decision 0039).
  const pool = new Pool(new URL(server.url('/')).origin, { connections: CONNECTIONS, pipelining: 1 });
  const latencies: number[] = [];
  const queueLatencies: number[] = [];
  let answered = 0;
  let queues = 0;
  let errors = 0;
  let non2xx = 0;
  let ranOut = 0;
  // `from`: when the request was due. A paced answer sent late because the server was slow counts its
  // wait as latency too, as a student who pressed the key then would see it (no coordinated omission).
  const send = async (
    headers: Record<string, string>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    from = performance.now(),
  ): Promise<{ status: number; body: string }> => {
    const res = await pool.request({
      path,
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.body.text();
    if (from >= measuredFrom) latencies.push(performance.now() - from);
    if (res.statusCode >= 300) non2xx += 1;
    return { status: res.statusCode, body: text };
  };
  // The first seconds are a warm-up, not counted: every student starts a session at the same instant, a
  // burst of 50 queue fetches on a cold server that real students, arriving one by one, never make.
  const measuredFrom = performance.now() + SESSION_WARMUP_S * 1000;
  const deadline = measuredFrom + DURATION_S * 1000;
  const cpuNow = () => ({
    client: process.cpuUsage(),
    server: processCpuUs(server.pid),
    database: database === 'PostgreSQL' ? postgresCpuUs() : undefined,
  });
  let cpuFrom = cpuNow();
  const warmedUp = setTimeout(() => {
    cpuFrom = cpuNow();
  }, SESSION_WARMUP_S * 1000);
  // Paced: each student answers on a schedule of their own, together the rate asked for. Students start
  // at random moments of the warm-up, as real ones arrive one by one: started together, all 50 would fetch
  // their next queue in the same instant every cycle, a burst no real class makes.
  const every = paceReviewsPerSecond ? (students.length / paceReviewsPerSecond) * 1000 : 0;
  await Promise.all(
    students.map(async (headers) => {
      if (every) await new Promise((resolve) => setTimeout(resolve, Math.random() * SESSION_WARMUP_S * 1000));
      let due = performance.now();
      while (performance.now() < deadline) {
        try {
          const asked = performance.now();
          const q = await send(headers, 'GET', '/api/study/queue');
          if (asked >= measuredFrom) {
            queueLatencies.push(performance.now() - asked);
            queues += 1;
          }
          const cards = q.status === 200 ? (JSON.parse(q.body) as { cards: { id: string }[] }).cards : [];
          if (q.status === 200 && cards.length === 0) {
            ranOut += 1;
            return;
          }
          let left = cards.length;
          for (const card of cards) {
            if (performance.now() >= deadline) break;
            let sent = performance.now();
            if (every) {
              if (due > sent) await new Promise((resolve) => setTimeout(resolve, due - sent));
              sent = due;
              due += every;
            }
            const review = {
              cardId: card.id,
              rating: sessionRating(),
              durationMs: 3000,
              reviewId: randomUUID(),
            };
            const r = await send(headers, 'POST', '/api/study/reviews', review, sent);
            if (r.status === 200 && sent >= measuredFrom) answered += 1;
            left -= 1;
            if (left < SESSION_REFILL_BELOW) break;
          }
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - measuredFrom) / 1000;
  clearTimeout(warmedUp);
  const client = process.cpuUsage(cpuFrom.client);
  const serverUs = processCpuUs(server.pid);
  const databaseUs = database === 'PostgreSQL' ? postgresCpuSince(cpuFrom.database) : undefined;
  const perRequest = (to: number | undefined, from = 0) =>
    to === undefined ? undefined : Math.round((to - from) / latencies.length);
  await pool.close();
  if (ranOut > 0) console.warn(`${ranOut} of ${students.length} students ran out of cards before the end`);
  const at = (p: number, all = latencies) =>
    Math.round(all.sort((a, b) => a - b)[Math.min(all.length - 1, Math.floor(p * all.length))] ?? 0);
  return {
    endpoint: paceReviewsPerSecond
      ? `Study sessions paced at ${paceReviewsPerSecond} reviews/s: queue + reviews (${database})`
      : `Study sessions: queue + reviews (${database})`,
    requestsPerSecond: Math.round(latencies.length / seconds),
    reviewsPerSecond: Math.round(answered / seconds),
    reviewsPerQueue: Math.round((answered / Math.max(1, queues)) * 10) / 10,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    queueP99Ms: at(0.99, queueLatencies),
    paced: paceReviewsPerSecond,
    serverCpuUs: cpuFrom.server === undefined ? undefined : perRequest(serverUs, cpuFrom.server),
    databaseCpuUs: perRequest(databaseUs),
    clientCpuUs: Math.round((client.user + client.system) / latencies.length),
    errors,
    non2xx,
  };
}

/**
 * Processor time of a process so far, in microseconds: the sum of its threads' time on a processor
 * (Linux's schedstat, in nanoseconds). Undefined where /proc does not have it.
 */
function processCpuUs(pid: number): number | undefined {
  try {
    const dir = `/proc/${pid}/task`;
    let ns = 0;
    for (const task of fs.readdirSync(dir)) {
      ns += Number(fs.readFileSync(`${dir}/${task}/schedstat`, 'utf8').split(' ')[0]);
    }
    return ns / 1000;
  } catch {
    return undefined;
  }
}

/**
 * Processor time so far of each PostgreSQL process on this machine, in microseconds by process id (see
 * processCpuUs). Compared by process: one that ends during the run takes its total away with it.
 */
function postgresCpuUs(): Map<number, number> | undefined {
  const times = new Map<number, number>();
  try {
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (fs.readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
        const us = processCpuUs(Number(entry));
        if (us !== undefined) times.set(Number(entry), us);
      } catch {
        // The process ended while we looked.
      }
    }
    return times;
  } catch {
    return undefined;
  }
}

/** Processor time the PostgreSQL processes alive at the end spent since `from` (new ones from zero). */
function postgresCpuSince(from: Map<number, number> | undefined): number | undefined {
  const now = postgresCpuUs();
  if (!from || !now) return undefined;
  let us = 0;
  for (const [pid, time] of now) us += time - (from.get(pid) ?? 0);
  return us;
}

/** Again 10 %, Hard 10 %, Good 70 %, Easy 10 %: roughly how students answer their reviews. */
function sessionRating(): 1 | 2 | 3 | 4 {
  const r = Math.random();
  return r < 0.1 ? 1 : r < 0.2 ? 2 : r < 0.9 ? 3 : 4;
}

/**
 * The students: each registers (from an address of its own: the bench server trusts X-Forwarded-For, as
 * the process tests' server does), raises the daily review limit for a backlog, and imports one Anki
 * package of due reviews and new cards. Answers the request headers of each.
 */
async function sessionStudents(server: ServerProcess): Promise<Record<string, string>[]> {
  const deck = await buildAnkiPackage('Bench sessions', sessionDeck());
  const students: Record<string, string>[] = [];
  await inParallel(CONNECTIONS, 5, async (i) => {
    const username = `bench_session_${randomUUID().slice(0, 8)}_${i}`;
    const address = `10.77.${Math.floor(i / 200)}.${(i % 200) + 1}`;
    const res = await fetch(server.url('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.origin, 'x-forwarded-for': address },
      body: JSON.stringify({
        username,
        email: `${username}@example.com`,
        password: 'a benchmark passphrase',
      }),
    });
    const cookie = /ratio_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
    if (!cookie) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
    const auth = { cookie: `ratio_session=${cookie}`, origin: server.origin };
    const json = { ...auth, 'content-type': 'application/json' };
    const call = async <T>(method: string, path: string, body: unknown): Promise<T> => {
      const r = await fetch(server.url(path), { method, headers: json, body: JSON.stringify(body) });
      if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
      return (await r.json()) as T;
    };
    await call('PUT', '/api/study/settings', { settings: { ...DEFAULT_SRS_SETTINGS, reviewsPerDay: 9_999 } });
    const { subject } = await call<{ subject: { id: string } }>('POST', '/api/subjects', { name: 'Bench' });
    const { topic } = await call<{ topic: { id: string } }>('POST', `/api/subjects/${subject.id}/topics`, {
      name: 'Backlog',
    });
    const form = new FormData();
    form.append('topicId', topic.id);
    form.append('file', new Blob([new Uint8Array(deck)]), 'deck.apkg');
    const imported = await fetch(server.url('/api/imports/flashcards'), {
      method: 'POST',
      headers: auth,
      body: form,
    });
    if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
    students.push(json);
  });
  return students;
}

/** Reviews overdue by one to 30 days, then new cards. */
function sessionDeck(): ExportCard[] {
  const day = 86_400_000;
  const now = Date.now();
  return Array.from({ length: SESSION_REVIEWS + SESSION_NEW }, (_, i) => ({
    kind: 'basic',
    front: `Session question ${i}: what did the court hold, and why does it matter?`,
    back: `Session answer ${i}: the ratio, the reasoning and the cases it follows.`,
    tags: [],
    ...(i < SESSION_REVIEWS
      ? {
          studyCards: [
            {
              ord: 0,
              schedule: {
                due: new Date(now - (1 + (i % 30)) * day),
                stability: 5 + (i % 20),
                difficulty: 4 + (i % 5),
                elapsedDays: 4,
                scheduledDays: 4,
                reps: 3,
                lapses: 0,
                state: 2 as const,
                lastReview: new Date(now - (5 + (i % 30)) * day),
              },
            },
          ],
        }
      : {}),
  }));
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

const formatSession = (f: StudyFigures) =>
  `${f.endpoint}, ${CONNECTIONS} students with ${SESSION_REVIEWS} reviews due and ${SESSION_NEW} new cards each: ${f.reviewsPerSecond} reviews/s (${f.reviewsPerQueue} per queue fetch; ${f.requestsPerSecond} req/s in all), p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms over all requests (queue fetches alone ${f.queueP99Ms} ms), processor time per request ${f.serverCpuUs ?? '?'} us in the server${f.databaseCpuUs === undefined ? '' : ` and ${f.databaseCpuUs} us in PostgreSQL`}, ${f.clientCpuUs} us in this client, ${f.errors} errors, ${f.non2xx} non-2xx -> ${sessionVerdict(f)} (${f.paced ? `target p99 < ${STUDY_TARGET.p99Ms} ms at this pace` : `target >= ${STUDY_TARGET.reviewsPerSecond} reviews/s`})`;

/**
 * The session lines' verdicts. Unpaced, the capacity: at least 1,500 reviews/s. Paced, the latency at that
 * rate: p99 under 30 ms over every request, with the pace held (within 2 %: the last answers of the run are
 * still on their way when it ends).
 */
export function sessionVerdict(f: StudyFigures): 'PASS' | 'MISS' {
  const clean = f.errors === 0 && f.non2xx === 0;
  const reviews = f.reviewsPerSecond ?? 0;
  if (!f.paced) return clean && reviews >= STUDY_TARGET.reviewsPerSecond ? 'PASS' : 'MISS';
  return clean && reviews >= STUDY_TARGET.reviewsPerSecond * 0.98 && f.p99Ms < STUDY_TARGET.p99Ms
    ? 'PASS'
    : 'MISS';
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchStudy();
