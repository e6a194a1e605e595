import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import type { AdminAnalytics } from '../../../shared/contracts/analytics';
import type { Plan } from '../../../shared/plans';
import { londonDateKey, londonTime, londonWeek } from '../../../shared/time';
import { aiUsage, users } from '../../db/schema';
import { createAccount } from '../auth/service';
import { type EventRow, insertEvents } from './repo';

// GET /api/admin/analytics against a state written here: users with known sign-up and activity times and
// plans, page views on known London days, and AI use in known weeks.

const DAY_MS = 86_400_000;
const dayKey = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS;
const noonOf = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return londonTime(y, m, d, 12);
};
const startOf = (key: string) => {
  const [y, m, d] = key.split('-').map(Number) as [number, number, number];
  return londonTime(y, m, d);
};

const now = new Date();
const today = londonDateKey(now);
const todayStart = startOf(today);
const weekStart = londonWeek(now).start;
const daysAgo = (n: number) => dayKey(dayNumber(today) - n);

let t: TestApp;
let admin: Client;
let member: Client;

type Seeded = { plan: Plan; createdAt: Date; activeAt: Date | null };
const seeded: Seeded[] = [
  { plan: 'FREE', createdAt: noonOf(daysAgo(40)), activeAt: null },
  { plan: 'BASIC', createdAt: noonOf(daysAgo(40)), activeAt: new Date(now.getTime() - 1000) },
  { plan: 'PREMIUM', createdAt: noonOf(daysAgo(40)), activeAt: new Date(weekStart.getTime() + 1000) },
  { plan: 'UNLIMITED', createdAt: todayStart, activeAt: null },
  { plan: 'ULTRA', createdAt: weekStart, activeAt: new Date(weekStart.getTime() - 8 * DAY_MS) },
];
const ids: string[] = [];

function view(path: string, name: string, at: Date): EventRow {
  return {
    userId: null,
    kind: 'page_view',
    name,
    path,
    plan: null,
    value: null,
    currency: null,
    visitorId: null,
    props: null,
    createdAt: at,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const row = await createAccount(db, {
    username: 'figures_admin',
    email: 'figures_admin@example.com',
    password: STRONG_PASSWORD,
    role: 'admin',
  });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: 'figures_admin', password: STRONG_PASSWORD },
  });
  admin = { user: { ...row } as unknown as Client['user'], cookie: sessionCookie(login)!, password: '' };
  // The admin signed up today and has a session: new today, active today.
  for (const [i, s] of seeded.entries()) {
    const u = await createAccount(db, {
      username: `seeded_${i}`,
      email: `seeded_${i}@example.com`,
      password: STRONG_PASSWORD,
      plan: s.plan,
    });
    await db.execute(
      sql`update ${users} set created_at = ${s.createdAt.toISOString()}::timestamptz,
          last_active_at = ${s.activeAt?.toISOString() ?? null}::timestamptz where id = ${u.id}`,
    );
    ids.push(u.id);
  }
  member = await registerUser(t); // FREE, new and active today

  const subject = '/subjects/0b5e2a52-8c1c-4d7a-9b1e-2f3a4b5c6d7e';
  await insertEvents(db, [
    ...Array.from({ length: 3 }, () => view('/dashboard', '/dashboard', noonOf(daysAgo(2)))),
    ...Array.from({ length: 2 }, () => view('/notes', '/notes', noonOf(daysAgo(40)))),
    view('/notes', '/notes', noonOf(daysAgo(30))), // the day before the default range
    view(subject, '/subjects/:id', noonOf(daysAgo(29))), // its first day
  ]);
  // And one through the real endpoint, now.
  const res = await t.request({
    method: 'POST',
    url: '/api/analytics/pageview',
    payload: { page: '/dashboard' },
  });
  expect(res.statusCode).toBe(202);

  const thisWeek = weekStart;
  const tenWeeksAgo = londonWeek(new Date(weekStart.getTime() - 70 * DAY_MS)).start;
  await db.insert(aiUsage).values([
    { userId: ids[1]!, tool: 'notes', weekStart: thisWeek, used: 3 },
    { userId: ids[2]!, tool: 'notes', weekStart: thisWeek, used: 2 },
    { userId: ids[2]!, tool: 'flashcards', weekStart: thisWeek, used: 1 },
    { userId: ids[1]!, tool: 'notes', weekStart: tenWeeksAgo, used: 7 },
    { userId: ids[1]!, tool: 'case-law-chat', weekStart: tenWeeksAgo, used: 4 },
  ]);
});
afterAll(() => t.close());

const get = (query = '', as: Client | null = admin) =>
  t.request({ method: 'GET', url: `/api/admin/analytics${query}`, as: as ?? undefined });
