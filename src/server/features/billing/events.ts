import Stripe from 'stripe';
import { z } from 'zod';
import type { NotificationData, NotificationType } from '../../../shared/contracts/notifications';
import { isPurchasable } from '../../../shared/plans';
import { type BillingProvider, idOf, readSubscription, type SubscriptionState } from '../../billing/provider';
import type { Db, Executor } from '../../db/connect';
import { AppError } from '../../platform/errors';
import { forgetUser } from '../../platform/session';
import { notify } from '../notifications/service';
import * as repo from './repo';

// Billing events (docs/decisions/0020-billing.md): verified, stored by id, then applied in one transaction
// that also marks them processed. The sandbox's events and Stripe's both arrive through receiveWebhook.

export const WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature could not be verified.',
  badEvent: 'The webhook body is not a billing event.',
} as const;

export type BillingContext = { db: Db; provider: BillingProvider };

const eventShape = z.object({
  id: z.string().min(1).max(255),
  type: z.string().min(1).max(100),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
type BillingEvent = z.infer<typeof eventShape>;

/**
 * Verifies, stores and handles one delivery. Answers { duplicate: true } for an event handled before; throws
 * (and the route answers 500, so Stripe delivers again) when handling fails, with nothing applied.
 */
export async function receiveWebhook(
  ctx: BillingContext,
  payload: string | Buffer,
  signature: string | undefined,
) {
  let verified: unknown;
  try {
    // constructEvent, not verifyHeader: it also refuses a signature older than five minutes (a replay).
    verified = Stripe.webhooks.constructEvent(payload, signature ?? '', ctx.provider.webhookSecret);
  } catch {
    throw new AppError('invalid_input', WEBHOOK_MESSAGES.badSignature);
  }
  const parsed = eventShape.safeParse(verified);
  if (!parsed.success) throw new AppError('invalid_input', WEBHOOK_MESSAGES.badEvent);
  const event = parsed.data;
  const stored = await repo.storeEvent(ctx.db, {
    id: event.id,
    provider: ctx.provider.kind,
    type: event.type,
    occurredAt: new Date(event.created * 1000),
    payload: event,
  });
  // A replay of an event already applied is answered without a transaction: Stripe's retries come in storms.
  if (!stored && (await repo.isProcessed(ctx.db, event.id))) return { duplicate: true };
  return { duplicate: !(await processEvent(ctx, event.id)) };
}

/** Applies a stored event unless it was applied already; true when this call applied it. */
export async function processEvent(ctx: BillingContext, id: string): Promise<boolean> {
  const touched = new Set<string>();
  try {
    const applied = await ctx.db.transaction(async (tx) => {
      const row = await repo.lockEvent(tx, id);
      if (!row || row.processedAt) return false;
      await applyEvent(
        tx,
        ctx.provider,
        { id, type: row.type, object: (row.payload as BillingEvent).data.object },
        touched,
      );
      await repo.markProcessed(tx, id);
      return true;
    });
    // Sessions cache the user's plan (docs/decisions/0008); evicted once the change is visible to all.
    for (const userId of touched) await forgetUser(ctx.db, userId);
    return applied;
  } catch (error) {
    await repo.markFailed(ctx.db, id, error instanceof Error ? error.message : String(error));
    throw error;
  }
}

/** Re-reads and applies one subscription outside any event: after a change made through the provider's API. */
export async function refreshSubscription(ctx: BillingContext, id: string) {
  const touched = new Set<string>();
  await ctx.db.transaction((tx) => syncSubscription(tx, ctx.provider, id, null, touched));
  for (const userId of touched) await forgetUser(ctx.db, userId);
}

// biome-ignore lint/suspicious/noExplicitAny: event objects are open JSON; each field is checked where read.
type Obj = { [field: string]: any };
type Incoming = { id: string; type: string; object: Obj };
const str = (v: unknown) => (typeof v === 'string' ? v : null);
const iso = (unix: unknown) => (typeof unix === 'number' ? new Date(unix * 1000).toISOString() : undefined);
const money = (o: Obj, field: string) =>
  typeof o[field] === 'number'
    ? { amount: (o[field] as number) / 100, currency: str(o.currency)?.toUpperCase() ?? 'GBP' }
    : {};

async function applyEvent(tx: Executor, provider: BillingProvider, event: Incoming, touched: Set<string>) {
  const o = event.object;
  const say = async (userId: string | null, type: NotificationType, data: NotificationData) => {
    if (userId) await notify(tx, { userId, type, data, eventId: event.id });
  };
  const customerUser = async () => (o.customer ? repo.userOfCustomer(tx, idOf(o.customer)) : null);
  const sync = (subscriptionId: unknown) =>
    typeof subscriptionId === 'string' || (subscriptionId && typeof subscriptionId === 'object')
      ? syncSubscription(tx, provider, idOf(subscriptionId as string | { id: string }), event.id, touched)
      : Promise.resolve(null);

  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const userId = str(o.client_reference_id) ?? str(o.metadata?.userId);
      if (userId && o.customer) await repo.linkCustomer(tx, idOf(o.customer), provider.kind, userId);
      const paid = o.payment_status === 'paid' || o.payment_status === 'no_payment_required';
      await repo.setCheckoutStatus(tx, o.id, paid ? 'complete' : 'awaiting_payment');
      if (paid) await sync(o.subscription);
      return;
    }
    case 'checkout.session.async_payment_failed':
      await repo.setCheckoutStatus(tx, o.id, 'failed');
      return say(str(o.client_reference_id), 'payment_failed', {
        ...money(o, 'amount_total'),
        actionUrl: '/subscription-plans',
      });
    case 'checkout.session.expired':
      return repo.setCheckoutStatus(tx, o.id, 'expired');
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.paused':
    case 'customer.subscription.resumed':
    case 'customer.subscription.pending_update_applied':
      await sync(o.id);
      return;
    case 'customer.subscription.trial_will_end': {
      const state = await sync(o.id);
      const trialEnd = typeof o.trial_end === 'number' ? o.trial_end * 1000 : null;
      const daysRemaining =
        trialEnd === null ? undefined : Math.max(0, Math.ceil((trialEnd - Date.now()) / 86_400_000));
      return say(state?.userId ?? null, 'trial_ending', {
        daysRemaining,
        trialEnd: iso(o.trial_end),
        subscriptionType: state?.plan,
      });
    }
    case 'invoice.finalized':
      return say(await customerUser(), 'invoice_created', {
        ...money(o, 'amount_due'),
        invoiceUrl: str(o.hosted_invoice_url) ?? undefined,
        actionUrl: str(o.hosted_invoice_url) ?? undefined,
      });
    case 'invoice.upcoming':
      return say(await customerUser(), 'invoice_upcoming', {
        ...money(o, 'amount_due'),
        dueDate: iso(o.next_payment_attempt ?? o.period_end),
      });
    case 'invoice.paid': {
      const state = await sync(subscriptionOfInvoice(o));
      if (o.billing_reason === 'subscription_cycle')
        await say(await customerUser(), 'subscription_renewed', {
          ...money(o, 'amount_paid'),
          subscriptionType: state?.plan,
        });
      return;
    }
    case 'invoice.payment_failed':
      await sync(subscriptionOfInvoice(o));
      return say(await customerUser(), 'payment_failed', {
        ...money(o, 'amount_due'),
        nextPaymentAttempt: iso(o.next_payment_attempt),
        actionUrl: '/profile',
      });
    case 'subscription_schedule.canceled':
    case 'subscription_schedule.completed':
    case 'subscription_schedule.expiring':
    case 'subscription_schedule.updated':
      return say(
        await customerUser(),
        event.type.replace('subscription_schedule.', 'schedule_') as NotificationType,
        {
          currentPhaseEnd: iso(o.current_phase?.end_date),
        },
      );
    default:
      // Stored for the record; nothing in Ratio depends on it.
      return;
  }
}

