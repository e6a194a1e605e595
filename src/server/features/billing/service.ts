import type { PlanItem, StatusCheck, SubscriptionView } from '../../../shared/contracts/billing';
import {
  DEFAULT_PRICES,
  isPurchasable,
  normalisePlan,
  PLANS,
  type Plan,
  type PurchasablePlan,
  planDetailsFor,
  subscriptionConfirmedMessage,
} from '../../../shared/plans';
import { engineInfo } from '../../ai/engine-info';
import { type BillingProvider, isSandbox } from '../../billing';
import type { SandboxSimulation } from '../../billing/providers/sandbox';
import { CHECKOUT_LIFETIME_SECONDS } from '../../billing/providers/stripe';
import type { Config } from '../../config';
import { AppError } from '../../platform/errors';
import { type BillingContext, refreshSubscription } from './events';
import {
  BILLING_MESSAGES,
  canChangeSubscription,
  canStartCheckout,
  canSwitchPlan,
  type Decision,
} from './policy';
import * as repo from './repo';

export { BILLING_MESSAGES };

// A status check counts a plan as new for this long after it started (docs/decisions/0020).
const NEW_FOR_MS = 10 * 60 * 1000;

export function listPlans(payments: Config['payments'], ai: Config['ai']): PlanItem[] {
  const promise = engineInfo(ai);
  return PLANS.map((id) => ({
    id,
    ...planDetailsFor(id, promise),
    priceMonthly: isPurchasable(id) ? (payments.prices[id] ?? DEFAULT_PRICES[id]) : id === 'FREE' ? 0 : null,
    currency: 'GBP',
    purchasable: isPurchasable(id),
  }));
}

function assertAllowed(decision: Decision) {
  if (!decision.allowed) throw new AppError(decision.code, decision.reason);
}

export async function startCheckout(
  ctx: BillingContext,
  origin: string,
  userId: string,
  plan: PurchasablePlan,
) {
  const user = await repo.userForBilling(ctx.db, userId);
  if (!user) throw new AppError('unauthenticated', 'You need to log in to do that.');
  assertAllowed(canStartCheckout(await repo.currentSubscription(ctx.db, userId)));
  const checkout = await ctx.provider.createCheckout({
    userId,
    email: user.email,
    customerId: await repo.customerOf(ctx.db, userId, ctx.provider.kind),
    plan,
    successUrl: `${origin}/payment-success?plan=${plan}`,
    cancelUrl: `${origin}/payment-cancelled?plan=${plan}`,
  });
  await repo.insertCheckout(ctx.db, { id: checkout.id, provider: ctx.provider.kind, userId, plan });
  return { url: checkout.url };
}

