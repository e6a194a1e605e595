import { z } from 'zod';
import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../shared/contracts/billing';
import type { PurchasablePlan } from '../../shared/plans';
import type { Executor } from '../db/connect';

// One interface for the sandbox and Stripe (docs/ARCHITECTURE.md, docs/decisions/0020-billing.md). Both speak
// Stripe's shapes: the sandbox keeps Stripe-shaped objects and signs Stripe-shaped events, so everything past
// the provider (verification, storage, re-reading, notifications) is one code path.

export type CheckoutInput = {
  userId: string;
  email: string;
  /** The customer this user already has with the provider, if any: one customer per user. */
  customerId: string | null;
  plan: PurchasablePlan;
  successUrl: string;
  cancelUrl: string;
};

export interface BillingProvider {
  readonly kind: 'sandbox' | 'stripe';
  /** The secret events are signed with: Stripe's endpoint secret, or the sandbox's own. */
  readonly webhookSecret: string;
  createCheckout(input: CheckoutInput): Promise<{ id: string; url: string }>;
  /**
   * The subscription as the provider holds it now (Stripe's JSON). The sandbox keeps its records in our
   * database, so it reads them through the caller's transaction; Stripe ignores `db`.
   */
  retrieveSubscription(id: string, db: Executor): Promise<unknown>;
  setCancelAtPeriodEnd(id: string, cancel: boolean): Promise<void>;
  changePlan(id: string, plan: PurchasablePlan): Promise<void>;
  /** Where the user updates their card: Stripe's customer portal or the sandbox's card page. */
  portalUrl(customerId: string, returnUrl: string): Promise<string>;
  planOfPrice(priceId: string): PurchasablePlan | null;
}

const unix = z.number().int().nonnegative();
const customerRef = z.union([z.string(), z.object({ id: z.string() })]);

/** The parts of a Stripe subscription that Ratio reads (API version 2025-03-31 and later, or earlier). */
const stripeSubscription = z.object({
  id: z.string(),
  customer: customerRef,
  status: z.enum(SUBSCRIPTION_STATUSES),
  cancel_at_period_end: z.boolean(),
  // Before API version 2025-03-31 the period was on the subscription; since, it is on each item.
  current_period_end: unix.nullish(),
  pause_collection: z.object({ resumes_at: unix.nullish() }).nullish(),
  trial_end: unix.nullish(),
  metadata: z.record(z.string(), z.string()).nullish(),
  items: z.object({
    data: z
      .array(z.object({ price: z.object({ id: z.string() }), current_period_end: unix.nullish() }))
      .min(1),
  }),
});

export type SubscriptionState = {
  id: string;
  customerId: string;
  /** The user named in the subscription's metadata at checkout: links it even before the checkout's event. */
  userId: string | null;
  plan: PurchasablePlan;
  status: SubscriptionStatus;
  cancelAtPeriodEnd: boolean;
  currentPeriodEnd: Date | null;
  resumeAt: Date | null;
  trialEnd: Date | null;
};

const fromUnix = (s: number | null | undefined) => (s == null ? null : new Date(s * 1000));
export const idOf = (ref: string | { id: string }) => (typeof ref === 'string' ? ref : ref.id);

/** Reads a provider's subscription; throws on a shape or price Ratio does not know, so the event is retried. */
export function readSubscription(provider: BillingProvider, raw: unknown): SubscriptionState {
  const sub = stripeSubscription.parse(raw);
  const item = sub.items.data[0] as (typeof sub.items.data)[number];
  const plan = provider.planOfPrice(item.price.id);
  if (!plan)
    throw new Error(`Subscription ${sub.id} has price ${item.price.id}, which is not one of our plans`);
  const userId = sub.metadata?.userId;
  return {
    id: sub.id,
    customerId: idOf(sub.customer),
    userId: userId && z.uuid().safeParse(userId).success ? userId : null,
    plan,
    status: sub.status,
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    currentPeriodEnd: fromUnix(item.current_period_end ?? sub.current_period_end),
    resumeAt: fromUnix(sub.pause_collection?.resumes_at),
    trialEnd: fromUnix(sub.trial_end),
  };
}