/** An invoice names its subscription under `parent` since API version 2025-03-31, directly before. */
function subscriptionOfInvoice(o: Obj): unknown {
  return o.parent?.subscription_details?.subscription ?? o.subscription ?? null;
}

/**
 * Re-reads a subscription from the provider under a lock on our copy and stores what the provider says
 * now, so events in any order leave the latest state; then sets the user's plan and notifies what changed.
 */
async function syncSubscription(
  tx: Executor,
  provider: BillingProvider,
  id: string,
  eventId: string | null,
  touched: Set<string>,
): Promise<(SubscriptionState & { userId: string }) | null> {
  const before = await repo.lockSubscription(tx, id);
  const state = readSubscription(provider, await provider.retrieveSubscription(id, tx));
  const userId = before?.userId ?? (await repo.userOfCustomer(tx, state.customerId)) ?? state.userId;
  // A subscription of a deleted account, or one made outside Ratio: kept for the record, belongs to no one.
  if (!userId) return null;
  await repo.linkCustomer(tx, state.customerId, provider.kind, userId);
  await repo.saveSubscription(tx, state, provider.kind, userId);

  const plan = await repo.entitledPlan(tx, userId);
  const current = await repo.userForBilling(tx, userId);
  // Billing manages the paid plans only: an admin's BASIC stays unless a paid subscription starts.
  const next = plan ?? (current && isPurchasable(current.plan) ? 'FREE' : null);
  if (next && (await repo.setUserPlan(tx, userId, next))) touched.add(userId);

  for (const [type, data] of changes(before, state))
    await notify(tx, { userId, type, data: { subscriptionType: state.plan, ...data }, eventId });
  return { ...state, userId };
}

type Before = repo.SubscriptionRow | null;
const entitled = (status: string, resumeAt: Date | null) =>
  (repo.ENTITLED_STATUSES as readonly string[]).includes(status) && resumeAt === null;

/** The notifications a change of state deserves: each real change once, whatever event revealed it. */
export function changes(before: Before, now: SubscriptionState): [NotificationType, NotificationData][] {
  const out: [NotificationType, NotificationData][] = [];
  const was = before ? entitled(before.status, before.resumeAt) : false;
  const is = entitled(now.status, now.resumeAt);
  const wasPaused = before?.status === 'paused' || Boolean(before?.resumeAt);
  const isPaused = now.status === 'paused' || Boolean(now.resumeAt);
  if (isPaused && !wasPaused) out.push(['subscription_paused', { resumeAt: now.resumeAt?.toISOString() }]);
  if (is && !was) out.push([wasPaused ? 'subscription_resumed' : 'subscription_activated', {}]);
  if (is && was && before && before.plan !== now.plan) out.push(['subscription_activated', {}]);
  if (is && now.cancelAtPeriodEnd && !before?.cancelAtPeriodEnd)
    out.push(['subscription_cancelled', { dueDate: now.currentPeriodEnd?.toISOString() }]);
  if (is && was && before?.cancelAtPeriodEnd && !now.cancelAtPeriodEnd)
    out.push(['subscription_resumed', {}]);
  if (now.status === 'canceled' && before && before.status !== 'canceled')
    out.push(['subscription_ended', {}]);
  return out;
}
