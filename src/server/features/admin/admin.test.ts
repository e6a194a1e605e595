import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  sessionCookie,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import { TOOL_TYPES } from '../../../shared/ai-limits';
import { ADMIN_MESSAGES, type AdminUser, type AuditEntry } from '../../../shared/contracts/admin';
import type { Plan } from '../../../shared/plans';
import { londonWeek } from '../../../shared/time';
import { adminAuditLog, aiUsage, subscriptions, users } from '../../db/schema';
import { createAccount } from '../auth/service';
import { canChangePlan, canReadAdminData } from './policy';
import { lastWeekStarts } from './service';

// The admin area over HTTP: the users table, one user's subscription, content and AI usage, plan changes
// with their audit entries, and the audit log. (Who gets 401 and 403 on each route is tested by the
// table-driven test of every admin endpoint in src/server/platform/admin-access.test.ts.)

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

let t: TestApp;
let admin: Client;
let otherAdmin: Client;

/** An account made through the service the CLI uses, signed in through the real login. */
async function account(username: string, opts: { role?: 'admin' | 'user'; plan?: Plan } = {}) {
  const fields = { username, email: `${username}@example.com`, password: STRONG_PASSWORD };
  const row = await createAccount(t.database.db, { ...fields, ...opts });
  const login = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: username, password: STRONG_PASSWORD },
  });
  return {
    user: { ...row } as unknown as Client['user'],
    cookie: sessionCookie(login)!,
    password: STRONG_PASSWORD,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await account('chief_admin', { role: 'admin' });
  otherAdmin = await account('deputy_admin', { role: 'admin' });
});
afterAll(() => t.close());

