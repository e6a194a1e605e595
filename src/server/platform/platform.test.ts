import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  ORIGIN,
  registerUser,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../tests/helpers/test-app';
import { MESSAGES } from '../../shared/errors';
import { DEFAULT_RATE_LIMITS } from '../config';
import { NUL_MESSAGE } from './nul-text';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (headers: Record<string, string | undefined>, n: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: headers as Record<string, string>,
    payload: { username: `origin_${n}`, email: `origin_${n}@example.com`, password: STRONG_PASSWORD },
  });

describe('origin check on unsafe methods', () => {
  it('refuses a cross-origin POST with 403 forbidden_origin', async () => {
    const res = await register({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }, 1);
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toEqual({ code: 'forbidden_origin', message: MESSAGES.forbiddenOrigin });
  });
  it('refuses an opaque "null" origin and a cross-site fetch without Origin', async () => {
    expect((await register({ origin: 'null' }, 2)).statusCode).toBe(403);
    expect((await register({ 'sec-fetch-site': 'same-site' }, 3)).statusCode).toBe(403);
  });
  it('accepts our own origin, or Sec-Fetch-Site: same-origin', async () => {
    expect((await register({ origin: ORIGIN }, 4)).statusCode).toBe(201);
    expect((await register({ 'sec-fetch-site': 'same-origin' }, 5)).statusCode).toBe(201);
  });
  it('accepts a request that no browser sent (neither header), such as a script', async () => {
    expect((await register({}, 6)).statusCode).toBe(201);
  });
  it('lets safe methods through from anywhere (they change nothing)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('malformed and oversized requests', () => {
  it('answers 413 too_large for a body over the limit', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_100_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('too_large');
  });
  it('answers 400 for malformed JSON', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": "a", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', message: MESSAGES.malformedJson });
  });
  it('answers 415 for a content type the route does not take', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_type');
  });
  it('answers 400 naming the field for text with a NUL character, which PostgreSQL cannot store', async () => {
    const me = await registerUser(t);
    const refused = [
      await t.request({ method: 'GET', url: '/api/notes?q=a%00b', as: me }),
      await t.request({ method: 'GET', url: '/api/cases?q=s%00Act', as: me }),
      await t.request({ method: 'GET', url: '/api/cases/donoghue%00', as: me }),
      await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Tort\u0000' }, as: me }),
      await t.request({
        method: 'POST',
        url: '/api/study/reviews',
        payload: { cardId: 'x', rating: 3, nested: { list: ['ok', 'b\u0000'] } },
        as: me,
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(refused.map((r) => r.json().error.details[0])).toEqual([
      { path: 'q', message: NUL_MESSAGE },
      { path: 'q', message: NUL_MESSAGE },
      { path: 'id', message: NUL_MESSAGE },
      { path: 'name', message: NUL_MESSAGE },
      { path: 'nested.list.1', message: NUL_MESSAGE },
    ]);
    // The same text without it is taken.
    const ok = await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Tort' }, as: me });
    expect(ok.statusCode).toBe(201);
  });
  it.each([
    ['a JSON array', '[1,2]'],
    ['a string', '"hello"'],
    ['null', 'null'],
    ['wrong types', '{"identifier": 5, "password": {"$ne": null}}'],
  ])('answers 400 for %s where an object is expected', async (_label, payload) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });
});

