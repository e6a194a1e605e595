import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { TOOL_GROUP, TOOL_TYPES, WEEKLY_LIMITS } from '../../../shared/ai-limits';
import { londonTime, londonWeek } from '../../../shared/time';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { usage, withUse } from './usage';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ai = testConfig().ai;
const capped = { ...ai, unlimitedPlan: 'capped' as const };
async function withPlan(plan: 'FREE' | 'BASIC' | 'PREMIUM' | 'UNLIMITED' | 'ULTRA') {
  const c = await registerUser(t);
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
  return { c, who: { id: c.user.id, plan } };
}
const usageOf = async (c: Client) => (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();

describe('weekly AI limits', () => {
  it('give exactly the remaining allowance to 20 parallel requests', async () => {
    const { who } = await withPlan('PREMIUM'); // 5 flashcard generations a week
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) => withUse(t.database.db, ai, who, 'flashcards', async () => i)),
    );
    const done = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(done).toHaveLength(5);
    expect(refused).toHaveLength(15);
    expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ code: 'limit_reached' });
  });

  it('give a use back when the work fails, so a failure costs nothing', async () => {
    const { c, who } = await withPlan('FREE');
    await expect(
      withUse(t.database.db, ai, who, 'notes', async () => {
        throw new Error('model failed');
      }),
    ).rejects.toThrow('model failed');
    expect((await usageOf(c)).tools.notes).toEqual({ used: 0, limit: 1, remaining: 1 });
    await withUse(t.database.db, ai, who, 'notes', async () => 'ok');
    expect((await usageOf(c)).tools.notes).toEqual({ used: 1, limit: 1, remaining: 0 });
    await expect(withUse(t.database.db, ai, who, 'notes', async () => 'again')).rejects.toMatchObject({
      code: 'limit_reached',
      extra: { resetsAt: expect.any(String) },
    });
  });

  it('count each tool on its own, and start again on Monday 00:00 London time', async () => {
    const { who } = await withPlan('FREE');
    const sunday = londonTime(2026, 11, 29, 23); // Sunday 23:00
    const monday = londonTime(2026, 11, 30, 0);
    await withUse(t.database.db, ai, who, 'mindmaps', async () => 1, sunday);
    await withUse(t.database.db, ai, who, 'flashcards', async () => 1, sunday);
    await expect(withUse(t.database.db, ai, who, 'mindmaps', async () => 1, sunday)).rejects.toMatchObject({
      code: 'limit_reached',
      extra: { resetsAt: monday.toISOString() },
    });
    await expect(withUse(t.database.db, ai, who, 'mindmaps', async () => 'new week', monday)).resolves.toBe(
      'new week',
    );
  });

  it('let UNLIMITED and ULTRA through, counting uses, unless UNLIMITED is capped', async () => {
    const { who: unlimited } = await withPlan('UNLIMITED');
    const { who: ultra } = await withPlan('ULTRA');
    for (let i = 0; i < 25; i++) {
      await withUse(t.database.db, ai, unlimited, 'case-law-chat', async () => i);
      await withUse(t.database.db, capped, ultra, 'case-law-chat', async () => i);
    }
    const u = await usage(t.database.db, ai, unlimited);
    expect(u.tools['case-law-chat']).toEqual({ used: 25, limit: null, remaining: null });
    const { who: cappedUser } = await withPlan('UNLIMITED');
    for (let i = 0; i < 15; i++) await withUse(t.database.db, capped, cappedUser, 'advocacy', async () => i);
    await expect(
      withUse(t.database.db, capped, cappedUser, 'advocacy', async () => 16),
    ).rejects.toMatchObject({
      code: 'limit_reached',
    });
  });

  it('answer GET /api/ai/usage with every tool, and 401 without a session', async () => {
    const { c } = await withPlan('BASIC');
    const body = await usageOf(c);
    expect(body.plan).toBe('BASIC');
    expect(Object.keys(body.tools)).toHaveLength(12);
    expect(body.tools['legal-writing']).toEqual({ used: 0, limit: 1, remaining: 1 });
    expect(body.tools.sbaq_practice).toEqual({ used: 0, limit: 3, remaining: 3 });
    // The allowance resets at midnight on Monday, London time.
    expect(body.resetsAt).toBe(londonWeek(new Date()).end.toISOString());
    expect((await t.request({ method: 'GET', url: '/api/ai/usage' })).statusCode).toBe(401);
  });

  it('are the limits the plan lists print: the usage of each plan and GET /api/billing/plans agree', async () => {
    const plans = (await t.request({ method: 'GET', url: '/api/billing/plans' })).json().items as {
      id: keyof typeof WEEKLY_LIMITS;
      benefits: string[];
    }[];
    for (const plan of ['FREE', 'BASIC', 'PREMIUM'] as const) {
      const { c } = await withPlan(plan);
      const { tools } = await usageOf(c);
      const table = WEEKLY_LIMITS[plan];
      for (const tool of TOOL_TYPES) expect(tools[tool].limit).toBe(table?.[TOOL_GROUP[tool]]);
      const listed = plans.find((p) => p.id === plan)?.benefits ?? [];
      expect(listed.some((b) => b.startsWith(`${tools['legal-writing'].limit} practice paper`))).toBe(true);
      expect(listed.some((b) => b.startsWith(`${tools.notes.limit} generation`))).toBe(true);
    }
    // PREMIUM's practice tools allow 3 a week, and the plan list says so.
    expect(plans.find((p) => p.id === 'PREMIUM')?.benefits).toContain(
      '3 practice papers per week for each SQE2 practice tool',
    );
  });
});
