import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { SANDBOX_CARDS } from '../../../shared/contracts/billing';
import type { SandboxProvider } from '../../billing';
import { SANDBOX_MESSAGES } from '../../billing/providers/sandbox';
import { BILLING_MESSAGES } from './service';

// Billing through the sandbox provider: the checkout inside Ratio, the events it signs and hands to
// the webhook handling, the plan they set, the notifications they leave, and the profile's actions.

let t: TestApp;
beforeAll(async () => {
  // A delayed card pays on the first sweep after it is due; 0 makes it due at once.
  t = await createTestApp({ payments: { ...testPayments(), sandboxDelayMs: 0 } });
});
afterAll(() => t.close());

function testPayments() {
  return {
    provider: 'sandbox' as const,
    prices: { PREMIUM: 9.99, UNLIMITED: 19.99, ULTRA: 34.99 },
    sandboxDelayMs: 0,
    stripe: null,
  };
}
const sandbox = () => t.app.billing as SandboxProvider;

const post = (as: Client | undefined, url: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'POST', url, as, ...(payload === undefined ? {} : { payload }) });
const get = (as: Client, url: string) => t.request({ method: 'GET', url, as });

async function checkout(user: Client, plan = 'PREMIUM') {
  const res = await post(user, '/api/billing/checkout', { plan });
  expect(res.statusCode, res.body).toBe(200);
  const url: string = res.json().url;
  expect(url).toMatch(/^\/billing\/sandbox\/checkout\/cs_sbx_[0-9a-f]+$/);
  return url.split('/').pop() as string;
}
async function buy(user: Client, plan = 'PREMIUM', card: string = SANDBOX_CARDS.success) {
  const id = await checkout(user, plan);
  const res = await post(user, `/api/billing/sandbox/checkout/${id}/pay`, { cardNumber: card });
  return { id, res };
}
const planOf = async (user: Client) => (await get(user, '/api/auth/session')).json().user.plan;
const notificationTypes = async (user: Client) =>
  ((await get(user, '/api/notifications?limit=50')).json().items as { type: string }[])
    .map((n) => n.type)
    .sort();
const statusCheck = async (user: Client, expectedType: string) =>
  (await post(user, '/api/billing/status-check', { expectedType })).json();

describe('plans', () => {
  it('lists the five plans with prices, colours and benefits, and only the paid ones purchasable', async () => {
    const res = await t.request({ method: 'GET', url: '/api/billing/plans' });
    const items = res.json().items as {
      id: string;
      priceMonthly: number | null;
      purchasable: boolean;
      colour: string;
      benefits: string[];
    }[];
    expect(items.map((p) => [p.id, p.priceMonthly, p.purchasable])).toEqual([
      ['FREE', 0, false],
      ['BASIC', null, false],
      ['PREMIUM', 9.99, true],
      ['UNLIMITED', 19.99, true],
      ['ULTRA', 34.99, true],
    ]);
    expect(new Set(items.map((p) => p.colour)).size).toBe(5);
    expect(items.find((p) => p.id === 'UNLIMITED')?.benefits).toContain('No weekly limits');
  });
});

