import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database as Connection } from '../src/server/db/connect';
import { users } from '../src/server/db/schema';
import { createAccount } from '../src/server/features/auth/service';
import { listNotifications, notify } from '../src/server/features/notifications/service';
import type { NotificationType } from '../src/shared/contracts/notifications';
import { type ServerProcess, startServer } from '../tests/process/server-process';
import {
  BENCH_PASSWORD,
  type Database,
  describeLoad,
  figuresOf,
  type LoadFigures,
  load,
  logIn,
  onEachDatabaseTarget,
} from './support';

// The notification bell's list, GET /api/notifications?limit=10, for a user with 200
// notifications among 10,000 of other users, at 50 connections for 10 s against the real server on
// PGlite (and PostgreSQL when configured). Target p99 < 20 ms. Printed, never asserted.
// Notifications come only from billing events, so they are written before the server starts, with the
// same notify() billing calls, on the database the server then opens. On PGlite the server keeps each
// user's list in memory until a write forgets it (features/notifications/service.ts), so the load measures
// that path; the cost of a miss is timed in-process and printed beside it.

export const NOTIFICATIONS_TARGET = { p99Ms: 20 };
const MINE = 200;
const OTHER_USERS = 50;
const CONNECTIONS = 50;
const DURATION_S = 10;
// Not counted: lets V8 optimise the hot path and fills the database's caches, as a long-running server has.
const WARMUP_S = 2;
const MISS_RUNS = 500;
const TYPES: NotificationType[] = [
  'invoice_created',
  'subscription_renewed',
  'invoice_upcoming',
  'payment_failed',
  'trial_ending',
];

/** One read of the list from the database, as on a cache miss: timed in-process, not over HTTP. */
type MissCost = { p50Ms: number; p99Ms: number };
type Prepared = { username: string; miss: MissCost };

export type NotificationsFigures = LoadFigures & {
  database: Database;
  miss: MissCost;
  loadAverage: number[];
  verdict: 'PASS' | 'MISS';
};

export function benchNotifications(): Promise<NotificationsFigures[]> {
  return onEachDatabaseTarget('notifications', async (target) =>
    measure(target.database, target.dataDir, target.env, await prepare(await target.connect())),
  );
}

/**
 * The measured user (an account that can log in) and the others, then the cost of one uncached read of the
 * list on this engine: what a request pays when the server has no copy (PGlite) or always (PostgreSQL).
 */
async function prepare(connection: Connection): Promise<Prepared> {
  try {
    await connection.migrate();
    const { db } = connection;
    const username = `bench_${randomBytes(4).toString('hex')}`;
    const me = await createAccount(db, {
      username,
      email: `${username}@example.com`,
      password: BENCH_PASSWORD,
    });
    const others = await db
      .insert(users)
      .values(
        Array.from({ length: OTHER_USERS }, (_, i) => ({
          username: `${username}_other_${i}`,
          email: `${username}_other_${i}@example.com`,
          passwordHash: 'not used',
        })),
      )
      .returning({ id: users.id });
    const started = Date.now();
    // One statement each, so each gets a time of its own, as notifications arriving over months would.
    for (const userId of [me.id, ...others.map((o) => o.id)]) {
      for (let i = 0; i < MINE; i++) {
        await notify(db, {
          userId,
          type: TYPES[i % TYPES.length]!,
          data: { subscriptionType: 'PREMIUM', amount: 9.99, currency: 'GBP', daysRemaining: 3 },
          eventId: `evt_bench_${i}`,
        });
      }
    }
    // The older two thirds of the measured user's read, the newest third unread.
    await db.execute(sql`
      update notifications set read_at = now()
      where user_id = ${me.id} and id in (
        select id from notifications where user_id = ${me.id} order by created_at limit ${Math.round((MINE * 2) / 3)})`);
    console.info(
      `${((1 + OTHER_USERS) * MINE).toLocaleString('en-GB')} notifications written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
    const times: number[] = [];
    for (let i = 0; i < MISS_RUNS + 50; i++) {
      const t0 = performance.now();
      await listNotifications(db, me.id, 10);
      if (i >= 50) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) =>
      Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 100) / 100;
    return { username, miss: { p50Ms: at(0.5), p99Ms: at(0.99) } };
  } finally {
    await connection.close();
  }
}

async function measure(
  database: Database,
  dataDir: string,
  env: Record<string, string>,
  { username, miss }: Prepared,
): Promise<NotificationsFigures> {
  let server: ServerProcess | undefined;
  try {
    server = await startServer(dataDir, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'false',
      ...env,
    });
    const cookie = await logIn(server, username);
    const options = {
      url: server.url('/api/notifications?limit=10'),
      connections: CONNECTIONS,
      headers: { cookie: `ratio_session=${cookie}` },
    };
    const check = await fetch(options.url, { headers: options.headers });
    const body = (await check.json()) as { items: unknown[]; unread: number };
    if (check.status !== 200 || body.items.length !== 10)
      throw new Error(`GET /api/notifications answered ${check.status} ${JSON.stringify(body)}`);
    await load({ ...options, duration: WARMUP_S });
    const result = await load({ ...options, duration: DURATION_S });
    const f = figuresOf(`GET /api/notifications?limit=10, ${MINE} of mine (${database})`, result);
    const figures: NotificationsFigures = {
      ...f,
      database,
      miss,
      loadAverage: os.loadavg().map((x) => Math.round(x * 100) / 100),
      verdict: f.p99Ms < NOTIFICATIONS_TARGET.p99Ms && f.errors === 0 && f.non2xx === 0 ? 'PASS' : 'MISS',
    };
    console.info(
      `${figures.endpoint}, ${CONNECTIONS} connections: ${describeLoad(figures)} -> ${figures.verdict} ` +
        `(target p99 < ${NOTIFICATIONS_TARGET.p99Ms} ms; load average ${figures.loadAverage.join(' ')}, ${body.unread} unread). ` +
        `One uncached read of the list, in-process: p50 ${miss.p50Ms} ms, p99 ${miss.p99Ms} ms`,
    );
    return figures;
  } finally {
    await server?.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchNotifications();
