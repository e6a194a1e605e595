import { afterEach, describe, expect, it } from 'vitest';
import { pageOwnsMarker } from '../components/PendingSubscriptionWatcher';
import { clearPending, PENDING_KEY, readPending, writePending } from './pending';
import { decidePending } from './pending-status';

afterEach(() => localStorage.clear());

const status = (success: boolean, subscriptionType: 'FREE' | 'PREMIUM' | 'ULTRA') => ({
  success,
  subscriptionType,
  isNew: success,
  message: '',
});

describe('what a status check means for the pending marker', () => {
  it('announces the activation and removes the marker when the plan is the one expected', () => {
    expect(decidePending('PREMIUM', status(true, 'PREMIUM'))).toEqual({
      kind: 'activated',
      message: 'Your PREMIUM subscription is now active.',
      variant: 'success',
      keepMarker: false,
    });
  });

  it('says a change of plan, not a start, when the subscription was already running', () => {
    expect(decidePending('PREMIUM', { ...status(true, 'PREMIUM'), isNew: false }).message).toBe(
      'Your subscription has been changed to PREMIUM.',
    );
  });

  it('names the plan the user has and removes the marker when it is another', () => {
    expect(decidePending('ULTRA', status(true, 'FREE'))).toEqual({
      kind: 'mismatch',
      message: 'Your current subscription plan is FREE',
      variant: 'info',
      keepMarker: false,
    });
  });

  it('keeps the marker while the payment is still being processed', () => {
    expect(decidePending('PREMIUM', status(false, 'FREE'))).toEqual({
      kind: 'processing',
      message: "We're still processing your payment. Your subscription will be updated shortly.",
      variant: 'info',
      keepMarker: true,
    });
  });
});

describe('the marker in localStorage', () => {
  it('stores the plan upper-case under pendingSubscription and clears it', () => {
    writePending('UNLIMITED');
    expect(localStorage.getItem(PENDING_KEY)).toBe('UNLIMITED');
    expect(readPending()).toBe('UNLIMITED');
    clearPending();
    expect(readPending()).toBeNull();
  });

  it.each(['premium', 'BASIC', 'FREE', 'GOLD', '', '{"plan":"PREMIUM"}'])('treats %j as absent', (value) => {
    localStorage.setItem(PENDING_KEY, value);
    expect(readPending()).toBeNull();
  });
});

describe('the pages that settle the marker themselves', () => {
  it.each([
    ['/payment-success', true],
    ['/payment-cancelled', true],
    ['/subscription-success-redirect', true],
    ['/billing/sandbox/checkout/cs_sbx_a1b2c3d4', true],
    ['/billing/sandbox/portal', true],
    ['/dashboard', false],
    ['/subscription-success/PREMIUM', false],
    ['/profile', false],
  ])('%s: %s', (path, owns) => {
    expect(pageOwnsMarker(path)).toBe(owns);
  });
});
