import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { analyticsEvents } from '../../db/schema';
import { ClientLimiter } from './client-limit';
import { EventIngest } from './ingest';
import { pageName } from './service';

// The three first-party analytics endpoints (docs/API.md, "analytics"): what they accept and
// refuse, the per-client bound, and the group commit that stores events and their daily counts together.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: unknown,
  opts: { as?: Awaited<ReturnType<typeof registerUser>>; headers?: Record<string, string> } = {},
) =>
  t.request({
    method: 'POST',
    url: `/api/analytics/${url}`,
    payload: payload as object,
    as: opts.as,
    headers: opts.headers,
  });
const send = (payload: unknown, as?: Awaited<ReturnType<typeof registerUser>>) =>
  post('events', payload, { as });
const conversions = () =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.kind, 'conversion'));
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
const eventCount = async () =>
  Number((await rowsOf<{ n: number }>(sql`select count(*)::int as n from analytics_events`))[0]!.n);

/** Every daily count equals the number of stored events of that London day, kind and name. */
async function expectRollupMatchesRows() {
  const fromRows = await rowsOf<{ day: string; kind: string; name: string; n: number }>(sql`
    select to_char((created_at at time zone 'Europe/London')::date, 'YYYY-MM-DD') as day, kind, name, count(*)::int as n
    from analytics_events group by 1, 2, 3 order by 1, 2, 3`);
  const daily = await rowsOf<{ day: string; kind: string; name: string; n: number }>(sql`
    select to_char(day, 'YYYY-MM-DD') as day, kind, name, count as n from analytics_daily order by 1, 2, 3`);
  expect(daily).toEqual(fromRows);
}