describe('checkout', () => {
  it('refuses visitors, plans that are not sold and malformed bodies', async () => {
    const user = await registerUser(t);
    expect((await post(undefined, '/api/billing/checkout', { plan: 'PREMIUM' })).statusCode).toBe(401);
    for (const payload of [{ plan: 'BASIC' }, { plan: 'FREE' }, { plan: 'GOLD' }, {}, { plan: 7 }]) {
      const res = await post(user, '/api/billing/checkout', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
  });

  it('pays with the success card: the plan changes at once, the limits grow and the bell hears of it', async () => {
    const user = await registerUser(t);
    expect((await get(user, '/api/ai/usage')).json().tools.notes.limit).toBe(1);
    const { res } = await buy(user, 'premium');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().redirectTo).toBe('http://localhost:3000/payment-success?plan=PREMIUM');
    expect(await planOf(user)).toBe('PREMIUM');
    expect((await get(user, '/api/ai/usage')).json().tools.notes.limit).toBe(5);
    expect(await notificationTypes(user)).toEqual(['invoice_created', 'subscription_activated']);
    const invoice = (await get(user, '/api/notifications'))
      .json()
      .items.find((n: { type: string }) => n.type === 'invoice_created');
    expect(invoice.data).toMatchObject({ amount: 9.99, currency: 'GBP' });
    expect(invoice.data.invoiceUrl).toMatch(/^\/billing\/sandbox\/portal\?invoice=in_sbx_/);
    expect(await statusCheck(user, 'PREMIUM')).toEqual({
      success: true,
      subscriptionType: 'PREMIUM',
      isNew: true,
      message: 'Your PREMIUM subscription is now active.',
    });
    expect(await statusCheck(user, 'ULTRA')).toMatchObject({
      success: true,
      message: 'Your current subscription plan is PREMIUM',
    });
    const view = (await get(user, '/api/billing/subscription')).json();
    expect(view).toMatchObject({
      plan: 'PREMIUM',
      provider: 'sandbox',
      subscription: { plan: 'PREMIUM', status: 'active', cancelAtPeriodEnd: false },
    });
    expect(Date.parse(view.subscription.currentPeriodEnd)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
  });

  it('declines the decline card and charges nothing; a second attempt can still pay', async () => {
    const user = await registerUser(t);
    const id = await checkout(user);
    const declined = await post(user, `/api/billing/sandbox/checkout/${id}/pay`, {
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.statusCode).toBe(400);
    expect(declined.json().error.message).toBe(SANDBOX_MESSAGES.declined);
    expect(await planOf(user)).toBe('FREE');
    expect(await statusCheck(user, 'PREMIUM')).toMatchObject({
      success: false,
      message: BILLING_MESSAGES.processing,
    });
    const paid = await post(user, `/api/billing/sandbox/checkout/${id}/pay`, {
      cardNumber: SANDBOX_CARDS.success,
    });
    expect(paid.statusCode).toBe(200);
    expect(await planOf(user)).toBe('PREMIUM');
  });

  it('keeps a delayed payment pending until it is confirmed, then activates', async () => {
    const user = await registerUser(t);
    const { res } = await buy(user, 'ULTRA', SANDBOX_CARDS.delayed);
    expect(res.statusCode).toBe(200);
    expect(await planOf(user)).toBe('FREE');
    expect(await statusCheck(user, 'ULTRA')).toEqual({
      success: false,
      subscriptionType: 'FREE',
      isNew: false,
      message: "We're still processing your payment. Your subscription will be updated shortly.",
    });
    await sandbox().sweep();
    expect(await planOf(user)).toBe('ULTRA');
    expect(await statusCheck(user, 'ULTRA')).toMatchObject({ success: true, subscriptionType: 'ULTRA' });
    expect(await notificationTypes(user)).toEqual(['invoice_created', 'subscription_activated']);
  });

  it('pays a session once however often Pay is pressed, and keeps sessions to their owner', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const id = await checkout(user);
    expect((await get(other, `/api/billing/sandbox/checkout/${id}`)).statusCode).toBe(404);
    expect(
      (await post(other, `/api/billing/sandbox/checkout/${id}/pay`, { cardNumber: SANDBOX_CARDS.success }))
        .statusCode,
    ).toBe(404);
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        post(user, `/api/billing/sandbox/checkout/${id}/pay`, { cardNumber: SANDBOX_CARDS.success }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect((await notificationTypes(user)).filter((type) => type === 'subscription_activated')).toHaveLength(
      1,
    );
    expect((await get(user, `/api/billing/sandbox/checkout/${id}`)).json()).toMatchObject({
      status: 'complete',
      plan: 'PREMIUM',
    });
    expect((await post(user, '/api/billing/checkout', { plan: 'ULTRA' })).json().error.message).toBe(
      BILLING_MESSAGES.alreadySubscribed,
    );
  });

  it('refuses malformed card numbers and session ids', async () => {
    const user = await registerUser(t);
    const id = await checkout(user);
    for (const cardNumber of ['', '4242', 'abcd efgh ijkl mnop', '4'.repeat(30)])
      expect((await post(user, `/api/billing/sandbox/checkout/${id}/pay`, { cardNumber })).statusCode).toBe(
        400,
      );
    expect((await get(user, '/api/billing/sandbox/checkout/not-a-session')).statusCode).toBe(400);
  });

  it('leaves a cancelled checkout with nothing charged and the status check settled', async () => {
    const user = await registerUser(t);
    const id = await checkout(user);
    const res = await post(user, `/api/billing/sandbox/checkout/${id}/cancel`);
    expect(res.json().redirectTo).toBe('http://localhost:3000/payment-cancelled?plan=PREMIUM');
    expect(await statusCheck(user, 'PREMIUM')).toMatchObject({
      success: true,
      message: 'Your current subscription plan is FREE',
    });
    expect(
      (await post(user, `/api/billing/sandbox/checkout/${id}/pay`, { cardNumber: SANDBOX_CARDS.success }))
        .statusCode,
    ).toBe(409);
  });
});

describe('the subscription over its life', () => {
  it('cancels at period end with access kept, resumes, and ends at the end of the period', async () => {
    const user = await registerUser(t);
    await buy(user);
    const cancelled = (await post(user, '/api/billing/subscription/cancel')).json();
    expect(cancelled.subscription).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    expect(await planOf(user)).toBe('PREMIUM');
    const note = (await get(user, '/api/notifications')).json().items[0];
    expect(note.type).toBe('subscription_cancelled');
    expect(note.data.dueDate).toBe(cancelled.subscription.currentPeriodEnd);

    expect((await post(user, '/api/billing/subscription/resume')).json().subscription.cancelAtPeriodEnd).toBe(
      false,
    );
    expect((await get(user, '/api/notifications')).json().items[0].type).toBe('subscription_resumed');

    await post(user, '/api/billing/subscription/cancel');
    await post(user, '/api/billing/sandbox/simulate', { action: 'advance_period' });
    expect(await planOf(user)).toBe('FREE');
    expect((await get(user, '/api/ai/usage')).json().tools.notes.limit).toBe(1);
    const view = (await get(user, '/api/billing/subscription')).json();
    expect(view.subscription.status).toBe('canceled');
    expect((await get(user, '/api/notifications')).json().items[0].type).toBe('subscription_ended');
    // Ended: nothing left to change, and a new checkout is allowed.
    expect((await post(user, '/api/billing/subscription/resume')).statusCode).toBe(409);
    await checkout(user, 'ULTRA');
  });

  it('renews at the end of a period, with the renewal and its invoice in the bell', async () => {
    const user = await registerUser(t);
    await buy(user);
    const before = (await get(user, '/api/billing/subscription')).json().subscription.currentPeriodEnd;
    await post(user, '/api/billing/sandbox/simulate', { action: 'advance_period' });
    const after = (await get(user, '/api/billing/subscription')).json().subscription.currentPeriodEnd;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(before));
    expect(await planOf(user)).toBe('PREMIUM');
    const renewed = (await get(user, '/api/notifications'))
      .json()
      .items.find((n: { type: string }) => n.type === 'subscription_renewed');
    expect(renewed.data).toMatchObject({ subscriptionType: 'PREMIUM', amount: 9.99, currency: 'GBP' });
  });

  it('keeps access while a payment is retried and settles it with a new card', async () => {
    const user = await registerUser(t);
    await buy(user);
    const view = (await post(user, '/api/billing/sandbox/simulate', { action: 'payment_failed' })).json();
    expect(view.subscription.status).toBe('past_due');
    expect(await planOf(user)).toBe('PREMIUM');
    const failed = (await get(user, '/api/notifications'))
      .json()
      .items.find((n: { type: string }) => n.type === 'payment_failed');
    expect(failed.data).toMatchObject({ amount: 9.99, actionUrl: '/profile' });
    expect(Date.parse(failed.data.nextPaymentAttempt)).toBeGreaterThan(Date.now());
    expect(
      (await post(user, '/api/billing/sandbox/card', { cardNumber: SANDBOX_CARDS.decline })).statusCode,
    ).toBe(400);
    expect(
      (await post(user, '/api/billing/sandbox/card', { cardNumber: SANDBOX_CARDS.success })).json(),
    ).toEqual({ success: true });
    expect((await get(user, '/api/billing/subscription')).json().subscription.status).toBe('active');
  });

  it('pauses (back to FREE until the resume date) and resumes', async () => {
    const user = await registerUser(t);
    await buy(user, 'UNLIMITED');
    const paused = (await post(user, '/api/billing/sandbox/simulate', { action: 'pause' })).json();
    expect(paused.subscription.status).toBe('paused');
    expect(await planOf(user)).toBe('FREE');
    const note = (await get(user, '/api/notifications'))
      .json()
      .items.find((n: { type: string }) => n.type === 'subscription_paused');
    expect(note.data.resumeAt).toBe(paused.subscription.resumeAt);
    await post(user, '/api/billing/sandbox/simulate', { action: 'resume' });
    expect(await planOf(user)).toBe('UNLIMITED');
    expect(await notificationTypes(user)).toContain('subscription_resumed');
  });

  it('changes plan, announces trials and upcoming invoices, and opens the card page', async () => {
    const user = await registerUser(t);
    await buy(user);
    const changed = await post(user, '/api/billing/subscription/plan', { plan: 'ULTRA' });
    expect(changed.json()).toMatchObject({ plan: 'ULTRA', subscription: { plan: 'ULTRA' } });
    expect((await post(user, '/api/billing/subscription/plan', { plan: 'ULTRA' })).json().error.message).toBe(
      BILLING_MESSAGES.samePlan,
    );
    expect((await post(user, '/api/billing/subscription/plan', { plan: 'BASIC' })).statusCode).toBe(400);
    await post(user, '/api/billing/sandbox/simulate', { action: 'trial_ending' });
    await post(user, '/api/billing/sandbox/simulate', { action: 'invoice_upcoming' });
    const items = (await get(user, '/api/notifications?limit=50')).json().items as {
      type: string;
      data: Record<string, unknown>;
    }[];
    expect(items.find((n) => n.type === 'trial_ending')?.data.daysRemaining).toBe(3);
    expect(items.find((n) => n.type === 'invoice_upcoming')?.data).toMatchObject({
      amount: 34.99,
      currency: 'GBP',
    });
    expect((await post(user, '/api/billing/portal')).json()).toEqual({ url: '/billing/sandbox/portal' });
  });

  it('answers users without a subscription plainly', async () => {
    const user = await registerUser(t);
    expect((await get(user, '/api/billing/subscription')).json()).toEqual({
      plan: 'FREE',
      provider: 'sandbox',
      subscription: null,
    });
    expect((await post(user, '/api/billing/subscription/cancel')).statusCode).toBe(404);
    expect((await post(user, '/api/billing/portal')).statusCode).toBe(409);
    expect((await post(user, '/api/billing/sandbox/simulate', { action: 'pause' })).statusCode).toBe(404);
    expect((await post(user, '/api/billing/sandbox/simulate', { action: 'explode' })).statusCode).toBe(400);
    expect(await statusCheck(user, 'PREMIUM')).toMatchObject({
      success: true,
      subscriptionType: 'FREE',
      isNew: false,
    });
    expect((await post(user, '/api/billing/status-check', { expectedType: 'GOLD' })).statusCode).toBe(400);
  });
});

describe('the webhook endpoint with the sandbox', () => {
  it('refuses anything not signed with the secret', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      type: 'checkout.session.completed',
      created: 1,
      data: { object: {} },
    });
    for (const signature of [undefined, 't=1,v1=deadbeef', 'garbage']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/billing/webhook',
        headers: {
          'content-type': 'application/json',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
        payload: body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe('The webhook signature could not be verified.');
    }
  });
});

