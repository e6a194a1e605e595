import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { NotificationItem } from '../../../shared/contracts/notifications';
import { notifications } from '../../db/schema';
import { notify } from './service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Notifications a minute apart, the first the oldest; returns their ids oldest first. */
async function seed(owner: Client, n: number, read: (i: number) => boolean = () => false) {
  const base = Date.parse('2026-03-01T09:00:00.000Z');
  const rows = await t.database.db
    .insert(notifications)
    .values(
      Array.from({ length: n }, (_, i) => ({
        userId: owner.user.id,
        type: 'invoice_created',
        data: { amount: i, currency: 'GBP', subscriptionType: 'PREMIUM' },
        createdAt: new Date(base + i * 60_000),
        readAt: read(i) ? new Date(base + i * 60_000 + 1000) : null,
      })),
    )
    .returning({ id: notifications.id });
  return rows.map((r) => r.id);
}

const list = async (as: Client, query = '') => {
  const res = await t.request({ method: 'GET', url: `/api/notifications${query}`, as });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: NotificationItem[]; unread: number };
};
const markRead = (as: Client, payload?: unknown) =>
  t.request({
    method: 'POST',
    url: '/api/notifications/read',
    as,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

describe('listing notifications', () => {
  it('gives my newest first, 10 by default, with the unread count of all of them', async () => {
    const me = await registerUser(t);
    const ids = await seed(me, 14, (i) => i % 2 === 0); // 7 read, 7 unread
    const page = await list(me);
    expect(page.items.map((n) => n.id)).toEqual(ids.slice(-10).reverse());
    expect(page.unread).toBe(7);
    const newest = page.items[0]!;
    expect(newest).toEqual({
      id: ids[13],
      type: 'invoice_created',
      read: false,
      createdAt: '2026-03-01T09:13:00.000Z',
      data: { amount: 13, currency: 'GBP', subscriptionType: 'PREMIUM' },
    });
    expect(page.items[1]!.read).toBe(true);
  });

  it('takes a limit from 1 to 50', async () => {
    const me = await registerUser(t);
    const ids = await seed(me, 3);
    expect((await list(me, '?limit=2')).items.map((n) => n.id)).toEqual([ids[2], ids[1]]);
    for (const bad of ['0', '51', 'x']) {
      const res = await t.request({ method: 'GET', url: `/api/notifications?limit=${bad}`, as: me });
      expect(res.statusCode, `limit=${bad}`).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
  });

  it('is empty with nothing unread for a new user', async () => {
    expect(await list(await registerUser(t))).toEqual({ items: [], unread: 0 });
  });

  it('drops a stored data field of the wrong shape instead of failing the list', async () => {
    const me = await registerUser(t);
    await t.database.db
      .insert(notifications)
      .values({ userId: me.user.id, type: 'mystery', data: { amount: 'lots' } });
    const page = await list(me);
    expect(page.items[0]).toMatchObject({ type: 'mystery', data: {} });
  });
});

describe('marking notifications read', () => {
  it('marks the listed ones read and answers the new unread count', async () => {
    const me = await registerUser(t);
    const ids = await seed(me, 4);
    const res = await markRead(me, { ids: [ids[0], ids[2], ids[2]] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, unread: 2 });
    const page = await list(me);
    expect(page.items.filter((n) => n.read).map((n) => n.id)).toEqual([ids[2], ids[0]]);
    // Again: already read, nothing changes.
    expect((await markRead(me, { ids: [ids[0]] })).json()).toEqual({ success: true, unread: 2 });
  });

  it.each([
    ['an empty list', { ids: [] }],
    ['a string', { ids: 'all' }],
    ['an object', { ids: { a: 1 } }],
    ['null', { ids: null }],
    ['no ids', {}],
    ['no body at all', undefined],
  ])('with %s succeeds and changes nothing', async (_, payload) => {
    const me = await registerUser(t);
    await seed(me, 3);
    const before = await list(me);
    const res = await markRead(me, payload);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, unread: 3 });
    expect(await list(me)).toEqual(before);
  });

  it('refuses ids that are not ids, naming each, and changes nothing', async () => {
    const me = await registerUser(t);
    const ids = await seed(me, 2);
    const res = await markRead(me, { ids: [ids[0], 'nope', 7] });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('invalid_input');
    expect(body.error.details.map((d: { path: string }) => d.path)).toEqual(['ids.1', 'ids.2']);
    expect((await list(me)).unread).toBe(2);

    const tooMany = await markRead(me, { ids: Array.from({ length: 201 }, () => randomUUID()) });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.details[0].path).toBe('ids');
  });

  it("never touches or shows another user's notifications", async () => {
    const owner = await registerUser(t);
    const intruder = await registerUser(t);
    const ids = await seed(owner, 3);
    await seed(intruder, 1);

    const theirs = await list(intruder);
    expect(theirs.items).toHaveLength(1);
    expect(JSON.stringify(theirs)).not.toContain(ids[0]);

    const res = await markRead(intruder, { ids });
    expect(res.json()).toEqual({ success: true, unread: 1 });
    expect(
      (await t.request({ method: 'POST', url: '/api/notifications/read-all', as: intruder })).json(),
    ).toEqual({ success: true, unread: 0 });
    const mine = await list(owner);
    expect(mine.unread).toBe(3);
    expect(mine.items.every((n) => !n.read)).toBe(true);
  });

  it('marks all of mine read', async () => {
    const me = await registerUser(t);
    await seed(me, 12, (i) => i === 0);
    const res = await t.request({ method: 'POST', url: '/api/notifications/read-all', as: me });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, unread: 0 });
    const page = await list(me, '?limit=50');
    expect(page.unread).toBe(0);
    expect(page.items.every((n) => n.read)).toBe(true);
  });
});

