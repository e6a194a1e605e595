import { isPurchasable, type PurchasablePlan } from '@shared/plans';

// The plan being bought is held in localStorage from the moment the
// user leaves for the checkout until a status check settles it (docs/product.md, "Payments").

export const PENDING_KEY = 'pendingSubscription';

/** The plan waiting for confirmation, or null. Anything but an upper-case purchasable plan counts as absent. */
export function readPending(): PurchasablePlan | null {
  try {
    const value = window.localStorage.getItem(PENDING_KEY);
    return value !== null && isPurchasable(value) ? value : null;
  } catch {
    // Storage can be blocked (private modes, strict settings): then nothing is pending.
    return null;
  }
}

export function writePending(plan: PurchasablePlan): void {
  try {
    window.localStorage.setItem(PENDING_KEY, plan);
  } catch {
    // Without storage the success page still knows the plan from its ?plan= parameter.
  }
}

export function clearPending(): void {
  try {
    window.localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
