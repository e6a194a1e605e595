import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AnalyticsTracker } from '../features/analytics/components/AnalyticsTracker';
import { PendingSubscriptionCheck } from '../features/billing/components/PendingSubscriptionCheck';
import { AuthProvider } from './auth/AuthProvider';
import { AppRoutes } from './routing/AppRoutes';
import { theme } from './theme';
import { ToastRegion } from './toasts/ToastRegion';

// The API client already retries what is worth retrying (lib/api.ts); Query must not multiply it.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          {/* Navigations render at once, in the click's (or Back's) own task, rather than as a transition
              React schedules and slices: switching to a kept screen is then one task and one frame
              (docs/decisions/0034). A new screen's chunk still loads behind its Suspense fallback. */}
          <BrowserRouter useTransitions={false}>
            <AuthProvider>
              <AppRoutes />
              <ToastRegion />
              <PendingSubscriptionCheck />
              <AnalyticsTracker />
            </AuthProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
