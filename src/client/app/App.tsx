import { AppErrorBoundary } from '@client/components/feedback/AppErrorBoundary';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { AnalyticsTracker } from '../features/analytics/components/AnalyticsTracker';
import { PendingSubscriptionWatcher } from '../features/billing/components/PendingSubscriptionWatcher';
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
          <BrowserRouter>
            <AuthProvider>
              <AppRoutes />
              <ToastRegion />
              <PendingSubscriptionWatcher />
              <AnalyticsTracker />
            </AuthProvider>
          </BrowserRouter>
        </QueryClientProvider>
      </AppErrorBoundary>
    </ThemeProvider>
  );
}