describe('POST /api/analytics/events: conversions', () => {
  it("records a user's conversion with value 1 in GBP", async () => {
    const user = await registerUser(t);
    const res = await send(
      {
        kind: 'conversion',
        plan: 'UNLIMITED',
        value: 1,
        currency: 'GBP',
        path: '/subscription-success-redirect',
      },
      user,
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    const rows = (await conversions()).filter((r) => r.userId === user.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'conversion',
      name: 'UNLIMITED',
      plan: 'UNLIMITED',
      value: 1,
      currency: 'GBP',
      path: '/subscription-success-redirect',
    });
  });

  it("records a visitor's, with no user, and value and currency even when left out", async () => {
    const before = (await conversions()).length;
    const res = await send({ kind: 'conversion', plan: 'ULTRA' });
    expect(res.statusCode).toBe(202);
    const rows = await conversions();
    expect(rows).toHaveLength(before + 1);
    expect(rows.find((r) => r.plan === 'ULTRA')).toMatchObject({
      userId: null,
      value: 1,
      currency: 'GBP',
      path: null,
    });
  });

  it.each([
    ['an unknown kind', { kind: 'purchase', plan: 'PREMIUM' }, 'kind'],
    ['no kind', { plan: 'PREMIUM' }, 'kind'],
    ['a plan that is not sold', { kind: 'conversion', plan: 'BASIC' }, 'plan'],
    ['no plan', { kind: 'conversion' }, 'plan'],
    ['another value', { kind: 'conversion', plan: 'PREMIUM', value: 100 }, 'value'],
    ['another currency', { kind: 'conversion', plan: 'PREMIUM', currency: 'USD' }, 'currency'],
    ['a path too long', { kind: 'conversion', plan: 'PREMIUM', path: `/${'x'.repeat(300)}` }, 'path'],
  ])('refuses %s with 400 and stores nothing', async (_, payload, field) => {
    const before = (await conversions()).length;
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await conversions()).toHaveLength(before);
  });

  it('refuses a request from another site', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { kind: 'conversion', plan: 'PREMIUM' },
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/analytics/pageview', () => {
  it("stores a visitor's view with the page's name (ids as :id) and the raw path", async () => {
    const id = '0b5e2a52-8c1c-4d7a-9b1e-2f3a4b5c6d7e';
    const res = await post('pageview', {
      page: `/subjects/${id}`,
      timestamp: new Date().toISOString(),
      visitorId: 'visitor_abcdef12',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ success: true });
    const [row] = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.path, `/subjects/${id}`));
    expect(row).toMatchObject({
      kind: 'page_view',
      name: '/subjects/:id',
      userId: null,
      visitorId: 'visitor_abcdef12',
    });
  });

  it("stores a signed-in user's view under their id", async () => {
    const user = await registerUser(t);
    expect((await post('pageview', { page: '/dashboard' }, { as: user })).statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.userId, user.user.id));
    expect(rows.map((r) => [r.kind, r.name])).toEqual([['page_view', '/dashboard']]);
  });

  it('stores `count` views of a page that could not be sent before', async () => {
    expect((await post('pageview', { page: '/notes/later', count: 7 })).statusCode).toBe(202);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.path, '/notes/later'));
    expect(rows).toHaveLength(7);
  });

  it('reads a text/plain body as JSON, as navigator.sendBeacon sends it', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: JSON.stringify({ page: '/beacon' }),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(202);
    const bad = await t.request({
      method: 'POST',
      url: '/api/analytics/pageview',
      payload: 'page=/beacon',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('invalid_input');
  });

  it.each([
    ['a path without its leading slash', { page: 'dashboard' }],
    ['a whole address', { page: 'https://elsewhere.example/x' }],
    ['a query string', { page: '/notes?q=secret' }],
    ['a fragment', { page: '/notes#top' }],
    ['spaces and markup', { page: '/<script>alert(1)</script>' }],
    ['a path too long', { page: `/${'a'.repeat(200)}` }],
    ['no page', { timestamp: new Date().toISOString() }],
    ['a count of 0', { page: '/dashboard', count: 0 }],
    ['a count over 50', { page: '/dashboard', count: 51 }],
    ['a timestamp that is not one', { page: '/dashboard', timestamp: 'yesterday' }],
    ['a malformed visitor id', { page: '/dashboard', visitorId: 'x' }],
  ])('refuses %s with 400 and stores nothing', async (_, payload) => {
    const before = await eventCount();
    const res = await post('pageview', payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    expect(await eventCount()).toBe(before);
  });

  it('refuses a body over 16 KiB with 413', async () => {
    const res = await post('pageview', { page: '/dashboard', padding: 'x'.repeat(17 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('too_large');
  });

  it('keeps a recent client time and replaces one from the future or long ago', async () => {
    const recent = new Date(Date.now() - 3_600_000).toISOString();
    await post('pageview', { page: '/time/recent', timestamp: recent });
    await post('pageview', {
      page: '/time/future',
      timestamp: new Date(Date.now() + 86_400_000).toISOString(),
    });
    await post('pageview', { page: '/time/old', timestamp: '2001-01-01T00:00:00.000Z' });
    const rows = await rowsOf<{ path: string; created_at: string | Date }>(
      sql`select path, created_at from analytics_events where path like '/time/%'`,
    );
    const at = (path: string) => new Date(rows.find((r) => r.path === path)!.created_at).getTime();
    expect(at('/time/recent')).toBe(Date.parse(recent));
    expect(Math.abs(at('/time/future') - Date.now())).toBeLessThan(60_000);
    expect(Math.abs(at('/time/old') - Date.now())).toBeLessThan(60_000);
  });
});

describe('POST /api/analytics/actions', () => {
  const metadata = { contextUrl: '/dashboard', screenWidth: 360, screenHeight: 740, userAgent: 'test' };

  it('stores each action of a batch under its name', async () => {
    const res = await post('actions', {
      visitorId: 'visitor_actions1',
      actions: [
        { actionType: 'PAGE_VIEW', details: { path: '/notes', title: 'Notes' }, metadata },
        {
          actionType: 'BUTTON_CLICK',
          details: { elementId: 'upgrade-cta', elementText: 'Upgrade' },
          metadata,
        },
        { actionType: 'AUTH_ACTION', details: { authType: 'login', status: 'success' } },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, 'visitor_actions1'));
    expect(rows.map((r) => [r.kind, r.name, r.path]).sort()).toEqual(
      [
        ['action', 'AUTH_ACTION:login:success', null],
        ['action', 'BUTTON_CLICK:upgrade-cta', '/dashboard'],
        ['action', 'PAGE_VIEW', '/notes'],
      ].sort(),
    );
    expect(rows.find((r) => r.name === 'BUTTON_CLICK:upgrade-cta')!.props).toMatchObject({
      details: { elementText: 'Upgrade' },
      metadata: { screenWidth: 360 },
    });
  });

  it.each([
    ['an empty batch', { actions: [] }, 'actions'],
    [
      'more than 20 actions',
      { actions: Array.from({ length: 21 }, () => ({ actionType: 'PAGE_VIEW', details: { path: '/x' } })) },
      'actions',
    ],
    ['an unknown action type', { actions: [{ actionType: 'SCROLL', details: {} }] }, 'actions.0.actionType'],
    [
      'a button named with free text',
      { actions: [{ actionType: 'BUTTON_CLICK', details: { elementId: 'Buy now!' } }] },
      'actions.0.details.elementId',
    ],
    [
      'an unknown auth type',
      { actions: [{ actionType: 'AUTH_ACTION', details: { authType: 'hack', status: 'success' } }] },
      'actions.0.details.authType',
    ],
    [
      'a user agent over 300 characters',
      {
        actions: [
          { actionType: 'PAGE_VIEW', details: { path: '/x' }, metadata: { userAgent: 'u'.repeat(301) } },
        ],
      },
      'actions.0.metadata.userAgent',
    ],
  ])('refuses %s with 400', async (_, payload, field) => {
    const before = await eventCount();
    const res = await post('actions', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(field);
    expect(await eventCount()).toBe(before);
  });
});

describe('POST /api/analytics/events: feature use', () => {
  it('stores each feature use of a batch', async () => {
    const res = await post('events', {
      kind: 'feature',
      visitorId: 'visitor_features',
      items: [
        { featureName: 'flashcards.import', status: 'completed', eventData: { cards: 120, format: 'apkg' } },
        { featureName: 'analytics.csv_export', status: 'started' },
      ],
    });
    expect(res.statusCode, res.body).toBe(202);
    const rows = await t.database.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.visitorId, 'visitor_features'));
    expect(rows.map((r) => r.name).sort()).toEqual(['analytics.csv_export', 'flashcards.import']);
    expect(rows.find((r) => r.name === 'flashcards.import')!.props).toMatchObject({
      status: 'completed',
      eventData: { cards: 120, format: 'apkg' },
    });
  });

  it.each([
    [
      'more than 20 uses',
      { kind: 'feature', items: Array.from({ length: 21 }, () => ({ featureName: 'a', status: 'b' })) },
    ],
    ['no uses', { kind: 'feature', items: [] }],
    [
      'event data with nested objects',
      { kind: 'feature', items: [{ featureName: 'a', status: 'b', eventData: { x: { y: 1 } } }] },
    ],
    [
      'event data with more than 20 values',
      {
        kind: 'feature',
        items: [
          {
            featureName: 'a',
            status: 'b',
            eventData: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])),
          },
        ],
      },
    ],
  ])('refuses %s with 400', async (_, payload) => {
    const res = await post('events', payload);
    expect(res.statusCode).toBe(400);
  });
});