describe('personal data', () => {
  it('exports the billing records and keeps them, without the person, after the account is deleted', async () => {
    const user = await registerUser(t);
    await buy(user);
    const exported = (await get(user, '/api/me/export')).json();
    expect(exported.billing.subscriptions).toMatchObject([{ plan: 'PREMIUM', status: 'active' }]);
    expect(exported.billing.checkouts).toMatchObject([{ plan: 'PREMIUM', status: 'complete' }]);
    expect(exported.notifications.map((n: { type: string }) => n.type).sort()).toEqual([
      'invoice_created',
      'subscription_activated',
    ]);
    const del = await t.request({
      method: 'DELETE',
      url: '/api/me',
      as: user,
      payload: { password: user.password },
    });
    expect(del.statusCode).toBe(204);
    const mentions = async (table: string) => {
      const res = (await t.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(table === 'billing_events' ? 'payload' : 'data')}::text like ${`%${user.user.id}%`}`,
      )) as unknown as { rows: { n: number }[] };
      return res.rows[0]?.n;
    };
    expect(await mentions('billing_events')).toBe(0);
    expect(await mentions('sandbox_objects')).toBe(0);
    const kept = (await t.database.db.execute(
      sql`select count(*)::int as n from subscriptions where user_id is null and plan = 'PREMIUM'`,
    )) as unknown as { rows: { n: number }[] };
    expect(kept.rows[0]?.n).toBeGreaterThan(0);
  });
});