describe('the list as the bell polls it', () => {
  it('shows at once what notify(), reading and reading all have changed', async () => {
    const me = await registerUser(t);
    expect(await list(me)).toEqual({ items: [], unread: 0 });
    await notify(t.database.db, { userId: me.user.id, type: 'trial_ending', data: { daysRemaining: 3 } });
    const first = await list(me);
    expect(first.unread).toBe(1);
    // Within a transaction, as billing calls it.
    await t.database.db.transaction((tx) =>
      notify(tx, { userId: me.user.id, type: 'trial_ending', data: { daysRemaining: 1 }, eventId: 'evt_tx' }),
    );
    expect((await list(me)).unread).toBe(2);
    await markRead(me, { ids: [first.items[0]!.id] });
    const after = await list(me);
    expect(after.unread).toBe(1);
    expect(after.items.find((n) => n.id === first.items[0]!.id)?.read).toBe(true);
    // A smaller page of the same list, then a larger one.
    expect((await list(me, '?limit=1')).items).toHaveLength(1);
    expect((await list(me, '?limit=50')).items).toHaveLength(2);
    await t.request({ method: 'POST', url: '/api/notifications/read-all', as: me });
    expect((await list(me)).unread).toBe(0);
  });

  it('never keeps a list read while a notification was being added', async () => {
    const me = await registerUser(t);
    await list(me);
    const [, during] = await Promise.all([
      notify(t.database.db, { userId: me.user.id, type: 'subscription_renewed', data: {} }),
      list(me),
      list(me),
    ]);
    // Read while the notification went in: either side of it, but a whole answer.
    expect(during.unread).toBe(during.items.filter((n) => !n.read).length);
    expect([0, 1]).toContain(during.unread);
    expect((await list(me)).unread).toBe(1);
  });
});

describe('visitors', () => {
  it.each([
    ['GET', '/api/notifications'],
    ['POST', '/api/notifications/read'],
    ['POST', '/api/notifications/read-all'],
  ] as const)('%s %s answers 401', async (method, url) => {
    const res = await t.request({ method, url, ...(method === 'POST' ? { payload: { ids: [] } } : {}) });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });
});

describe('notify()', () => {
  it('notifies once per billing event and type, however often the event is replayed', async () => {
    const me = await registerUser(t);
    const event = { userId: me.user.id, eventId: 'evt_123', data: { subscriptionType: 'PREMIUM' } };
    await notify(t.database.db, { ...event, type: 'subscription_activated' });
    await notify(t.database.db, { ...event, type: 'subscription_activated' });
    // Inside a transaction, as billing calls it: the replay there adds nothing either.
    await t.database.db.transaction((tx) => notify(tx, { ...event, type: 'subscription_activated' }));
    // The same event may bring a second kind of notification.
    await notify(t.database.db, { ...event, type: 'invoice_created', data: { amount: 9.99 } });
    // Without an event id, each call is its own notification.
    await notify(t.database.db, { userId: me.user.id, type: 'trial_ending', data: { daysRemaining: 3 } });
    await notify(t.database.db, { userId: me.user.id, type: 'trial_ending', data: { daysRemaining: 1 } });

    const rows = await t.database.db.select().from(notifications).where(eq(notifications.userId, me.user.id));
    expect(rows.map((r) => r.type).sort()).toEqual([
      'invoice_created',
      'subscription_activated',
      'trial_ending',
      'trial_ending',
    ]);
    const page = await list(me);
    expect(page.unread).toBe(4);
    expect(page.items.find((n) => n.type === 'subscription_activated')?.data).toEqual({
      subscriptionType: 'PREMIUM',
    });
  });
});
