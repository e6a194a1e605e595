import { useAuth } from '@client/components/auth/auth-context';
import { lazy, Suspense } from 'react';

// Only a signed-in user can have a purchase to confirm, so the watcher, with the billing API and the plans it
// needs, is a chunk of its own that a visitor never loads (docs/decisions/0080).
const PendingSubscriptionWatcher = lazy(() =>
  import('./PendingSubscriptionWatcher').then((m) => ({ default: m.PendingSubscriptionWatcher })),
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
