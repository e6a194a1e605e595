import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('registration', () => {
  it('creates the account, starts a session and never returns the hash', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'Ada.Lovelace', email: 'Ada@Example.com', password: STRONG_PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json();
    expect(user).toMatchObject({
      username: 'Ada.Lovelace',
      email: 'ada@example.com',
      role: 'user',
      plan: 'FREE',
    });
    expect(Object.keys(user).sort()).toEqual(['createdAt', 'email', 'id', 'plan', 'role', 'username']);
    const cookie = res.cookies.find((c) => c.name === 'ratio_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie!.value.length).toBeGreaterThanOrEqual(43); // 256 bits, base64url
    const session = await t.request({
      method: 'GET',
      url: '/api/auth/session',
      as: { cookie: cookie!.value } as never,
    });
    expect(session.json().user.id).toBe(user.id);
  });

  it('refuses a username taken in another case, and a taken email', async () => {
    await registerUser(t, { username: 'casey', email: 'casey@example.com' });
    const sameName = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'CASEY', email: 'other@example.com', password: STRONG_PASSWORD },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe(MESSAGES.usernameTaken);
    const sameEmail = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'casey2', email: 'CASEY@example.com', password: STRONG_PASSWORD },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe(MESSAGES.emailTaken);
  });

  it.each([
    [
      { username: 'ab', email: 'a@example.com', password: STRONG_PASSWORD },
      'username',
      'Username must be at least 3 characters.',
    ],
    [
      { username: 'x'.repeat(10_000), email: 'a@example.com', password: STRONG_PASSWORD },
      'username',
      'Username must be at most 32 characters.',
    ],
    [
      { username: "robert'); drop table users;--", email: 'a@example.com', password: STRONG_PASSWORD },
      'username',
      'Username may contain only letters, digits, underscores, dots and hyphens.',
    ],
    [
      { username: 'valid_name', email: 'not-an-email', password: STRONG_PASSWORD },
      'email',
      'Enter a valid email address.',
    ],
    [
      { username: 'valid_name', email: 'a@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters.',
    ],
    [
      { username: 'valid_name', email: 'a@example.com', password: 'p'.repeat(129) },
      'password',
      'Password must be at most 128 characters.',
    ],
    [
      { username: 'valid_name', email: 'a@example.com', password: 'Password123' },
      'password',
      MESSAGES.commonPassword,
    ],
  ])('answers 400 with a field message for %#', async (payload, path, message) => {
    const res = await t.request({ method: 'POST', url: '/api/auth/register', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('stores SQL-looking text as plain data', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: "x' OR '1'='1",
        email: 'sql@example.com',
        subject: 'users; drop table users',
        message: "'); delete from users; --",
      },
    });
    expect(res.statusCode).toBe(201);
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: "' OR 1=1 --", password: "' OR 1=1 --" },
    });
    expect(login.statusCode).toBe(401);
  });
});

describe('login, session, refresh, logout', () => {
  it('logs in with username or email, case-insensitively, and rotates the token', async () => {
    const me = await registerUser(t, { username: 'Grace', email: 'grace@example.com' });
    for (const identifier of ['grace', 'GRACE@example.com']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier, password: me.password },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().user.username).toBe('Grace');
      expect(sessionCookie(res)).not.toBe(me.cookie);
    }
  });

  it("answers 'Invalid credentials' for a wrong password and an unknown user alike", async () => {
    const me = await registerUser(t);
    for (const payload of [
      { identifier: me.user.username, password: 'wrong password!' },
      { identifier: 'nobody_here', password: 'whatever123' },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/auth/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toEqual({ code: 'unauthenticated', message: 'Invalid credentials' });
    }
  });

  it('refresh gives a new token and revokes the old one', async () => {
    const me = await registerUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/refresh', as: me });
    expect(res.statusCode).toBe(200);
    const fresh = sessionCookie(res)!;
    expect(fresh).not.toBe(me.cookie);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', as: me })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', as: { ...me, cookie: fresh } })).statusCode,
    ).toBe(200);
  });

  it('logout ends the session and clears the cookie', async () => {
    const me = await registerUser(t);
    const res = await t.request({ method: 'POST', url: '/api/auth/logout', as: me });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.find((c) => c.name === 'ratio_session')?.value).toBe('');
    expect((await t.request({ method: 'GET', url: '/api/auth/session', as: me })).statusCode).toBe(401);
  });

  it('a session idle for more than 30 days has expired', async () => {
    const me = await registerUser(t);
    await t.database.db.execute(
      sql`update sessions set last_seen_at = now() - interval '31 days' where user_id = ${me.user.id}`,
    );
    const res = await t.request({ method: 'GET', url: '/api/auth/session', as: me });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('identity comes only from the session cookie', () => {
  it('ignores forged X-User-ID, X-Username and bearer headers', async () => {
    const victim = await registerUser(t);
    const res = await t.request({
      method: 'GET',
      url: '/api/auth/session',
      headers: {
        'x-user-id': victim.user.id,
        'x-username': victim.user.username,
        authorization: `Bearer ${Buffer.from(`${victim.user.id}:${victim.user.username}`).toString('base64')}`,
      },
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['garbage', 'not-a-token'],
    ['well-formed but unknown', 'A'.repeat(43)],
  ])('treats a %s cookie as logged out', async (_label, cookie) => {
    const res = await t.request({
      method: 'GET',
      url: '/api/me/export',
      headers: cookie === undefined ? {} : { cookie: `ratio_session=${cookie}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toEqual({ code: 'unauthenticated', message: MESSAGES.unauthenticated });
  });
});

describe('account changes', () => {
  it('changes the email, refusing one that another account uses', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', as: a })).json().user.email).toBe(
      a.user.email,
    );
    const ok = await t.request({
      method: 'PATCH',
      url: '/api/me',
      payload: { email: 'New.Address@example.com' },
      as: a,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.email).toBe('new.address@example.com');
    const session = await t.request({ method: 'GET', url: '/api/auth/session', as: a });
    expect(session.json().user.email).toBe('new.address@example.com');
    const clash = await t.request({
      method: 'PATCH',
      url: '/api/me',
      payload: { email: b.user.email },
      as: a,
    });
    expect(clash.statusCode).toBe(409);
    const bad = await t.request({ method: 'PATCH', url: '/api/me', payload: { email: 'nope' }, as: a });
    expect(bad.statusCode).toBe(400);
  });

  it('changing the password ends the other sessions but keeps this one', async () => {
    const me = await registerUser(t);
    const other = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: me.user.username, password: me.password },
    });
    const otherCookie = sessionCookie(other)!;
    // Looked up once, so a cached session must be evicted by the change below.
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', as: { ...me, cookie: otherCookie } }))
        .statusCode,
    ).toBe(200);
    const wrong = await t.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: 'not my password', newPassword: 'a brand new passphrase' },
      as: me,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toContainEqual({
      path: 'currentPassword',
      message: MESSAGES.wrongPassword,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/me/password',
      payload: { currentPassword: me.password, newPassword: 'a brand new passphrase' },
      as: me,
    });
    expect(res.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/auth/session', as: me })).statusCode).toBe(200);
    expect(
      (await t.request({ method: 'GET', url: '/api/auth/session', as: { ...me, cookie: otherCookie } }))
        .statusCode,
    ).toBe(401);
    const relog = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: me.user.username, password: 'a brand new passphrase' },
    });
    expect(relog.statusCode).toBe(200);
  });
});