async function figures(query = ''): Promise<AdminAnalytics> {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/admin/analytics', () => {
  it('counts users now: total, active and new today and this week (London), and per plan', async () => {
    const f = await figures();
    // The admin and the member registered today and have sessions.
    const everyone: Seeded[] = [
      ...seeded,
      { plan: 'FREE', createdAt: now, activeAt: now },
      { plan: 'FREE', createdAt: now, activeAt: now },
    ];
    const since = (d: Date | null, start: Date) => d !== null && d >= start;
    expect(f.userStats).toEqual({
      totalUsers: 7,
      activeToday: everyone.filter((u) => since(u.activeAt, todayStart)).length,
      activeThisWeek: everyone.filter((u) => since(u.activeAt, weekStart)).length,
      newUsersToday: everyone.filter((u) => since(u.createdAt, todayStart)).length,
      newUsersThisWeek: everyone.filter((u) => since(u.createdAt, weekStart)).length,
    });
    // Whatever the weekday, these hold for the seeded state.
    expect(f.userStats.activeToday).toBeGreaterThanOrEqual(3);
    expect(f.userStats.newUsersToday).toBeGreaterThanOrEqual(3);
    expect(f.subscriptionStats).toEqual({ free: 3, basic: 1, premium: 1, unlimited: 1, ultra: 1 });
  });

  it('lists page views of the last 30 days by default, per page and per day, from the daily counts', async () => {
    const f = await figures();
    expect(f.range).toEqual({ from: daysAgo(29), to: today, days: 30 });
    expect(f.pageViews).toEqual([
      { path: '/dashboard', views: 4 },
      { path: '/subjects/:id', views: 1 },
    ]);
    expect(f.totalPageViews).toBe(5);
    expect(f.pageViewsByDay).toHaveLength(30);
    expect(f.pageViewsByDay[0]).toEqual({ day: daysAgo(29), views: 1 });
    expect(f.pageViewsByDay.at(-1)).toEqual({ day: today, views: 1 });
    expect(f.pageViewsByDay.find((d) => d.day === daysAgo(2))).toEqual({ day: daysAgo(2), views: 3 });
    expect(f.pageViewsByDay.reduce((sum, d) => sum + d.views, 0)).toBe(5);
  });

  it('counts only the days of a chosen range', async () => {
    const f = await figures(`?from=${daysAgo(45)}&to=${daysAgo(30)}`);
    expect(f.range).toEqual({ from: daysAgo(45), to: daysAgo(30), days: 16 });
    expect(f.pageViews).toEqual([{ path: '/notes', views: 3 }]);
    expect(f.totalPageViews).toBe(3);
    const oneDay = await figures(`?from=${daysAgo(40)}&to=${daysAgo(40)}`);
    expect(oneDay.pageViews).toEqual([{ path: '/notes', views: 2 }]);
    expect(oneDay.pageViewsByDay).toEqual([{ day: daysAgo(40), views: 2 }]);
  });

  it("reports AI use per tool from the server's weekly records, every tool listed, most used first", async () => {
    const f = await figures();
    expect(f.toolUsage).toHaveLength(12);
    expect(f.toolUsage.slice(0, 2)).toEqual([
      { tool: 'notes', uses: 5 },
      { tool: 'flashcards', uses: 1 },
    ]);
    expect(f.toolUsage.slice(2).every((x) => x.uses === 0)).toBe(true);
    const wide = await figures(`?from=${daysAgo(90)}&to=${today}`);
    expect(wide.toolUsage.slice(0, 3)).toEqual([
      { tool: 'notes', uses: 12 },
      { tool: 'case-law-chat', uses: 4 },
      { tool: 'flashcards', uses: 1 },
    ]);
  });

  it('reads the daily counts, not the events: the figures stand after the events are gone', async () => {
    const before = await figures();
    await t.database.db.execute(sql`delete from analytics_events`);
    expect(await figures()).toEqual(before);
  });

  it('includes conversions per plan, actions and feature use of the range', async () => {
    await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { kind: 'conversion', plan: 'PREMIUM' },
    });
    await t.request({
      method: 'POST',
      url: '/api/analytics/actions',
      payload: {
        actions: [
          { actionType: 'BUTTON_CLICK', details: { elementId: 'upgrade-cta' } },
          { actionType: 'BUTTON_CLICK', details: { elementId: 'upgrade-cta' } },
        ],
      },
    });
    await t.request({
      method: 'POST',
      url: '/api/analytics/events',
      payload: { kind: 'feature', items: [{ featureName: 'analytics.csv_export', status: 'done' }] },
    });
    const f = await figures();
    expect(f.conversions).toEqual({ premium: 1, unlimited: 0, ultra: 0 });
    expect(f.actions).toEqual([{ name: 'BUTTON_CLICK:upgrade-cta', count: 2 }]);
    expect(f.features).toEqual([{ name: 'analytics.csv_export', count: 1 }]);
  });

  it.each([
    ['a start after the end', `?from=${today}&to=${daysAgo(1)}`],
    ['a range over 366 days', `?from=${daysAgo(366)}&to=${today}`],
    ['a date that does not exist', '?from=2025-02-30'],
    ['a date in another format', '?to=01/02/2025'],
  ])('refuses %s with 400', async (_, query) => {
    const res = await get(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
  });

  it('accepts exactly 366 days', async () => {
    expect((await get(`?from=${daysAgo(365)}&to=${today}`)).statusCode).toBe(200);
  });

  it('answers 401 to a visitor and 403 to a user who is not an admin', async () => {
    const visitor = await get('', null);
    expect(visitor.statusCode).toBe(401);
    const user = await get('', member);
    expect(user.statusCode).toBe(403);
    expect(user.json().error.code).toBe('forbidden');
  });
});
