import type { ErrorCode } from '../../../shared/errors';

// What a user may do with their subscription, by its state: one module, tested with a table of states
// (docs/ARCHITECTURE.md, "Rules of the house"). Whose subscription it is stays in SQL: every billing query
// filters by the signed-in user's id, so another user's subscription or checkout is simply not found.

export const BILLING_MESSAGES = {
  alreadySubscribed: 'You already have a subscription. Change your plan from your profile.',
  noSubscription: 'You do not have a subscription to change.',
  noCustomer: 'You have no payment details with us yet. Choose a plan first.',
  samePlan: 'You are already on this plan.',
  cancelled: 'This subscription has ended. Choose a plan to subscribe again.',
  current: (plan: string) => `Your current subscription plan is ${plan}`,
  processing: "We're still processing your payment. Your subscription will be updated shortly.",
  sandboxOnly: 'This is available only with the sandbox payment provider.',
} as const;

export type Subscription = { plan: string; status: string };
export type Decision = { allowed: true } | { allowed: false; code: ErrorCode; reason: string };

const allow: Decision = { allowed: true };
const deny = (code: ErrorCode, reason: string): Decision => ({ allowed: false, code, reason });

/** A subscription that still runs, even one cancelling at period end or paused. */
export const isLive = (s: Subscription | null) =>
  s !== null && s.status !== 'canceled' && s.status !== 'incomplete_expired';

/** Buying a plan: only without a live subscription. A second one is refused; plans change from the profile. */
export function canStartCheckout(current: Subscription | null): Decision {
  return isLive(current) ? deny('conflict', BILLING_MESSAGES.alreadySubscribed) : allow;
}

/** Cancelling, resuming, switching plan, the sandbox's simulations: only a subscription that still runs. */
export function canChangeSubscription(current: Subscription | null): Decision {
  if (!current) return deny('not_found', BILLING_MESSAGES.noSubscription);
  return isLive(current) ? allow : deny('conflict', BILLING_MESSAGES.cancelled);
}

/** Switching: to a plan other than the one the subscription is on. */
export function canSwitchPlan(current: Subscription, plan: string): Decision {
  return current.plan === plan ? deny('conflict', BILLING_MESSAGES.samePlan) : allow;
}