const get = (url: string, as: Client = admin) => t.request({ method: 'GET', url, as });
const users$ = async (query: string) => {
  const res = await get(`/api/admin/users?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: AdminUser[]; nextCursor: string | null; total: number };
};
const names = (page: { items: AdminUser[] }) => page.items.map((u) => u.username);
const changePlan = (id: string, payload: object, as: Client = admin) =>
  t.request({ method: 'PUT', url: `/api/admin/users/${id}/subscription`, payload, as });

describe('the users table', () => {
  beforeAll(async () => {
    for (const name of ['qa_one', 'qaxone', 'QA.two']) await account(name);
  });

  it('searches usernames and emails case-insensitively, with % and _ taken literally', async () => {
    expect(names(await users$('q=QA_ONE'))).toEqual(['qa_one']);
    expect(names(await users$('q=qa_'))).toEqual(['qa_one']);
    expect(names(await users$('q=qa%25one'))).toEqual([]);
    expect(names(await users$('q=qa.two%40example.com'))).toEqual(['QA.two']);
    const page = await users$('q=qa');
    expect(names(page).sort()).toEqual(['QA.two', 'qa_one', 'qaxone']);
    expect(page.total).toBe(3);
  });

  it('shows what admins need and never a password hash', async () => {
    const [row] = (await users$('q=qaxone')).items;
    expect(Object.keys(row!).sort()).toEqual(
      ['createdAt', 'email', 'id', 'lastActiveAt', 'plan', 'role', 'username'].sort(),
    );
    expect(row).toMatchObject({
      username: 'qaxone',
      email: 'qaxone@example.com',
      role: 'user',
      plan: 'FREE',
    });
    expect(JSON.stringify(await users$('limit=200'))).not.toMatch(/password|argon|scrypt/i);
  });

  it('sorts by every column, both ways, newest first by default', async () => {
    const made = [];
    for (const [name, plan] of [
      ['srt_b', 'ULTRA'],
      ['SRT_c', 'FREE'],
      ['srt_a', 'BASIC'],
    ] as const)
      made.push(
        await createAccount(t.database.db, {
          username: name,
          email: `${name}@x.example`,
          password: STRONG_PASSWORD,
          plan,
        }),
      );
    const day = 86_400_000;
    await t.database.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() - 2 * day) })
      .where(eq(users.id, made[0]!.id));
    await t.database.db
      .update(users)
      .set({ lastActiveAt: new Date(Date.now() - day) })
      .where(eq(users.id, made[1]!.id));

    expect(names(await users$('q=srt_'))).toEqual(['srt_a', 'SRT_c', 'srt_b']); // createdAt desc
    expect(names(await users$('q=srt_&sort=createdAt&order=asc'))).toEqual(['srt_b', 'SRT_c', 'srt_a']);
    expect(names(await users$('q=srt_&sort=username&order=asc'))).toEqual(['srt_a', 'srt_b', 'SRT_c']);
    expect(names(await users$('q=srt_&sort=username&order=desc'))).toEqual(['SRT_c', 'srt_b', 'srt_a']);
    expect(names(await users$('q=srt_&sort=email&order=desc'))).toEqual(['SRT_c', 'srt_b', 'srt_a']);
    // Plans by rank, not alphabetically: FREE, BASIC, ..., ULTRA.
    expect(names(await users$('q=srt_&sort=plan&order=asc'))).toEqual(['SRT_c', 'srt_a', 'srt_b']);
    expect(names(await users$('q=srt_&sort=plan&order=desc'))).toEqual(['srt_b', 'srt_a', 'SRT_c']);
    // Never active: last whichever the order.
    expect(names(await users$('q=srt_&sort=lastActiveAt&order=desc'))).toEqual(['SRT_c', 'srt_b', 'srt_a']);
    expect(names(await users$('q=srt_&sort=lastActiveAt&order=asc'))).toEqual(['srt_b', 'SRT_c', 'srt_a']);
  });

  it('pages through a sorted search without repeating or skipping anyone', async () => {
    for (let i = 0; i < 5; i++) await account(`pager_${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await users$(
        `q=pager_&sort=username&order=asc&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.total).toBe(5);
      seen.push(...names(page));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toEqual(['pager_0', 'pager_1', 'pager_2', 'pager_3', 'pager_4']);
  });

  it('refuses a bad sort, order, limit or cursor', async () => {
    for (const query of [
      'sort=password',
      'order=up',
      'limit=201',
      'limit=0',
      'cursor=nonsense',
      `q=${'x'.repeat(101)}`,
    ]) {
      const res = await get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
  });
});

describe("one user's page", () => {
  let student: Client;
  beforeAll(async () => {
    student = await registerUser(t, { username: 'detail_student' });
  });

  it('answers the user, and no subscription for one who never paid', async () => {
    const res = await get(`/api/admin/users/${student.user.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      user: expect.objectContaining({ id: student.user.id, username: 'detail_student', plan: 'FREE' }),
      subscription: null,
    });
    expect(res.body).not.toMatch(/passwordHash|password_hash/);
  });

  it("shows billing's subscription as the user's profile does", async () => {
    const payer = await registerUser(t);
    const end = new Date('2030-02-01T00:00:00.000Z');
    await t.database.db.insert(subscriptions).values({
      id: 'sub_admin_view',
      provider: 'sandbox',
      customerId: 'cus_admin_view',
      userId: payer.user.id,
      plan: 'PREMIUM',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end,
    });
    const res = await get(`/api/admin/users/${payer.user.id}`);
    expect(res.json().subscription).toEqual({
      plan: 'PREMIUM',
      status: 'active',
      cancelAtPeriodEnd: true,
      currentPeriodEnd: end.toISOString(),
      resumeAt: null,
      trialEnd: null,
    });
  });

  it('counts their subjects, topics, flashcards, notes, mind maps and exams', async () => {
    const as = student;
    const post = async (url: string, payload: object) => {
      const res = await t.request({ method: 'POST', url, payload, as });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const { subject } = await post('/api/subjects', { name: 'Contract' });
    const { topic } = await post(`/api/subjects/${subject.id}/topics`, { name: 'Offer' });
    for (const front of ['What is an offer?', 'What is acceptance?'])
      await post(`/api/topics/${topic.id}/flashcards`, { kind: 'basic', front, back: 'See Carlill.' });
    await post('/api/notes', { title: 'Offer and acceptance', body: 'Notes.' });
    await post('/api/mindmaps', {
      title: 'Formation',
      root: { id: 'root', label: 'Formation', children: [] },
    });
    await post('/api/exams', { title: 'FLK1 mock', kind: 'mock', startsAt: '2030-01-20T09:30:00.000Z' });

    const res = await get(`/api/admin/users/${as.user.id}/content`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      counts: { subjects: 1, topics: 1, flashcards: 2, notes: 1, mindmaps: 1, exams: 1 },
    });
    const empty = await get(`/api/admin/users/${admin.user.id}/content`);
    expect(empty.json().counts).toEqual({
      subjects: 0,
      topics: 0,
      flashcards: 0,
      notes: 0,
      mindmaps: 0,
      exams: 0,
    });
  });

  it('shows AI use per tool this week against the limits, and over the last 12 weeks', async () => {
    const starts = lastWeekStarts(new Date());
    const thisWeek = londonWeek(new Date()).start;
    expect(starts).toHaveLength(12);
    expect(starts.at(-1)).toEqual(thisWeek);
    const longAgo = lastWeekStarts(new Date(), 20)[0]!;
    await t.database.db.insert(aiUsage).values([
      { userId: student.user.id, tool: 'notes', weekStart: thisWeek, used: 1 },
      { userId: student.user.id, tool: 'case-law-chat', weekStart: starts[8]!, used: 4 },
      { userId: student.user.id, tool: 'notes', weekStart: longAgo, used: 9 },
    ]);

    const res = await get(`/api/admin/users/${student.user.id}/usage`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.plan).toBe('FREE');
    expect(body.resetsAt).toBe(londonWeek(new Date()).end.toISOString());
    expect(Object.keys(body.thisWeek).sort()).toEqual([...TOOL_TYPES].sort());
    expect(body.thisWeek.notes).toEqual({ used: 1, limit: 1, remaining: 0 });
    expect(body.thisWeek['legal-writing']).toEqual({ used: 0, limit: 1, remaining: 1 });
    expect(body.weeks.map((w: { weekStart: string }) => w.weekStart)).toEqual(
      starts.map((s) => s.toISOString()),
    );
    expect(body.weeks[8].tools['case-law-chat']).toBe(4);
    expect(body.weeks[11].tools.notes).toBe(1);
    // The week 20 weeks ago is outside the chart.
    const total = body.weeks.reduce(
      (n: number, w: { tools: Record<string, number> }) =>
        n + Object.values(w.tools).reduce((a, b) => a + b, 0),
      0,
    );
    expect(total).toBe(5);
  });

  it('refuses a bad id (400) and an unknown user (404) on every user route', async () => {
    for (const suffix of ['', '/content', '/usage']) {
      const bad = await get(`/api/admin/users/not-a-uuid${suffix}`);
      expect(bad.statusCode, suffix).toBe(400);
      expect(bad.json().error.code).toBe('invalid_input');
      const missing = await get(`/api/admin/users/${MISSING_ID}${suffix}`);
      expect(missing.statusCode, suffix).toBe(404);
      expect(missing.json().error).toMatchObject({ code: 'not_found', message: ADMIN_MESSAGES.userNotFound });
    }
  });
});

