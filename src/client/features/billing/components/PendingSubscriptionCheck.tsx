import { useAuth } from '@client/components/auth/auth-context';
import { logger } from '@client/lib/logger';
import { lazy, Suspense } from 'react';

// Only a signed-in user can have a purchase to confirm, so the watcher, with the billing API and the plans it
// needs, is a chunk of its own that a visitor never loads (docs/decisions/0080).
// It shows nothing itself, so a chunk that fails to load is logged rather than taken to the error screen; the
// marker stays for the next start.
const PendingSubscriptionWatcher = lazy(() =>
  import('./PendingSubscriptionWatcher').then(
    (m) => ({ default: m.PendingSubscriptionWatcher }),
    (err: unknown) => {
      logger.warn('The pending purchase check could not be loaded.', err);
      return { default: () => null };
    },
  ),
);

/** Mounted once in the app shell: checks a stored purchase marker for whoever is signed in. Renders nothing. */
export function PendingSubscriptionCheck() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <PendingSubscriptionWatcher />
    </Suspense>
  );
}
