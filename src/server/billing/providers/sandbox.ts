import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { SANDBOX_CARDS } from '../../../shared/contracts/billing';
import { PURCHASABLE_PLANS, type PurchasablePlan } from '../../../shared/plans';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import type { BillingProvider, CheckoutInput } from '../provider';
import type { StripeObject } from './sandbox-store';
import * as store from './sandbox-store';
import { CHECKOUT_LIFETIME_SECONDS } from './stripe';

// The sandbox provider (docs/decisions/0020-billing.md): a checkout inside Ratio that takes no money and keeps
// Stripe-shaped records, announcing each change as a Stripe-shaped event signed with its own secret and
// handed to the same webhook handling that Stripe's events go through.

export const SANDBOX_MESSAGES = {
  declined: 'Your card was declined. Try another card.',
  sessionGone: 'This checkout is no longer open. Start again from the plans page.',
  noSubscription: 'You have no sandbox subscription to change.',
} as const;

const DAY = 86_400;
const priceId = (plan: PurchasablePlan) => `price_sbx_${plan.toLowerCase()}`;
const newId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);
/** A calendar month on, as Stripe bills monthly plans. */
const monthAfter = (s: number) => {
  const d = new Date(s * 1000);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return Math.floor(d.getTime() / 1000);
};

export type Deliver = (payload: string, signature: string) => Promise<void>;
export type SandboxSimulation =
  | 'advance_period'
  | 'payment_failed'
  | 'trial_ending'
  | 'pause'
  | 'resume'
  | 'invoice_upcoming';

export type SandboxProvider = BillingProvider & {
  kind: 'sandbox';
  /** Where events go: the billing feature connects its webhook handling here at start. */
  connect(deliver: Deliver): void;
  session(id: string, userId: string): Promise<StripeObject>;
  pay(id: string, userId: string, cardNumber: string): Promise<string>;
  cancelCheckout(id: string, userId: string): Promise<string>;
  updateCard(customerId: string, cardNumber: string): Promise<void>;
  simulate(subscriptionId: string, action: SandboxSimulation): Promise<void>;
  /** Pays delayed payments that are due, ends or renews periods that are over, ends pauses: the clock. */
  sweep(): Promise<number>;
};

