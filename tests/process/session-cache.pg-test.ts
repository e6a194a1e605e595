import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServer, tempDataDir } from './server-process';

// Two app servers on one PostgreSQL database, each caching sessions: a logout or a password change on one
// must end the session on the other at once (docs/decisions/0008). Runs when TEST_DATABASE_URL is set.
const serverUrl = process.env.TEST_DATABASE_URL!;
const name = `ratio_test_${randomBytes(6).toString('hex')}`;
const dataDir = tempDataDir('session-cache');
let a: ServerProcess;
let b: ServerProcess;

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = { DATABASE_URL: url.toString(), SESSION_CACHE_SECONDS: '60' };
  a = await startServer(dataDir, env);
  b = await startServer(dataDir, env);
});
afterAll(async () => {
  await a?.stop();
  await b?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  await admin(`drop database if exists ${name} with (force)`);
});

const post = (s: ServerProcess, path: string, body: unknown, cookie?: string) =>
  fetch(s.url(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: s.origin,
      ...(cookie ? { cookie: `ratio_session=${cookie}` } : {}),
    },
    body: JSON.stringify(body),
  });
const session = (s: ServerProcess, cookie: string) =>
  fetch(s.url('/api/auth/session'), { headers: { cookie: `ratio_session=${cookie}` } });
const cookieOf = (res: Response) =>
  /ratio_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1] ?? '';

async function eventually401(s: ServerProcess, cookie: string) {
  const deadline = Date.now() + 2000;
  while (Date.now() < deadline) {
    if ((await session(s, cookie)).status === 401) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('the session cache across servers', () => {
  it('ends a session on every server when it is logged out on one', async () => {
    const username = `cache_${randomBytes(4).toString('hex')}`;
    const res = await post(a, '/api/auth/register', {
      username,
      email: `${username}@example.com`,
      password: 'a shared cache passphrase',
    });
    expect(res.status).toBe(201);
    const cookie = cookieOf(res);
    // Both servers have now answered from the database and cached the session.
    expect((await session(a, cookie)).status).toBe(200);
    expect((await session(b, cookie)).status).toBe(200);
    expect((await session(b, cookie)).status).toBe(200);
    expect((await post(a, '/api/auth/logout', {}, cookie)).status).toBe(204);
    expect(await eventually401(b, cookie)).toBe(true);
  });

  it('ends the other sessions everywhere when the password changes', async () => {
    const username = `cache_${randomBytes(4).toString('hex')}`;
    const password = 'a shared cache passphrase';
    const first = cookieOf(
      await post(a, '/api/auth/register', { username, email: `${username}@example.com`, password }),
    );
    const second = cookieOf(await post(b, '/api/auth/login', { identifier: username, password }));
    expect((await session(b, second)).status).toBe(200);
    expect(
      (
        await post(
          a,
          '/api/me/password',
          { currentPassword: password, newPassword: 'another fine passphrase' },
          first,
        )
      ).status,
    ).toBe(204);
    expect(await eventually401(b, second)).toBe(true);
    expect((await session(b, first)).status).toBe(200);
  });
});
