import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { type ServerProcess, startServer, tempDataDir } from '../tests/process/server-process';
import { withClient } from './support';

// GET /api/auth/session with a valid cookie, 50 connections for 10 s, against the
// real server in its own process, as production runs it. Figures are printed, never asserted: speed is
// measured here, not in tests (docs/ARCHITECTURE.md).

export const SESSION_TARGET = { requestsPerSecond: 3_000, p99Ms: 25 };
const CONNECTIONS = 50;
const DURATION_S = 10;
// Not counted: lets V8 optimise the hot path and fills the database's caches, as a long-running server has.
const WARMUP_S = 2;

export type SessionFigures = {
  database: 'PGlite' | 'PostgreSQL';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  non2xx: number;
  total: number;
  verdict: 'PASS' | 'MISS';
};

export async function benchSession(): Promise<SessionFigures[]> {
  const figures = [await onPglite()];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) figures.push(await onPostgres(serverUrl));
  else console.info('PostgreSQL: skipped (set BENCH_DATABASE_URL or TEST_DATABASE_URL to measure it too)');
  return figures;
}

async function onPglite(): Promise<SessionFigures> {
  const dataDir = tempDataDir('bench');
  try {
    return await measure('PGlite', dataDir, {});
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string): Promise<SessionFigures> {
  // A database of its own, so the figures never depend on (or disturb) data already on that server.
  const name = `ratio_bench_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = tempDataDir('bench-pg');
  try {
    return await measure('PostgreSQL', dataDir, { DATABASE_URL: url.toString() });
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await withClient(serverUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}

async function measure(
  database: SessionFigures['database'],
  dataDir: string,
  env: Record<string, string>,
): Promise<SessionFigures> {
  let server: ServerProcess | undefined;
  try {
    server = await startServer(dataDir, {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'false',
      ...env,
    });
    const cookie = await sessionCookie(server);
    const options = {
      url: server.url('/api/auth/session'),
      connections: CONNECTIONS,
      headers: { cookie: `ratio_session=${cookie}` },
    };
    await run({ ...options, duration: WARMUP_S });
    const result = await run({ ...options, duration: DURATION_S });
    const figures: SessionFigures = {
      database,
      requestsPerSecond: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors: result.errors,
      non2xx: result.non2xx,
      total: result.requests.total,
      verdict: 'MISS',
    };
    figures.verdict =
      figures.requestsPerSecond >= SESSION_TARGET.requestsPerSecond &&
      figures.p99Ms < SESSION_TARGET.p99Ms &&
      figures.errors === 0 &&
      figures.non2xx === 0
        ? 'PASS'
        : 'MISS';
    console.info(formatSession(figures));
    return figures;
  } finally {
    await server?.stop();
  }
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** The cookie comes from a real registration through the API, as a browser would get it. */
async function sessionCookie(server: ServerProcess): Promise<string> {
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const res = await fetch(server.url('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify({ username, email: `${username}@example.com`, password: 'a benchmark passphrase' }),
  });
  const cookie = /ratio_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (res.status !== 201 || !cookie)
    throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const check = await fetch(server.url('/api/auth/session'), {
    headers: { cookie: `ratio_session=${cookie}` },
  });
  if (check.status !== 200) throw new Error(`the session cookie does not work: ${check.status}`);
  return cookie;
}

export { withClient };

export function formatSession(f: SessionFigures): string {
  return (
    `GET /api/auth/session on ${f.database}: ${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, ` +
    `${f.errors} errors, ${f.non2xx} non-2xx (${f.total} requests) -> ${f.verdict} ` +
    `(target >= ${SESSION_TARGET.requestsPerSecond} req/s and p99 < ${SESSION_TARGET.p99Ms} ms)`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await benchSession();
}
