import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_RATE_LIMITS } from '../../config';
import { analyticsEvents } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const send = (payload: unknown, as?: Awaited<ReturnType<typeof registerUser>>) =>
  t.request({ method: 'POST', url: '/api/analytics/events', payload: payload as object, as });
const conversions = () =>
  t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.kind, 'conversion'));

describe('POST /api/analytics/events: conversions (spec 2.6)', () => {
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

describe('the per-address limit', () => {
  it('answers 429 once an address has sent too many events', async () => {
    const limited = await createTestApp({
      rateLimits: { ...DEFAULT_RATE_LIMITS, analyticsPerIp: { max: 2, windowSeconds: 60 } },
    });
    try {
      const post = () =>
        limited.request({
          method: 'POST',
          url: '/api/analytics/events',
          payload: { kind: 'conversion', plan: 'PREMIUM' },
        });
      expect((await post()).statusCode).toBe(202);
      expect((await post()).statusCode).toBe(202);
      const third = await post();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