export async function subscriptionView(ctx: BillingContext, userId: string): Promise<SubscriptionView> {
  const [user, row] = await Promise.all([
    repo.userForBilling(ctx.db, userId),
    repo.currentSubscription(ctx.db, userId),
  ]);
  return {
    plan: normalisePlan(user?.plan),
    provider: ctx.provider.kind,
    subscription: row
      ? {
          plan: row.plan as PurchasablePlan,
          status: row.status as NonNullable<SubscriptionView['subscription']>['status'],
          cancelAtPeriodEnd: row.cancelAtPeriodEnd,
          currentPeriodEnd: row.currentPeriodEnd?.toISOString() ?? null,
          resumeAt: row.resumeAt?.toISOString() ?? null,
          trialEnd: row.trialEnd?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * Still processing while the user's latest checkout for the plan is
 * awaiting a delayed payment, or open and young enough that its confirmation may still be on its way.
 */
export async function statusCheck(
  ctx: BillingContext,
  userId: string,
  expected: Plan,
  now = Date.now(),
): Promise<StatusCheck> {
  const [user, checkout, row] = await Promise.all([
    repo.userForBilling(ctx.db, userId),
    repo.latestCheckout(ctx.db, userId),
    repo.currentSubscription(ctx.db, userId),
  ]);
  const plan = normalisePlan(user?.plan);
  const age = checkout ? now - checkout.createdAt.getTime() : Number.POSITIVE_INFINITY;
  const pending =
    checkout?.plan === expected &&
    plan !== expected &&
    ((checkout.status === 'awaiting_payment' && age < 86_400_000) ||
      (checkout.status === 'open' && age < CHECKOUT_LIFETIME_SECONDS * 1000));
  if (pending)
    return { success: false, subscriptionType: plan, isNew: false, message: BILLING_MESSAGES.processing };
  const isNew = row !== null && row.plan === plan && now - row.createdAt.getTime() < NEW_FOR_MS;
  return {
    success: true,
    subscriptionType: plan,
    isNew,
    message: plan === expected ? subscriptionConfirmedMessage(plan, isNew) : BILLING_MESSAGES.current(plan),
  };
}

async function ownSubscription(ctx: BillingContext, userId: string) {
  const row = await repo.currentSubscription(ctx.db, userId);
  assertAllowed(canChangeSubscription(row));
  // Allowed only when there is one.
  return row as repo.SubscriptionRow;
}

/**
 * After a change through the provider's API, the subscription is re-read and applied at once (Stripe's
 * event follows and then finds nothing new); the sandbox's own event has already done it.
 */
async function resync(ctx: BillingContext, row: repo.SubscriptionRow, userId: string) {
  if (!isSandbox(ctx.provider)) await refreshSubscription(ctx, row.id);
  return subscriptionView(ctx, userId);
}

export async function setCancelAtPeriodEnd(ctx: BillingContext, userId: string, cancel: boolean) {
  const row = await ownSubscription(ctx, userId);
  if (row.cancelAtPeriodEnd !== cancel) await ctx.provider.setCancelAtPeriodEnd(row.id, cancel);
  return resync(ctx, row, userId);
}

export async function changePlan(ctx: BillingContext, userId: string, plan: PurchasablePlan) {
  const row = await ownSubscription(ctx, userId);
  assertAllowed(canSwitchPlan(row, plan));
  await ctx.provider.changePlan(row.id, plan);
  return resync(ctx, row, userId);
}

export async function portalUrl(ctx: BillingContext, origin: string, userId: string) {
  const customerId = await repo.customerOf(ctx.db, userId, ctx.provider.kind);
  if (!customerId) throw new AppError('conflict', BILLING_MESSAGES.noCustomer);
  return { url: await ctx.provider.portalUrl(customerId, `${origin}/profile`) };
}

// The sandbox's pages.

function sandbox(provider: BillingProvider) {
  if (!isSandbox(provider)) throw new AppError('not_found', BILLING_MESSAGES.sandboxOnly);
  return provider;
}

export async function sandboxSession(ctx: BillingContext, userId: string, id: string) {
  const session = await sandbox(ctx.provider).session(id, userId);
  const plan = session.metadata.plan as PurchasablePlan;
  const status: 'open' | 'awaiting_payment' | 'complete' | 'expired' =
    session.status === 'complete' && session.payment_status !== 'paid' ? 'awaiting_payment' : session.status;
  return {
    id: session.id as string,
    plan,
    priceMonthly: session.amount_total / 100,
    currency: 'GBP',
    status,
  };
}

export const sandboxPay = async (ctx: BillingContext, userId: string, id: string, card: string) => ({
  redirectTo: await sandbox(ctx.provider).pay(id, userId, card),
});

export const sandboxCancel = async (ctx: BillingContext, userId: string, id: string) => ({
  redirectTo: await sandbox(ctx.provider).cancelCheckout(id, userId),
});

export async function sandboxUpdateCard(ctx: BillingContext, userId: string, card: string) {
  const provider = sandbox(ctx.provider);
  const customerId = await repo.customerOf(ctx.db, userId, 'sandbox');
  if (!customerId) throw new AppError('conflict', BILLING_MESSAGES.noCustomer);
  await provider.updateCard(customerId, card);
}

export async function sandboxSimulate(ctx: BillingContext, userId: string, action: SandboxSimulation) {
  const provider = sandbox(ctx.provider);
  const row = await ownSubscription(ctx, userId);
  await provider.simulate(row.id, action);
  return subscriptionView(ctx, userId);
}

export const billingRecordsOf = repo.recordsOf;
export const anonymiseBillingOf = repo.anonymise;
