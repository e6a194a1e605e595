import { formatCurrency, formatDate } from '@client/lib/format';
import type { PlanItem, SubscriptionStatus, SubscriptionView } from '@shared/contracts/billing';
import { DEFAULT_PRICES, isPurchasable, type Plan } from '@shared/plans';

export type Subscription = NonNullable<SubscriptionView['subscription']>;

/**
 * A subscription the provider still holds: another checkout would be a second subscription (the server
 * answers 409), so the screens offer a change of plan instead.
 */
const LIVE: ReadonlySet<SubscriptionStatus> = new Set<SubscriptionStatus>([
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'paused',
]);

export const isLive = (sub: Subscription | null | undefined): sub is Subscription =>
  Boolean(sub && LIVE.has(sub.status));

/** '£9.99' from the server's price; the default price while the list is unknown. */
export function monthlyPrice(plan: Plan, items: PlanItem[] | undefined): string {
  if (plan === 'FREE') return '£0';
  if (plan === 'BASIC') return 'Through your institution';
  const item = items?.find((i) => i.id === plan);
  if (item?.priceMonthly !== null && item?.priceMonthly !== undefined) {
    return formatCurrency(item.priceMonthly, item.currency);
  }
  return isPurchasable(plan) ? formatCurrency(DEFAULT_PRICES[plan], 'GBP') : '';
}

/** The status in words, as the profile shows it. */
export function statusText(sub: Subscription): string {
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired') return 'Cancelled';
  if (sub.status === 'paused') {
    const resumes = formatDate(sub.resumeAt);
    return resumes ? `Paused until ${resumes}` : 'Paused';
  }
  if (sub.cancelAtPeriodEnd) {
    const until = formatDate(sub.currentPeriodEnd);
    return until ? `Cancelling — access until ${until}` : 'Cancelling';
  }
  switch (sub.status) {
    case 'trialing':
      return 'Trial';
    case 'past_due':
    case 'unpaid':
      return 'Payment overdue';
    case 'incomplete':
      return 'Awaiting payment';
    default:
      return 'Active';
  }
}

/** Whether a next payment is due: not while cancelling, paused or ended. */
export const billsAgain = (sub: Subscription) =>
  LIVE.has(sub.status) && sub.status !== 'paused' && !sub.cancelAtPeriodEnd;