describe('changing a plan', () => {
  it("writes the plan and the audit entry, and the user's next request sees the new plan and limits", async () => {
    const student = await registerUser(t, { username: 'cohort_student' });
    // The session is now cached with FREE: the change must evict it.
    const before = (await t.request({ method: 'GET', url: '/api/ai/usage', as: student })).json();
    expect(before.plan).toBe('FREE');
    expect(before.tools.notes.limit).toBe(1);

    const res = await changePlan(student.user.id, { plan: 'basic', reason: '  University cohort 2026  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { user, entry } = res.json() as { user: AdminUser; entry: AuditEntry };
    expect(user).toMatchObject({ id: student.user.id, plan: 'BASIC' });
    expect(entry).toMatchObject({
      adminId: admin.user.id,
      adminUsername: 'chief_admin',
      targetUserId: student.user.id,
      targetUsername: 'cohort_student',
      action: 'plan.change',
      from: 'FREE',
      to: 'BASIC',
      reason: 'University cohort 2026',
    });

    const after = (await t.request({ method: 'GET', url: '/api/ai/usage', as: student })).json();
    expect(after.plan).toBe('BASIC');
    expect(after.tools.notes).toMatchObject({ limit: 3 });
    expect(after.tools['legal-writing']).toMatchObject({ limit: 1 });
    const session = (await t.request({ method: 'GET', url: '/api/auth/session', as: student })).json();
    expect(session.user.plan).toBe('BASIC');

    const log = (await get(`/api/admin/audit?userId=${student.user.id}`)).json();
    expect(log.items).toEqual([entry]);

    const up = await changePlan(student.user.id, { plan: 'ULTRA', reason: 'Prize winner' }, otherAdmin);
    expect(up.statusCode, up.body).toBe(200);
    const unlimited = (await t.request({ method: 'GET', url: '/api/ai/usage', as: student })).json();
    expect(unlimited.tools.notes).toMatchObject({ limit: null, remaining: null });
  });

  it('refuses a change to the plan the user is already on (409) and writes nothing', async () => {
    const student = await registerUser(t);
    const res = await changePlan(student.user.id, { plan: 'FREE', reason: 'No change' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', message: ADMIN_MESSAGES.samePlan('FREE') });
    expect((await get(`/api/admin/audit?userId=${student.user.id}`)).json().items).toEqual([]);
  });

  it("refuses an admin's change of their own plan, and allows another admin's", async () => {
    const own = await changePlan(admin.user.id, { plan: 'ULTRA', reason: 'Because I can' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toMatchObject({ code: 'forbidden', message: ADMIN_MESSAGES.ownPlan });
    const other = await changePlan(otherAdmin.user.id, { plan: 'PREMIUM', reason: 'Staff account' });
    expect(other.statusCode, other.body).toBe(200);
  });

  it('refuses bad input: id, plan, reason; and an unknown user', async () => {
    const student = await registerUser(t);
    const cases: [string, object, number][] = [
      ['not-a-uuid', { plan: 'BASIC', reason: 'Cohort' }, 400],
      [student.user.id, { plan: 'GOLD', reason: 'Cohort' }, 400],
      [student.user.id, { reason: 'Cohort' }, 400],
      [student.user.id, { plan: 'BASIC' }, 400],
      [student.user.id, { plan: 'BASIC', reason: '  ab  ' }, 400],
      [student.user.id, { plan: 'BASIC', reason: 'x'.repeat(501) }, 400],
      [MISSING_ID, { plan: 'BASIC', reason: 'Cohort' }, 404],
    ];
    for (const [id, payload, status] of cases) {
      const res = await changePlan(id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
    }
    const missingReason = await changePlan(student.user.id, { plan: 'BASIC' });
    expect(missingReason.json().error.details).toEqual([
      expect.objectContaining({ path: 'reason', message: 'Give a reason for the change.' }),
    ]);
    const [row] = await t.database.db
      .select({ plan: users.plan })
      .from(users)
      .where(eq(users.id, student.user.id));
    expect(row?.plan).toBe('FREE');
    const written = await t.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.targetUserId, student.user.id));
    expect(written).toEqual([]);
  });

  it('applies two simultaneous identical changes once', async () => {
    const student = await registerUser(t);
    const both = await Promise.all([
      changePlan(student.user.id, { plan: 'PREMIUM', reason: 'Race one' }),
      changePlan(student.user.id, { plan: 'PREMIUM', reason: 'Race two' }, otherAdmin),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect((await get(`/api/admin/audit?userId=${student.user.id}`)).json().items).toHaveLength(1);
  });
});

describe('the audit log', () => {
  it('lists every change newest first, in pages, for everyone or one user', async () => {
    const a = await registerUser(t);
    const b = await registerUser(t);
    for (const [who, plan] of [
      [a, 'BASIC'],
      [b, 'PREMIUM'],
      [a, 'UNLIMITED'],
    ] as const)
      expect((await changePlan(who.user.id, { plan, reason: `Set ${plan}` })).statusCode).toBe(200);

    const ofA = (await get(`/api/admin/audit?userId=${a.user.id}`)).json();
    expect(ofA.items.map((e: AuditEntry) => `${e.from}→${e.to}`)).toEqual(['BASIC→UNLIMITED', 'FREE→BASIC']);
    expect(ofA.nextCursor).toBeNull();

    const all = (await get('/api/admin/audit?limit=200')).json().items as AuditEntry[];
    const times = all.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(all[0]).toMatchObject({ targetUserId: a.user.id, to: 'UNLIMITED', reason: 'Set UNLIMITED' });

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(
        `/api/admin/audit?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      const page = res.json() as { items: AuditEntry[]; nextCursor: string | null };
      paged.push(...page.items.map((e) => e.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(paged).toEqual(all.map((e) => e.id));
  });

  it('refuses a bad user id or cursor', async () => {
    for (const query of ['userId=nope', 'cursor=nonsense', 'limit=500']) {
      const res = await get(`/api/admin/audit?${query}`);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the OpenAPI document', () => {
  it('documents every admin route', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/users/{id}/subscription',
        '/api/admin/users/{id}/content',
        '/api/admin/users/{id}/usage',
        '/api/admin/audit',
      ]),
    );
    expect(doc.paths['/api/admin/users/{id}/subscription'].put.requestBody).toBeTruthy();
  });
});

describe('the admin policy', () => {
  const admins = { id: 'a1', role: 'admin' };
  const table: [string, { id: string; role: string }, { id: string; role: string }, boolean][] = [
    ['an admin, for a user', admins, { id: 'u1', role: 'user' }, true],
    ['an admin, for another admin', admins, { id: 'a2', role: 'admin' }, true],
    ['an admin, for themselves', admins, admins, false],
    ['a user, for another user', { id: 'u1', role: 'user' }, { id: 'u2', role: 'user' }, false],
    ['a user, for themselves', { id: 'u1', role: 'user' }, { id: 'u1', role: 'user' }, false],
    ['a user, for an admin', { id: 'u1', role: 'user' }, admins, false],
  ];
  it.each(table)('changing a plan: %s', (_name, actor, target, allowed) => {
    expect(canChangePlan(actor, target).allowed).toBe(allowed);
  });
  it.each([
    ['admin', true],
    ['user', false],
    ['', false],
  ])('reading admin data as %j', (role, allowed) => {
    expect(canReadAdminData({ id: 'x', role }).allowed).toBe(allowed);
  });
});