describe('group commit', () => {
  it('stores every one of many concurrent posts, and the daily counts equal the rows', async () => {
    const before = await eventCount();
    const replies = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        i % 3 === 0
          ? post('pageview', { page: `/load/${i % 7}` })
          : i % 3 === 1
            ? post('actions', {
                actions: [
                  { actionType: 'BUTTON_CLICK', details: { elementId: `b${i % 5}` } },
                  { actionType: 'PAGE_VIEW', details: { path: '/load' } },
                ],
              })
            : post('events', { kind: 'feature', items: [{ featureName: 'load', status: 'ok' }] }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 202));
    expect(await eventCount()).toBe(before + 100 + 200 + 100);
    await expectRollupMatchesRows();
  });

  it('answers only after the events are stored, and stores what was accepted before closing', async () => {
    const ingest = new EventIngest(t.database.db);
    const row = {
      userId: null,
      kind: 'page_view' as const,
      name: '/closing',
      path: '/closing',
      plan: null,
      value: null,
      currency: null,
      visitorId: null,
      props: null,
      createdAt: new Date(),
    };
    const accepted = Array.from({ length: 50 }, () => ingest.submit([row]));
    const closed = ingest.close();
    await expect(ingest.submit([row])).rejects.toMatchObject({ code: 'unavailable' });
    await Promise.all(accepted);
    await closed;
    const [stored] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from analytics_events where path = '/closing'`,
    );
    expect(Number(stored!.n)).toBe(50);
    await expectRollupMatchesRows();
  });

  it('keeps the counts exact when two servers write the same counters at once', async () => {
    // Two queues on one database, as two app servers behind a load balancer (PostgreSQL runs them truly at
    // once): batches touching the same day's counters in opposite orders must neither deadlock nor lose any.
    const a = new EventIngest(t.database.db);
    const b = new EventIngest(t.database.db);
    const names = Array.from({ length: 8 }, (_, i) => `/two-servers/${i}`);
    const rowsFor = (order: string[]) =>
      order.map((name) => ({
        userId: null,
        kind: 'page_view' as const,
        name,
        path: name,
        plan: null,
        value: null,
        currency: null,
        visitorId: null,
        props: null,
        createdAt: new Date(),
      }));
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? a : b).submit(rowsFor(i % 2 ? names : [...names].reverse())),
      ),
    );
    await Promise.all([a.close(), b.close()]);
    const [stored] = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from analytics_events where name like '/two-servers/%'`,
    );
    expect(Number(stored!.n)).toBe(40 * 8);
    await expectRollupMatchesRows();
  });

  it('refuses with 503 rather than queue past its bound', async () => {
    const ingest = new EventIngest(t.database.db, { maxBatchRows: 10, maxWaitingRows: 5 });
    const row = {
      userId: null,
      kind: 'page_view' as const,
      name: '/bound',
      path: '/bound',
      plan: null,
      value: null,
      currency: null,
      visitorId: null,
      props: null,
      createdAt: new Date(),
    };
    const first = ingest.submit([row, row, row, row]);
    await expect(ingest.submit([row, row])).rejects.toMatchObject({ code: 'unavailable' });
    await first;
    await ingest.close();
  });
});

