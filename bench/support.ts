import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { type Database as Connection, connect } from '../src/server/db/connect';
import { type ServerProcess, startServer, tempDataDir } from '../tests/process/server-process';

// What every HTTP benchmark needs: the real server in its own process on PGlite and, when a PostgreSQL
// server is configured, on a database of its own there; a registered user; autocannon; its figures.

export type Database = 'PGlite' | 'PostgreSQL';
export type LoadFigures = {
  endpoint: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
};

export async function withClient<T>(url: string, f: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/** Where one run of a benchmark happens: a fresh data folder, and the database the server will open. */
export type DatabaseTarget = {
  database: Database;
  /** The server's DATA_DIR; on PGlite the database lives inside it. */
  dataDir: string;
  /** What the server's environment needs to open this database. */
  env: Record<string, string>;
  /** Opens the same database directly, to seed it before the server starts (close it first). */
  connect(): Promise<Connection>;
};

/**
 * Runs `run` on a fresh PGlite, then on a fresh database of a PostgreSQL server when BENCH_ or
 * TEST_DATABASE_URL is set, so the figures never depend on (or disturb) data already there. BENCH_ONLY=PGlite
 * or BENCH_ONLY=PostgreSQL runs that one alone: comparing two settings on one database, run after run, in
 * half the time.
 */
export async function onEachDatabaseTarget<T>(
  label: string,
  run: (target: DatabaseTarget) => Promise<T>,
): Promise<T[]> {
  const results: T[] = [];
  const only = process.env.BENCH_ONLY as Database | undefined;
  if (only && only !== 'PGlite' && only !== 'PostgreSQL')
    throw new Error('BENCH_ONLY is PGlite or PostgreSQL');
  if (only !== 'PostgreSQL') {
    const dataDir = tempDataDir(`bench-${label}`);
    try {
      const db = { kind: 'pglite' as const, dataDir: path.join(dataDir, 'db') };
      results.push(await run({ database: 'PGlite', dataDir, env: {}, connect: () => connect(db) }));
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  if (only === 'PGlite') return results;
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    console.info('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
    return results;
  }
  const name = `ratio_bench_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDataDir = tempDataDir(`bench-${label}-pg`);
  try {
    const db = { kind: 'postgres' as const, url: url.toString() };
    results.push(
      await run({
        database: 'PostgreSQL',
        dataDir: pgDataDir,
        env: { DATABASE_URL: db.url },
        connect: () => connect(db),
      }),
    );
  } finally {
    fs.rmSync(pgDataDir, { recursive: true, force: true });
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
  return results;
}

/** Runs `measure` against a fresh server on each database target (onEachDatabaseTarget). */
export function onEachDatabase<T>(
  label: string,
  measure: (server: ServerProcess, database: Database, settle: () => Promise<void>) => Promise<T>,
  /** More of the server's environment: a provider's settings, say. */
  env: Record<string, string> = {},
): Promise<T[]> {
  return onEachDatabaseTarget(label, async (target) => {
    let server: ServerProcess | undefined;
    try {
      // A first start on a fresh embedded database (initdb, migrations, the library) took over a minute
      // on the shared machine under load: a benchmark waits longer than a test would.
      server = await startServer(
        target.dataDir,
        { NODE_ENV: 'production', LOG_LEVEL: 'warn', ...env, ...target.env },
        300_000,
      );
      return await measure(server, target.database, () => settle(target));
    } finally {
      await server?.stop();
    }
  });
}

/**
 * What PostgreSQL's autovacuum does within a minute of a bulk load: statistics for the tables just filled.
 * A benchmark that seeds through the API and measures at once would otherwise time plans made for the empty
 * tables. The embedded database is left to the server's own upkeep (db/pglite/upkeep.ts), which holds it.
 */
async function settle(target: DatabaseTarget) {
  if (target.database !== 'PostgreSQL') return;
  await withClient(target.env.DATABASE_URL!, (client) => client.query('vacuum (analyze)'));
}

/** The password of every account a benchmark makes. */
export const BENCH_PASSWORD = 'a benchmark passphrase';

/** Logs in through the API and returns the session cookie's value. */
export async function logIn(
  server: ServerProcess,
  username: string,
  password = BENCH_PASSWORD,
): Promise<string> {
  const res = await fetch(server.url('/api/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ identifier: username, password }),
  });
  const cookie = /ratio_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 200 || !cookie) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Registers a user through the API; `call` then sends JSON as that user, as the app's own page would. */
export async function benchUser(server: ServerProcess) {
  const username = `bench_${randomBytes(5).toString('hex')}`;
  const res = await fetch(server.url('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: BENCH_PASSWORD }),
  });
  const cookie = /ratio_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) throw new Error(`registration failed: ${res.status}`);
  const headers = {
    cookie: `ratio_session=${cookie}`,
    origin: server.origin,
    'content-type': 'application/json',
  };
  const call = async <T = unknown>(method: string, path: string, body?: unknown): Promise<T> => {
    const r = await fetch(server.url(path), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.status >= 300) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  };
  return { headers, call };
}

export function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

export function figuresOf(endpoint: string, r: autocannon.Result): LoadFigures {
  return {
    endpoint,
    requestsPerSecond: Math.round(r.requests.average),
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
  };
}

export const describeLoad = (f: LoadFigures) =>
  `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ${f.errors} err, ${f.non2xx} non-2xx`;

/** Runs `n` jobs with at most `width` in flight: seeding through the API without flooding it. */
export async function inParallel(n: number, width: number, job: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < n) await job(next++);
    }),
  );
}

export type PacedRequest = { method: string; path: string; body?: string };

/**
 * An open load, as users arrive (docs/decisions/0033): `rate` requests a second in all, each due at its own
 * moment whatever the server does, over at most `connections` connections. A request's latency counts from
 * when it was due, so a request held back because every connection was still busy counts its wait too (no
 * coordinated omission). `next` makes each request when it is sent, `onResponse` sees each answer. The first
 * `warmupS` seconds are sent but not counted.
 */
export async function paced(options: {
  url: (path: string) => string;
  headers: Record<string, string>;
  rate: number;
  connections: number;
  durationS: number;
  warmupS?: number;
  next: () => PacedRequest;
  onResponse?: (request: PacedRequest, status: number, body: string) => void;
}): Promise<LoadFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const warmupMs = (options.warmupS ?? 1) * 1000;
  const start = performance.now();
  const measuredFrom = start + warmupMs;
  const end = measuredFrom + options.durationS * 1000;
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let free = options.connections;
  const waiting: (() => void)[] = [];
  const send = async (due: number) => {
    if (free === 0) await new Promise<void>((resolve) => waiting.push(resolve));
    free -= 1;
    const request = options.next();
    try {
      const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(
          options.url(request.path),
          { method: request.method, agent, headers: options.headers },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
            );
          },
        );
        req.on('error', reject);
        req.end(request.body);
      });
      if (due >= measuredFrom) {
        latencies.push(performance.now() - due);
        if (status >= 300) non2xx += 1;
      }
      options.onResponse?.(request, status, body);
    } catch {
      if (due >= measuredFrom) errors += 1;
    } finally {
      free += 1;
      waiting.shift()?.();
    }
  };
  const inFlight: Promise<void>[] = [];
  const every = 1000 / options.rate;
  for (let due = start; due < end; due += every) {
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(send(due));
  }
  await Promise.all(inFlight);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))] ?? 0);
  return {
    endpoint: '',
    requestsPerSecond: Math.round(latencies.length / options.durationS),
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    errors,
    non2xx,
  };
}
