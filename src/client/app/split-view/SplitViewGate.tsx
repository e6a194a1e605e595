import { useAuth } from '@client/components/auth/auth-context';
import { logger } from '@client/lib/logger';
import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useSplitViewOn } from './split-view-switch';
import { useSplitViewAvailable } from './use-split-view-available';

// The panels and their divider library load only for people who turn split view on; the note for a narrow
// screen too, which keeps MUI's Alert out of the first bundle (docs/decisions/0080).
const SplitView = lazy(() => import('./SplitView'));
// The note is outside the screen's error boundary: a chunk that fails to load is logged, and the page shown.
const SplitViewUnavailableNote = lazy<ComponentType>(() =>
  import('./SplitViewUnavailableNote').catch((err: unknown) => {
    logger.warn('The split view note could not be loaded.', err);
    return { default: () => null };
  }),
);

/**
 * What the layout shows in its main area: the page (`children`) normally, the panels while split view is
 * on. On a narrow screen split view cannot be shown, so the page is shown with a short note instead.
 */
export function SplitViewGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // The switch alone, not the panels' store: that loads with the panels (split-view-switch.ts).
  const enabled = useSplitViewOn();
  const available = useSplitViewAvailable();
  if (!user || !enabled) return children;
  if (!available) {
    return (
      <>
        <Suspense fallback={null}>
          <SplitViewUnavailableNote />
        </Suspense>
        {children}
      </>
    );
  }
  return (
    <Suspense fallback={null}>
      <SplitView />
    </Suspense>
  );
}
