import { useAuth } from '@client/components/auth/auth-context';
import Alert from '@mui/material/Alert';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSplitView } from './split-view-store';
import { UNAVAILABLE_MESSAGE, useSplitViewAvailable } from './use-split-view-available';

// The panels and their divider library load only for people who turn split view on.
const SplitView = lazy(() => import('./SplitView'));

/**
 * What the layout shows in its main area: the page (`children`) normally, the panels while split view is
 * on. On a narrow screen split view cannot be shown, so the page is shown with a short note instead.
 */
export function SplitViewGate({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const { enabled } = useSplitView();
  const available = useSplitViewAvailable();
  if (!user || !enabled) return children;
  if (!available) {
    return (
      <>
        <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
          {UNAVAILABLE_MESSAGE} This page is shown on its own.
        </Alert>
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