describe('the per-client limit', () => {
  it('answers 429 once an address has sent too many events, counted per event, other addresses unaffected', async () => {
    const limited = await createTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, analyticsPerIp: { max: 5, windowSeconds: 60 } },
    });
    try {
      const from = (remoteAddress: string, url: string, payload: object) =>
        limited.request({ method: 'POST', url: `/api/analytics/${url}`, payload, remoteAddress });
      expect((await from('10.0.0.1', 'pageview', { page: '/a', count: 3 })).statusCode).toBe(202);
      expect((await from('10.0.0.1', 'events', { kind: 'conversion', plan: 'PREMIUM' })).statusCode).toBe(
        202,
      );
      const actions = {
        actions: [
          { actionType: 'PAGE_VIEW', details: { path: '/a' } },
          { actionType: 'PAGE_VIEW', details: { path: '/b' } },
        ],
      };
      const refused = await from('10.0.0.1', 'actions', actions);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.code).toBe('rate_limited');
      expect(refused.json().error.resetsAt).toMatch(/^\d{4}-\d\d-\d\dT/);
      expect((await from('10.0.0.1', 'pageview', { page: '/a' })).statusCode).toBe(202);
      expect((await from('10.0.0.1', 'pageview', { page: '/a' })).statusCode).toBe(429);
      expect((await from('10.0.0.2', 'actions', actions)).statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('starts afresh each window and bounds how many clients it remembers', () => {
    let now = 0;
    const limiter = new ClientLimiter({ max: 2, windowSeconds: 60 }, 2, () => now);
    limiter.take('a', 2);
    expect(() => limiter.take('a', 1)).toThrow(/Too many/);
    limiter.take('b', 1);
    // A third client in a full table waits for the next window.
    expect(() => limiter.take('c', 1)).toThrow(/Too many/);
    now = 60_000;
    limiter.take('a', 2);
    limiter.take('c', 1);
  });
});

describe("a page's name in the figures", () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/', '/'],
    ['/notes/', '/notes'],
    ['/subjects/0b5e2a52-8c1c-4d7a-9b1e-2f3a4b5c6d7e/topics/12', '/subjects/:id/topics/:id'],
    ['/blog/how-to-revise-contract-law', '/blog/how-to-revise-contract-law'],
    ['/payment/PREMIUM', '/payment/PREMIUM'],
  ])('%s reads %s', (path, name) => {
    expect(pageName(path)).toBe(name);
  });
});
