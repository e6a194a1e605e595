import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database as Connection } from '../src/server/db/connect';
import { createAccount } from '../src/server/features/auth/service';
import { TOOL_TYPES } from '../src/shared/ai-limits';
import type { AdminAnalytics } from '../src/shared/contracts/analytics';
import { londonDateKey, londonWeek } from '../src/shared/time';
import { type ServerProcess, startServer } from '../tests/process/server-process';
import {
  BENCH_PASSWORD,
  type Database,
  figuresOf,
  type LoadFigures,
  load,
  logIn,
  onEachDatabaseTarget,
} from './support';

// Analytics ingest and the admin's figures, against the real server on PGlite (and PostgreSQL when
// BENCH_DATABASE_URL or TEST_DATABASE_URL is set). Printed, never asserted.
// - GET /api/admin/analytics over 1,000,000 stored page views: under 500 ms. The views (a year of them, 40
//   pages) and their daily counts are written before the server starts, with generate_series, the counts
//   computed from the rows exactly as the server's own insert would have produced them.
// - POST /api/analytics/pageview at 100 connections: at least 5,000 events/s without losing one. Each request
//   comes from one of 4,096 addresses (X-Forwarded-For, the server trusts it here) so the per-client limit
//   does not refuse the load. After the load the server is stopped and the stored rows are counted: they
//   must equal autocannon's 2xx answers, and the daily counts must equal the rows.

export const ANALYTICS_TARGET = { eventsPerSecond: 5000, readMs: 500 };
const SEEDED_VIEWS = 1_000_000;
const PAGES = 40;
const USERS = 5_000;
const CONNECTIONS = 100;
const MEASURED_EVENTS = 60_000;
const WARMUP_EVENTS = 10_000;
const READ_RUNS = 30;
const ADDRESSES = 4096;

type ReadFigures = { range: string; firstMs: number; p50Ms: number; p99Ms: number; maxMs: number };
export type AnalyticsFigures = {
  database: Database;
  seedSeconds: number;
  reads: ReadFigures[];
  /** Page views the 366-day figures counted, of the SEEDED_VIEWS written. */
  viewsCounted: number;
  ingest: LoadFigures & {
    eventsPerSecond: number;
    /** 2xx answers, warm-up and measured run together. */
    acknowledged: number;
    /** Rows stored by the load, counted in the database after the server stopped. */
    stored: number;
    /** The daily counts' share of the load (their total minus the seeded views). */
    counted: number;
  };
  loadAverage: number[];
  verdicts: { ingest: 'PASS' | 'MISS'; read: 'PASS' | 'MISS' };
};

