import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, startFakeStripe, stripeSubscription } from '../../../../tests/helpers/fake-stripe';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { billingEvents, notifications, subscriptions } from '../../db/schema';

// The stripe provider against a local server that speaks Stripe's API, and its webhook fed with payloads
// signed by the Stripe SDK's own test-header helper and posted over HTTP to the running server:
// forged and stale signatures, replays, events out of order, concurrent duplicates and a failing handler.

const SECRET = 'whsec_test_ratio';
const PRICES = { PREMIUM: 'price_premium', UNLIMITED: 'price_unlimited', ULTRA: 'price_ultra' };
let fake: FakeStripe;
let t: TestApp;
let base: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    payments: {
      provider: 'stripe',
      prices: { PREMIUM: 9.99, UNLIMITED: 19.99, ULTRA: 34.99 },
      sandboxDelayMs: 0,
      stripe: { secretKey: 'sk_test_ratio', webhookSecret: SECRET, priceIds: PRICES, apiBase: fake.url },
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

type WebhookAnswer = { received?: true; duplicate?: boolean; error?: { code: string; message: string } };

let seq = 0;
const event = (type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) => ({
  id: `evt_test_${++seq}_${Date.now()}`,
  object: 'event',
  api_version: '2025-08-27.basil',
  created,
  type,
  data: { object },
});

async function deliver(evt: object, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify(evt);
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? SECRET,
    timestamp: opts.timestamp,
  });
  const res = await fetch(`${base}/api/billing/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: payload,
  });
  return { status: res.status, body: (await res.json()) as WebhookAnswer };
}

const planOf = async (user: Client) =>
  (await t.request({ method: 'GET', url: '/api/auth/session', as: user })).json().user.plan;
const notificationsOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const storedEvent = async (id: string) =>
  (await t.database.db.select().from(billingEvents).where(eq(billingEvents.id, id)))[0];

/** A user who has paid through Stripe Checkout for `plan`, as the events of a real checkout leave them. */
async function subscribed(plan: keyof typeof PRICES = 'PREMIUM') {
  const user = await registerUser(t);
  const n = ++seq;
  const sub = stripeSubscription({
    id: `sub_${n}`,
    customer: `cus_${n}`,
    price: PRICES[plan],
    userId: user.user.id,
  });
  fake.subscriptions.set(sub.id, sub);
  const completed = event('checkout.session.completed', {
    id: `cs_${n}`,
    object: 'checkout.session',
    client_reference_id: user.user.id,
    customer: sub.customer,
    subscription: sub.id,
    payment_status: 'paid',
  });
  expect((await deliver(completed)).status).toBe(200);
  return { user, sub, completed };
}

describe('Stripe Checkout through the SDK', () => {
  it('creates a Checkout Session for the configured price, tied to the user', async () => {
    const user = await registerUser(t);
    const res = await t.request({
      method: 'POST',
      url: '/api/billing/checkout',
      as: user,
      payload: { plan: 'UNLIMITED' },
    });
    expect(res.json().url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
    const sent = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions');
    expect(sent?.form.get('mode')).toBe('subscription');
    expect(sent?.form.get('line_items[0][price]')).toBe('price_unlimited');
    expect(sent?.form.get('client_reference_id')).toBe(user.user.id);
    expect(sent?.form.get('subscription_data[metadata][userId]')).toBe(user.user.id);
    expect(sent?.form.get('success_url')).toBe(
      'http://localhost:3000/payment-success?plan=UNLIMITED&session_id={CHECKOUT_SESSION_ID}',
    );
    // The user is waiting for this payment: the status check says so until the event arrives.
    const check = await t.request({
      method: 'POST',
      url: '/api/billing/status-check',
      as: user,
      payload: { expectedType: 'UNLIMITED' },
    });
    expect(check.json()).toMatchObject({ success: false, subscriptionType: 'FREE' });
  });

  it('opens the customer portal for the user’s customer', async () => {
    const { user } = await subscribed();
    const res = await t.request({ method: 'POST', url: '/api/billing/portal', as: user });
    expect(res.json().url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\//);
    expect(
      fake.requests.findLast((r) => r.path === '/v1/billing_portal/sessions')?.form.get('return_url'),
    ).toBe('http://localhost:3000/profile');
  });
});

describe('the webhook', () => {
  it('activates the plan from a verified checkout and ignores a replay of it', async () => {
    const { user, completed } = await subscribed('ULTRA');
    expect(await planOf(user)).toBe('ULTRA');
    expect((await notificationsOf(user.user.id)).map((n) => n.type)).toEqual(['subscription_activated']);
    const replay = await deliver(completed);
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await notificationsOf(user.user.id)).toHaveLength(1);
  });

  it('refuses a forged or stale signature and stores nothing', async () => {
    const user = await registerUser(t);
    const forged = event('checkout.session.completed', {
      id: 'cs_forged',
      client_reference_id: user.user.id,
      payment_status: 'paid',
    });
    const wrong = await deliver(forged, { secret: 'whsec_not_ours' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe('The webhook signature could not be verified.');
    // A genuine signature replayed after Stripe's five-minute tolerance is refused too.
    const stale = await deliver(forged, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);
    const tampered = JSON.stringify(forged);
    const res = await fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload: tampered, secret: SECRET }),
      },
      body: tampered.replace('cs_forged', 'cs_changed'),
    });
    expect(res.status).toBe(400);
    expect(await storedEvent(forged.id)).toBeUndefined();
    expect(await planOf(user)).toBe('FREE');
  });

  it('never rolls a subscription back when an older event arrives after a newer one', async () => {
    const { user, sub } = await subscribed();
    const activeSnapshot = structuredClone(sub);
    const old = Math.floor(Date.now() / 1000) - 60;
    // Stripe ends the subscription; the deletion is delivered before an update that happened earlier.
    fake.subscriptions.set(sub.id, { ...sub, status: 'canceled' });
    expect(
      (await deliver(event('customer.subscription.deleted', { ...sub, status: 'canceled' }))).status,
    ).toBe(200);
    expect(await planOf(user)).toBe('FREE');
    expect((await deliver(event('customer.subscription.updated', activeSnapshot, old))).status).toBe(200);
    expect(await planOf(user)).toBe('FREE');
    const [row] = await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row?.status).toBe('canceled');
    expect((await notificationsOf(user.user.id)).map((n) => n.type).sort()).toEqual([
      'subscription_activated',
      'subscription_ended',
    ]);
  });

  it('applies concurrent deliveries of one event exactly once', async () => {
    const { user, sub } = await subscribed();
    fake.subscriptions.set(sub.id, { ...sub, cancel_at_period_end: true });
    const cancelling = event('customer.subscription.updated', { ...sub, cancel_at_period_end: true });
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => deliver(cancelling)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(results.filter((r) => r.body.duplicate === false)).toHaveLength(1);
    const cancelled = (await notificationsOf(user.user.id)).filter(
      (n) => n.type === 'subscription_cancelled',
    );
    expect(cancelled).toHaveLength(1);
    expect((await storedEvent(cancelling.id))?.attempts).toBe(1);
    expect(await planOf(user)).toBe('PREMIUM');
  });

  it('rolls back a failed handling entirely, and applies the event when it comes again', async () => {
    const user = await registerUser(t);
    const sub = stripeSubscription({
      id: `sub_late_${Date.now()}`,
      customer: `cus_late_${Date.now()}`,
      price: PRICES.PREMIUM,
      userId: user.user.id,
    });
    // Stripe has not yet answered for this subscription: re-reading it fails, so handling fails.
    const created = event('customer.subscription.created', sub);
    const failed = await deliver(created);
    expect(failed.status).toBe(500);
    expect(failed.body.error?.code).toBe('internal');
    const stored = await storedEvent(created.id);
    expect(stored).toMatchObject({ processedAt: null, attempts: 1 });
    expect(stored?.lastError).toMatch(/No such subscription/);
    expect(await t.database.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id))).toEqual([]);
    expect(await planOf(user)).toBe('FREE');
    fake.subscriptions.set(sub.id, sub);
    expect((await deliver(created)).body).toEqual({ received: true, duplicate: false });
    expect(await planOf(user)).toBe('PREMIUM');
    expect((await storedEvent(created.id))?.attempts).toBe(2);
  });

  it('retries a failed event in the background loop once Stripe can answer for it', async () => {
    const user = await registerUser(t);
    const sub = stripeSubscription({
      id: `sub_retry_${Date.now()}`,
      customer: `cus_retry_${Date.now()}`,
      price: PRICES.UNLIMITED,
      status: 'trialing',
      userId: user.user.id,
    });
    const created = event('customer.subscription.created', sub);
    expect((await deliver(created)).status).toBe(500);
    fake.subscriptions.set(sub.id, sub);
    // The loop leaves an event alone for 30 s (Stripe's own retry may be on its way); this one is older.
    await t.database.db
      .update(billingEvents)
      .set({ receivedAt: new Date(Date.now() - 60_000) })
      .where(eq(billingEvents.id, created.id));
    await t.app.billingJobs.runOnce();
    expect((await storedEvent(created.id))?.processedAt).toBeInstanceOf(Date);
    // A trial gives the plan as a paid subscription does.
    expect(await planOf(user)).toBe('UNLIMITED');
    await t.app.billingJobs.runOnce();
    expect((await notificationsOf(user.user.id)).map((n) => n.type)).toEqual(['subscription_activated']);
  });

  it('refuses a subscription whose price is not one of ours, applying nothing', async () => {
    const user = await registerUser(t);
    const sub = stripeSubscription({
      id: `sub_odd_${Date.now()}`,
      customer: `cus_odd_${Date.now()}`,
      price: 'price_someone_else',
      userId: user.user.id,
    });
    fake.subscriptions.set(sub.id, sub);
    expect((await deliver(event('customer.subscription.created', sub))).status).toBe(500);
    expect(await planOf(user)).toBe('FREE');
  });

  it('turns invoices, failed payments, trials and schedules into notifications', async () => {
    const { user, sub } = await subscribed();
    const invoice = {
      object: 'invoice',
      customer: sub.customer,
      currency: 'eur',
      parent: { subscription_details: { subscription: sub.id } },
    };
    const nextTry = Math.floor(Date.now() / 1000) + 3 * 86_400;
    await deliver(
      event('invoice.finalized', {
        ...invoice,
        id: 'in_1',
        amount_due: 1999,
        hosted_invoice_url: 'https://invoice.stripe.test/i/1',
      }),
    );
    await deliver(
      event('invoice.payment_failed', {
        ...invoice,
        id: 'in_2',
        amount_due: 999,
        next_payment_attempt: nextTry,
      }),
    );
    await deliver(
      event('customer.subscription.trial_will_end', {
        ...sub,
        trial_end: Math.floor(Date.now() / 1000) + 86_400,
      }),
    );
    await deliver(
      event('subscription_schedule.expiring', {
        id: 'sub_sched_1',
        customer: sub.customer,
        current_phase: { end_date: nextTry },
      }),
    );
    await deliver(event('some.future.event', { id: 'x', customer: sub.customer }));
    const items = (await t.request({ method: 'GET', url: '/api/notifications?limit=50', as: user })).json()
      .items as { type: string; data: Record<string, unknown> }[];
    const byType = Object.fromEntries(items.map((n) => [n.type, n.data]));
    expect(byType.invoice_created).toMatchObject({
      amount: 19.99,
      currency: 'EUR',
      invoiceUrl: 'https://invoice.stripe.test/i/1',
    });
    expect(byType.payment_failed).toMatchObject({
      amount: 9.99,
      nextPaymentAttempt: new Date(nextTry * 1000).toISOString(),
    });
    expect(byType.trial_ending).toMatchObject({ daysRemaining: 1 });
    expect(byType.schedule_expiring).toMatchObject({
      currentPhaseEnd: new Date(nextTry * 1000).toISOString(),
    });
    // An event type Ratio has no use for is kept and marked handled, so Stripe stops sending it.
    const [unknown] = await t.database.db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.type, 'some.future.event'));
    expect(unknown?.processedAt).toBeInstanceOf(Date);
  });

  it('cancels through the API at once and does not notify again when Stripe’s event follows', async () => {
    const { user, sub } = await subscribed();
    const res = await t.request({ method: 'POST', url: '/api/billing/subscription/cancel', as: user });
    expect(res.json().subscription).toMatchObject({ cancelAtPeriodEnd: true, status: 'active' });
    expect(
      fake.requests
        .findLast((r) => r.path === `/v1/subscriptions/${sub.id}` && r.method === 'POST')
        ?.form.get('cancel_at_period_end'),
    ).toBe('true');
    await deliver(
      event('customer.subscription.updated', fake.subscriptions.get(sub.id) as Record<string, unknown>),
    );
    expect(
      (await notificationsOf(user.user.id)).filter((n) => n.type === 'subscription_cancelled'),
    ).toHaveLength(1);
    expect(await planOf(user)).toBe('PREMIUM');
    await t.request({
      method: 'POST',
      url: '/api/billing/subscription/plan',
      as: user,
      payload: { plan: 'ULTRA' },
    });
    expect(fake.subscriptions.get(sub.id)?.items.data[0].price.id).toBe('price_ultra');
    expect(await planOf(user)).toBe('ULTRA');
  });
});
