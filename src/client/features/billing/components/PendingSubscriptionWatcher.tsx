import { useAuth } from '@client/components/auth/auth-context';
import { notify } from '@client/components/feedback/notify';
import { logger } from '@client/lib/logger';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { billingKeys, checkStatus, useRefreshAccount } from '../api';
import { recordConversion } from '../lib/conversion';
import { clearPending, readPending } from '../lib/pending';
import { decidePending } from '../lib/pending-status';

/**
 * Pages that settle the marker themselves: checking here too would announce the same purchase twice,
 * or (on the cancelled page) call a cancelled checkout a change of plan.
 */
export function pageOwnsMarker(pathname: string): boolean {
  return (
    pathname === '/payment-success' ||
    pathname === '/payment-cancelled' ||
    pathname === '/subscription-success-redirect' ||
    pathname.startsWith('/billing/sandbox/')
  );
}

/**
 * On start, and when someone logs in, a stored marker is checked once and
 * the outcome announced. Mounted once, beside the toasts.
 */
export function PendingSubscriptionWatcher() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const refreshAccount = useRefreshAccount();
  // The user the marker was last checked for: once per app start and per login, not per route change.
  const checkedFor = useRef<string | null>(null);
  const userId = user?.id ?? null;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only the user starts a check; the path is read as it is then.
  useEffect(() => {
    if (!userId) {
      // Signed out: whoever signs in next is checked.
      checkedFor.current = null;
      return;
    }
    if (checkedFor.current === userId) return;
    checkedFor.current = userId;
    const expected = readPending();
    if (!expected || pageOwnsMarker(pathname)) return;
    checkStatus(expected)
      .then((status) => {
        // Another page may have settled it while we asked.
        if (readPending() !== expected) return;
        const outcome = decidePending(expected, status);
        if (!outcome.keepMarker) {
          clearPending();
          void client.invalidateQueries({ queryKey: billingKeys.subscription });
          void refreshAccount();
        }
        // The buyer left before the success page could confirm: this is where the purchase completes.
        if (outcome.kind === 'activated') void recordConversion(expected);
        notify(outcome.message, outcome.variant);
      })
      .catch((err: unknown) => {
        // 'Failed to verify subscription status'; the marker stays for the next start.
        logger.warn('Failed to verify subscription status', err);
      });
  }, [userId, client, refreshAccount]);

  return null;
}