export function createSandboxProvider(db: Db, payments: Config['payments']): SandboxProvider {
  const webhookSecret = `whsec_sandbox_${randomBytes(24).toString('hex')}`;
  let deliver: Deliver | null = null;
  const cents = (plan: PurchasablePlan) => Math.round(payments.prices[plan] * 100);

  async function emit(type: string, object: StripeObject) {
    if (!deliver) throw new Error('The sandbox is not connected to the webhook handling');
    const payload = JSON.stringify({
      id: newId('evt'),
      object: 'event',
      api_version: '2025-08-27.basil',
      created: now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object },
    });
    await deliver(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
  }

  function checkCard(cardNumber: string) {
    const card = cardNumber.replace(/[\s-]/g, '');
    if (card === SANDBOX_CARDS.decline) throw new AppError('invalid_input', SANDBOX_MESSAGES.declined);
    return { last4: card.slice(-4), delayed: card === SANDBOX_CARDS.delayed };
  }

  async function subscriptionOf(id: string) {
    const sub = await store.get(db, id);
    if (sub?.object !== 'subscription') throw new AppError('not_found', SANDBOX_MESSAGES.noSubscription);
    return sub;
  }

  async function saveSub(sub: StripeObject, type = 'customer.subscription.updated') {
    await store.put(db, 'subscription', sub);
    await emit(type, sub);
  }

  function invoiceFor(sub: StripeObject, reason: string, status: 'paid' | 'open'): StripeObject {
    const item = sub.items.data[0];
    const id = newId('in');
    return {
      id,
      object: 'invoice',
      customer: sub.customer,
      status,
      billing_reason: reason,
      amount_due: item.price.unit_amount,
      amount_paid: status === 'paid' ? item.price.unit_amount : 0,
      currency: item.price.currency,
      hosted_invoice_url: `/billing/sandbox/portal?invoice=${id}`,
      next_payment_attempt: status === 'open' ? now() + 3 * DAY : null,
      period_end: item.current_period_end,
      parent: { type: 'subscription_details', subscription_details: { subscription: sub.id } },
      created: now(),
    };
  }

  async function invoice(sub: StripeObject, reason: string, status: 'paid' | 'open') {
    const inv = await store.put(db, 'invoice', invoiceFor(sub, reason, status));
    await emit('invoice.finalized', inv);
    await emit(status === 'paid' ? 'invoice.paid' : 'invoice.payment_failed', inv);
  }

  /** Marks a delayed payment paid: the subscription starts and the checkout's async success follows. */
  async function settle(session: StripeObject) {
    const sub = await subscriptionOf(session.subscription);
    await store.put(db, 'checkout.session', { ...session, payment_status: 'paid' });
    sub.status = 'active';
    await invoice(sub, 'subscription_create', 'paid');
    await saveSub(sub);
    await emit('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' });
  }

  /** The end of a period: a cancelling subscription ends, any other renews for a month. */
  async function endPeriod(sub: StripeObject) {
    const item = sub.items.data[0];
    if (sub.cancel_at_period_end) {
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
      return saveSub(sub, 'customer.subscription.deleted');
    }
    const start = Math.max(item.current_period_end, now() - DAY);
    item.current_period_start = start;
    item.current_period_end = monthAfter(start);
    await invoice(sub, 'subscription_cycle', sub.status === 'past_due' ? 'open' : 'paid');
    await saveSub(sub);
  }

  return {
    kind: 'sandbox',
    webhookSecret,
    connect(fn) {
      deliver = fn;
    },
    planOfPrice: (id) => PURCHASABLE_PLANS.find((plan) => priceId(plan) === id) ?? null,
    retrieveSubscription: async (id: string, tx: Executor) => store.get(tx, id),

    async createCheckout(input: CheckoutInput) {
      let customerId = input.customerId;
      if (!customerId) {
        customerId = newId('cus');
        await store.put(db, 'customer', {
          id: customerId,
          object: 'customer',
          metadata: { userId: input.userId },
          created: now(),
        });
      }
      const id = newId('cs');
      await store.put(db, 'checkout.session', {
        id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: input.userId,
        customer: customerId,
        subscription: null,
        metadata: { userId: input.userId, plan: input.plan },
        amount_total: cents(input.plan),
        currency: 'gbp',
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        url: `/billing/sandbox/checkout/${id}`,
        created: now(),
        expires_at: now() + CHECKOUT_LIFETIME_SECONDS,
      });
      return { id, url: `/billing/sandbox/checkout/${id}` };
    },

    async session(id, userId) {
      const session = await store.get(db, id);
      // Another user's session is as absent as a made-up one.
      if (session?.object !== 'checkout.session' || session.client_reference_id !== userId)
        throw new AppError('not_found', 'Checkout session not found.');
      if (session.status === 'open' && session.expires_at < now()) {
        session.status = 'expired';
        await store.put(db, 'checkout.session', session);
      }
      return session;
    },

    async pay(id, userId, cardNumber) {
      const current = await this.session(id, userId);
      if (current.status !== 'open') throw new AppError('conflict', SANDBOX_MESSAGES.sessionGone);
      const card = checkCard(cardNumber);
      const session = await store.claimOpenSession(db, id, 'complete');
      if (!session) throw new AppError('conflict', SANDBOX_MESSAGES.sessionGone);
      const plan = session.metadata.plan as PurchasablePlan;
      const start = now();
      const sub: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: card.delayed ? 'incomplete' : 'active',
        cancel_at_period_end: false,
        canceled_at: null,
        pause_collection: null,
        trial_end: null,
        metadata: { userId },
        default_payment_method: { card: { last4: card.last4 } },
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              price: {
                id: priceId(plan),
                unit_amount: cents(plan),
                currency: 'gbp',
                recurring: { interval: 'month' },
              },
              current_period_start: start,
              current_period_end: monthAfter(start),
            },
          ],
        },
        created: start,
        start_date: start,
      };
      await store.put(db, 'subscription', sub);
      Object.assign(session, { subscription: sub.id, status: 'complete' });
      if (card.delayed)
        session.metadata.sandbox_pay_at = String(start + Math.ceil(payments.sandboxDelayMs / 1000));
      else session.payment_status = 'paid';
      await store.put(db, 'checkout.session', session);
      // Stripe's order: the subscription first, then its first invoice, then the session's completion.
      await emit('customer.subscription.created', sub);
      if (!card.delayed) await invoice(sub, 'subscription_create', 'paid');
      await emit('checkout.session.completed', session);
      return session.success_url as string;
    },

    async cancelCheckout(id, userId) {
      const session = await this.session(id, userId);
      if (session.status === 'open') {
        const expired = await store.claimOpenSession(db, id, 'expired');
        if (expired) await emit('checkout.session.expired', expired);
      }
      return session.cancel_url as string;
    },

    async updateCard(customerId, cardNumber) {
      const card = checkCard(cardNumber);
      for (const sub of await store.findBy(db, 'subscription', 'customer', customerId)) {
        if (sub.status === 'canceled') continue;
        sub.default_payment_method = { card: { last4: card.last4 } };
        // A new card settles an overdue payment, as Stripe retries the open invoice with it.
        if (sub.status === 'past_due') {
          sub.status = 'active';
          await invoice(sub, 'subscription_cycle', 'paid');
        }
        await saveSub(sub);
      }
    },

    async simulate(id, action) {
      const sub = await subscriptionOf(id);
      if (sub.status === 'canceled') throw new AppError('conflict', SANDBOX_MESSAGES.noSubscription);
      const item = sub.items.data[0];
      switch (action) {
        case 'advance_period':
          return endPeriod(sub);
        case 'payment_failed':
          sub.status = 'past_due';
          await invoice(sub, 'subscription_cycle', 'open');
          return saveSub(sub);
        case 'trial_ending':
          return emit('customer.subscription.trial_will_end', { ...sub, trial_end: now() + 3 * DAY });
        case 'invoice_upcoming':
          // Stripe's upcoming invoice is a preview: it has no id of its own yet.
          return emit('invoice.upcoming', {
            ...invoiceFor(sub, 'upcoming', 'open'),
            id: '',
            next_payment_attempt: item.current_period_end,
          });
        case 'pause':
          Object.assign(sub, {
            status: 'paused',
            pause_collection: { behavior: 'void', resumes_at: now() + 30 * DAY },
          });
          return saveSub(sub, 'customer.subscription.paused');
        case 'resume':
          Object.assign(sub, { status: 'active', pause_collection: null });
          return saveSub(sub, 'customer.subscription.resumed');
      }
    },

    async setCancelAtPeriodEnd(id, cancel) {
      const sub = await subscriptionOf(id);
      Object.assign(sub, {
        cancel_at_period_end: cancel,
        cancel_at: cancel ? sub.items.data[0].current_period_end : null,
      });
      await saveSub(sub);
    },

    async changePlan(id, plan) {
      const sub = await subscriptionOf(id);
      const item = sub.items.data[0];
      item.price = { ...item.price, id: priceId(plan), unit_amount: cents(plan) };
      await saveSub(sub);
    },

    portalUrl: async () => '/billing/sandbox/portal',

    async sweep() {
      const t = now();
      const due = await store.due(db, t);
      for (const { kind, object } of due) {
        if (kind === 'checkout.session') await settle(object);
        else if (object.pause_collection?.resumes_at <= t) {
          Object.assign(object, { status: 'active', pause_collection: null });
          await saveSub(object, 'customer.subscription.resumed');
        } else await endPeriod(object);
      }
      return due.length;
    },
  };
}
