import { describe, expect, it } from 'vitest';
import {
  BILLING_MESSAGES,
  canChangeSubscription,
  canStartCheckout,
  canSwitchPlan,
  type Decision,
  type Subscription,
} from './policy';

const sub = (status: string, plan = 'PREMIUM'): Subscription => ({ plan, status });
const allowed: Decision = { allowed: true };

describe('billing policy', () => {
  it.each<[string, Subscription | null, Decision]>([
    ['no subscription', null, allowed],
    ['an ended one', sub('canceled'), allowed],
    ['an expired first payment', sub('incomplete_expired'), allowed],
    [
      'an active one',
      sub('active'),
      { allowed: false, code: 'conflict', reason: BILLING_MESSAGES.alreadySubscribed },
    ],
    [
      'a paused one',
      sub('paused'),
      { allowed: false, code: 'conflict', reason: BILLING_MESSAGES.alreadySubscribed },
    ],
    [
      'one past due',
      sub('past_due'),
      { allowed: false, code: 'conflict', reason: BILLING_MESSAGES.alreadySubscribed },
    ],
  ])('a checkout with %s', (_what, current, decision) => {
    expect(canStartCheckout(current)).toEqual(decision);
  });

  it.each<[string, Subscription | null, Decision]>([
    ['no subscription', null, { allowed: false, code: 'not_found', reason: BILLING_MESSAGES.noSubscription }],
    [
      'an ended one',
      sub('canceled'),
      { allowed: false, code: 'conflict', reason: BILLING_MESSAGES.cancelled },
    ],
    ['an active one', sub('active'), allowed],
    ['a trialing one', sub('trialing'), allowed],
    ['a paused one', sub('paused'), allowed],
  ])('a change with %s', (_what, current, decision) => {
    expect(canChangeSubscription(current)).toEqual(decision);
  });

  it.each<[string, string, Decision]>([
    ['PREMIUM', 'ULTRA', allowed],
    ['ULTRA', 'PREMIUM', allowed],
    ['PREMIUM', 'PREMIUM', { allowed: false, code: 'conflict', reason: BILLING_MESSAGES.samePlan }],
  ])('a switch from %s to %s', (from, to, decision) => {
    expect(canSwitchPlan(sub('active', from), to)).toEqual(decision);
  });
});