export function benchAnalytics(): Promise<AnalyticsFigures[]> {
  return onEachDatabaseTarget('analytics', (target) =>
    run(target.database, target.dataDir, target.env, target.connect),
  );
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** An admin, 5,000 users, a year of their AI use, and 1,000,000 page views with their daily counts. */
async function seed(connection: Connection): Promise<string> {
  await connection.migrate();
  const { db } = connection;
  const username = `bench_admin_${randomBytes(4).toString('hex')}`;
  await createAccount(db, {
    username,
    email: `${username}@example.com`,
    password: BENCH_PASSWORD,
    role: 'admin',
  });
  await db.execute(sql`
    insert into users (username, email, password_hash, plan, created_at, last_active_at)
    select 'bench_user_' || g, 'bench_user_' || g || '@example.com', 'not used',
           (array['FREE', 'BASIC', 'PREMIUM', 'UNLIMITED', 'ULTRA'])[1 + g % 5],
           now() - (g % 400) * interval '1 day', now() - (g % 300) * interval '1 hour'
    from generate_series(1, ${USERS}) g`);
  const weeks = Array.from({ length: 53 }, (_, i) =>
    londonWeek(new Date(Date.now() - i * 7 * 86_400_000)).start.toISOString(),
  );
  await db.execute(sql`
    insert into ai_usage (user_id, tool, week_start, used)
    select u.id, (${sql.param([...TOOL_TYPES])}::text[])[1 + abs(hashtext(u.username || w)) % ${TOOL_TYPES.length}],
           w::timestamptz, 1 + abs(hashtext(w || u.username)) % 5
    from users u cross join unnest(${sql.param(weeks)}::text[]) w
    where u.username like 'bench_user_%' and abs(hashtext(u.username || w || 'x')) % 4 = 0`);
  // A year of views, one a ~31 seconds, spread over 40 pages (some far more viewed than others).
  await db.execute(sql`
    insert into analytics_events (kind, name, path, visitor_id, created_at)
    select 'page_view', p, p, 'bench_visitor_' || (g % 20000), now() - (g * 31) * interval '1 second'
    from generate_series(1, ${SEEDED_VIEWS}) g,
         lateral (select '/page-' || ((g::bigint * g) % ${PAGES}) as p) page`);
  // The daily counts as the server's insert produces them: London days, grouped by kind and name.
  await db.execute(sql`
    insert into analytics_daily (day, kind, name, count)
    select (created_at at time zone 'Europe/London')::date, kind, name, count(*)::int
    from analytics_events group by 1, 2, 3
    on conflict (day, kind, name) do update set count = analytics_daily.count + excluded.count`);
  await db.execute(sql`analyze`);
  return username;
}

async function run(
  database: Database,
  dataDir: string,
  env: Record<string, string>,
  open: () => Promise<Connection>,
): Promise<AnalyticsFigures> {
  const started = Date.now();
  let connection = await open();
  let username: string;
  try {
    username = await seed(connection);
  } finally {
    await connection.close();
  }
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  console.info(
    `${database}: ${SEEDED_VIEWS.toLocaleString('en-GB')} page views, ${USERS.toLocaleString('en-GB')} users seeded in ${seedSeconds} s`,
  );

  let server: ServerProcess | undefined;
  let reads: ReadFigures[];
  let viewsCounted: number;
  let acknowledged = 0;
  let measured: LoadFigures & { eventsPerSecond: number };
  let durationS = 0;
  try {
    server = await startServer(dataDir, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
      ...env,
    });
    const cookie = await logIn(server, username);
    const today = londonDateKey(new Date());
    const yearAgo = new Date(Date.parse(`${today}T00:00:00Z`) - 365 * 86_400_000).toISOString().slice(0, 10);
    const wide = await timeReads(server, cookie, `?from=${yearAgo}&to=${today}`, '366 days');
    viewsCounted = wide.body.totalPageViews;
    reads = [(await timeReads(server, cookie, '', 'last 30 days')).figures, wide.figures];

    // Each connection walks the addresses from its own starting point, so every address sends about the same
    // number of events, well under its per-minute bound.
    const origin = server.origin;
    let connectionsSeen = 0;
    const requests = [
      {
        method: 'POST' as const,
        setupRequest: (req: object, context: { base?: number; i?: number }) => {
          context.base ??= (connectionsSeen++ * 997) % ADDRESSES;
          context.i = (context.i ?? 0) + 1;
          const n = (context.base + context.i) % ADDRESSES;
          return {
            ...req,
            body: `{"page":"/load/${n % 25}"}`,
            headers: {
              'content-type': 'application/json',
              origin,
              'x-forwarded-for': `10.${n >> 16}.${(n >> 8) % 256}.${n % 256}`,
            },
          };
        },
      },
    ];
    // Samples every 50 ms: autocannon ends a fixed-amount run at its next sample, so its duration is that exact.
    const options = {
      url: server.url('/api/analytics/pageview'),
      connections: CONNECTIONS,
      requests,
      sampleInt: 50,
    };
    // A fixed number of requests, not a duration: autocannon then waits for every answer, so each request
    // sent is either acknowledged or counted as a failure, and none is left in flight when the count is made.
    const warm = await load({ ...options, amount: WARMUP_EVENTS });
    const result = await load({ ...options, amount: MEASURED_EVENTS });
    acknowledged = warm['2xx'] + result['2xx'];
    measured = {
      ...figuresOf(`POST /api/analytics/pageview (${database})`, result),
      eventsPerSecond: Math.round(result['2xx'] / result.duration),
    };
    durationS = Math.round(result.duration * 100) / 100;
  } finally {
    // SIGTERM: the server finishes its batch in flight and closes the database.
    await server?.stop();
  }

  connection = await open();
  let stored: number;
  let counted: number;
  try {
    const [r] = rowsOf<{ rows: number; counted: number }>(
      await connection.db.execute(sql`
        select (select count(*) from analytics_events where kind = 'page_view')::bigint as rows,
               (select sum(count) from analytics_daily where kind = 'page_view')::bigint as counted`),
    );
    stored = Number(r!.rows) - SEEDED_VIEWS;
    counted = Number(r!.counted) - SEEDED_VIEWS;
  } finally {
    await connection.close();
  }

  const loadAverage = os.loadavg().map((x) => Math.round(x * 100) / 100);
  const ingestOk =
    measured.eventsPerSecond >= ANALYTICS_TARGET.eventsPerSecond &&
    stored === acknowledged &&
    counted === stored &&
    measured.errors === 0 &&
    measured.non2xx === 0;
  const readOk =
    reads.every((r) => Math.max(r.firstMs, r.maxMs) < ANALYTICS_TARGET.readMs) &&
    viewsCounted === SEEDED_VIEWS;
  const figures: AnalyticsFigures = {
    database,
    seedSeconds,
    reads,
    viewsCounted,
    ingest: { ...measured, acknowledged, stored, counted },
    loadAverage,
    verdicts: { ingest: ingestOk ? 'PASS' : 'MISS', read: readOk ? 'PASS' : 'MISS' },
  };
  for (const r of reads)
    console.info(
      `GET /api/admin/analytics, ${r.range} (${database}): first ${r.firstMs} ms, then p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, max ${r.maxMs} ms over ${READ_RUNS} runs`,
    );
  console.info(
    `  the 366-day figures count ${viewsCounted.toLocaleString('en-GB')} of ${SEEDED_VIEWS.toLocaleString('en-GB')} seeded views -> ${figures.verdicts.read} (target < ${ANALYTICS_TARGET.readMs} ms)`,
  );
  console.info(
    `POST /api/analytics/pageview (${database}), ${CONNECTIONS} connections, ${MEASURED_EVENTS.toLocaleString('en-GB')} events in ${durationS} s: ${measured.eventsPerSecond} events/s, ` +
      `p50 ${measured.p50Ms} ms, p99 ${measured.p99Ms} ms, ${measured.errors} err, ${measured.non2xx} non-2xx; ` +
      `${acknowledged.toLocaleString('en-GB')} acknowledged (2xx, with ${WARMUP_EVENTS.toLocaleString('en-GB')} of warm-up), ` +
      `${stored.toLocaleString('en-GB')} rows stored, ${counted.toLocaleString('en-GB')} in the daily counts -> ${figures.verdicts.ingest} ` +
      `(target >= ${ANALYTICS_TARGET.eventsPerSecond}/s, none lost; load average ${loadAverage.join(' ')})`,
  );
  return figures;
}

async function timeReads(server: ServerProcess, cookie: string, query: string, range: string) {
  const url = server.url(`/api/admin/analytics${query}`);
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie: `ratio_session=${cookie}` } });
    const body = (await res.json()) as AdminAnalytics;
    if (res.status !== 200)
      throw new Error(`GET /api/admin/analytics answered ${res.status} ${JSON.stringify(body)}`);
    return { ms: performance.now() - t0, body };
  };
  const first = await once();
  const times: number[] = [];
  for (let i = 0; i < READ_RUNS; i++) times.push((await once()).ms);
  times.sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  const at = (q: number) => round(times[Math.min(times.length - 1, Math.floor(q * times.length))]!);
  return {
    body: first.body,
    figures: {
      range,
      firstMs: round(first.ms),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      maxMs: round(times.at(-1)!),
    },
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAnalytics();