describe('routing and documents', () => {
  it('answers unknown /api paths with JSON 404', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({ code: 'not_found', message: MESSAGES.routeNotFound });
  });
  it('serves the OpenAPI document with the routes and the docs UI', async () => {
    const doc = await t.request({ method: 'GET', url: '/api/openapi.json' });
    expect(doc.statusCode).toBe(200);
    expect(Object.keys(doc.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/health', '/api/me']),
    );
    const ui = await t.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });
  it('answers health with the engines in use', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind, ai: 'local', payments: 'sandbox' });
  });
  it('sends security headers, with a CSP that allows no inline script', async () => {
    const res = await t.request({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
  it('sends the same headers on errors and unknown paths', async () => {
    const res = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the built client', () => {
  let c: TestApp;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-client-'));
  beforeAll(async () => {
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      '<!doctype html><title>Ratio</title><div id="root"></div>',
    );
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log(1)');
    c = await createTestApp({}, { clientDir: dir });
  });
  afterAll(() => c.close());
  it('serves index.html for any unknown page path, so the client shows its not-found page', async () => {
    for (const url of ['/', '/dashboard', '/some/unknown/page?x=1']) {
      const res = await c.request({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
    }
    expect((await c.request({ method: 'GET', url: '/assets/old-chunk-123.js' })).statusCode).toBe(404);
    expect((await c.request({ method: 'GET', url: '/api/unknown' })).headers['content-type']).toContain(
      'application/json',
    );
  });
  it('caches hashed assets for a year and index.html never', async () => {
    expect(
      (await c.request({ method: 'GET', url: '/assets/app-abc123.js' })).headers['cache-control'],
    ).toContain('immutable');
    expect((await c.request({ method: 'GET', url: '/' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('rate limits on sign-in and registration', () => {
  let r: TestApp;
  beforeAll(async () => {
    r = await createTestApp({
      rateLimits: {
        ...DEFAULT_RATE_LIMITS,
        loginPerAccount: { max: 3, windowSeconds: 900 },
        loginPerIp: { max: 6, windowSeconds: 300 },
        registerPerIp: { max: 2, windowSeconds: 3600 },
      },
    });
  });
  afterAll(() => r.close());

  it('locks an account after repeated failures with 429 and a clear message, even with the right password', async () => {
    const victim = await registerUser(r);
    for (let i = 0; i < 3; i++) {
      const res = await r.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: victim.user.username, password: `guess-${i}-wrong` },
      });
      expect(res.statusCode).toBe(401);
    }
    const blocked = await r.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: victim.user.username, password: victim.password },
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.rateLimited });
    expect(Date.parse(blocked.json().error.resetsAt)).toBeGreaterThan(Date.now());
    // Retry-After in whole seconds, no later than the window's end.
    expect(blocked.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
  });

  it('counts a username and its email as one account: alternating them gives no extra guesses', async () => {
    // An address of its own, so the per-address limits (shared by the other tests) are not what answers.
    const from = { remoteAddress: '198.51.100.7' };
    const user = { username: 'alternated', email: 'alternated@example.com', password: STRONG_PASSWORD };
    const made = await r.request({ method: 'POST', url: '/api/auth/register', payload: user, ...from });
    expect(made.statusCode).toBe(201);
    const ids = [user.username, user.email.toUpperCase(), user.username];
    for (const [i, identifier] of ids.entries()) {
      const res = await r.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier, password: `guess-${i}-wrong` },
        ...from,
      });
      expect(res.statusCode, identifier).toBe(401);
    }
    // The email string itself has been tried once only; the account has had its three.
    const blocked = await r.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: user.email, password: user.password },
      ...from,
    });
    expect(blocked.statusCode).toBe(429);
    const wait = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(wait) && wait >= 1 && wait <= 900, String(wait)).toBe(true);
  });

  it('limits attempts per address across many accounts', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await r.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: `someone_${i}`, password: 'nope-nope' },
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 2)).toEqual([401, 401]);
    expect(codes.at(-1)).toBe(429);
  });

  it('limits registrations per address', async () => {
    // The victim above was the first; max is 2.
    const second = await r.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'second_one', email: 'second@example.com', password: STRONG_PASSWORD },
    });
    expect(second.statusCode).toBe(201);
    const third = await r.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'third_one', email: 'third@example.com', password: STRONG_PASSWORD },
    });
    expect(third.statusCode).toBe(429);
    expect(third.json().error.message).toBe(MESSAGES.rateLimited);
    expect(Number(third.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(third.headers['retry-after'])).toBeLessThanOrEqual(3600);
  });
});

describe('request logs', () => {
  it('never contain passwords or session tokens', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const l = await createTestApp({ logLevel: 'trace' }, { logStream: stream });
    try {
      const secret = 'very secret passphrase 42';
      const me = await registerUser(l, { password: secret });
      await l.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: me.user.username, password: secret },
      });
      await l.request({ method: 'GET', url: '/api/auth/session', as: me });
      await l.request({
        method: 'POST',
        url: '/api/me/password',
        payload: { currentPassword: secret, newPassword: 'another secret phrase' },
        as: me,
      });
      const log = lines.join('');
      expect(log).toContain('/api/auth/session');
      expect(log).not.toContain(secret);
      expect(log).not.toContain('another secret phrase');
      expect(log).not.toContain(me.cookie);
    } finally {
      await l.close();
    }
  });
});
