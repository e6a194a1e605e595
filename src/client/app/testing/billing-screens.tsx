import { AuthProvider } from '@client/app/auth/AuthProvider';
import { fakeServer, json, type Sent } from '@client/app/testing/screens';
import { theme } from '@client/app/theme';
import { setToasterMounted } from '@client/components/feedback/notify';
import { configureLeave } from '@client/lib/leave';
import { writeStoredUser } from '@client/lib/stored-user';
import { ThemeProvider } from '@mui/material/styles';
import type { User } from '@shared/contracts/auth';
import type { PlanItem, SubscriptionView } from '@shared/contracts/billing';
import { DEFAULT_PRICES, isPurchasable, PLAN_DETAILS, PLANS } from '@shared/plans';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { MemoryRouter, Routes, useLocation } from 'react-router';

// The billing screens on a fake server (as app/testing/screens.tsx): the pages, their hooks, the api client,
// the real AuthProvider, notistack's toasts and localStorage are real; only the server is the test's.

export { json, type Sent };

/** notistack's provider, announced to notify() as the app's Toaster does, with toasts that stay put. */
function TestToaster() {
  useEffect(() => {
    setToasterMounted(enqueueSnackbar);
    return () => setToasterMounted(null);
  }, []);
  return <SnackbarProvider autoHideDuration={null} />;
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '7f1c2f0e-2b8a-4c4e-9a55-0d3c1f6b8a10',
    username: 'ada.lovelace',
    email: 'ada@example.com',
    role: 'user',
    plan: 'FREE',
    createdAt: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The plan list as GET /api/billing/plans answers it with the default prices. */
export const PLAN_ITEMS: PlanItem[] = PLANS.map((id) => ({
  id,
  ...PLAN_DETAILS[id],
  priceMonthly: isPurchasable(id) ? DEFAULT_PRICES[id] : null,
  currency: 'GBP',
  purchasable: isPurchasable(id),
}));

export const PERIOD_END = '2026-06-01T12:00:00.000Z';

export function liveSubscription(
  plan: 'PREMIUM' | 'UNLIMITED' | 'ULTRA',
  extra: Partial<NonNullable<SubscriptionView['subscription']>> = {},
): SubscriptionView {
  return {
    plan,
    provider: 'sandbox',
    subscription: {
      plan,
      status: 'active',
      cancelAtPeriodEnd: false,
      currentPeriodEnd: PERIOD_END,
      resumeAt: null,
      trialEnd: null,
      ...extra,
    },
  };
}

const problem = (status: number, code: string, message: string) => json({ error: { code, message } }, status);

type Handler = (request: Sent) => Response | Promise<Response>;

/**
 * A server that knows the session (`user`, null for a visitor), the plan list and the console setting;
 * `routes` ('POST /api/billing/checkout') answer the rest. Anything else is a 404, so a stray call shows.
 */
export function billingServer(user: User | null, routes: Record<string, Handler> = {}): Sent[] {
  return fakeServer((request) => {
    const key = `${request.method} ${request.url.split('?')[0]}`;
    const handler = routes[key];
    if (handler) return handler(request);
    if (key === 'GET /api/auth/session') {
      return user ? json({ user }) : problem(401, 'unauthenticated', 'You need to log in to do that.');
    }
    if (key === 'POST /api/auth/refresh')
      return problem(401, 'unauthenticated', 'You need to log in to do that.');
    if (key === 'GET /api/console-config') return json({ authorizedUsername: null });
    if (key === 'GET /api/billing/plans') return json({ items: PLAN_ITEMS });
    if (key === 'GET /api/ai/usage')
      return json({ plan: user?.plan ?? 'FREE', resetsAt: PERIOD_END, tools: {} });
    return problem(404, 'not_found', `No fake route for ${key}`);
  });
}

export { problem };

/** Where the router is now. */
function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

/**
 * `routes` at `path`, mounted as main.tsx mounts the app (StrictMode runs effects twice), signed in as
 * `user` (stored as after a login) or as a visitor. Returns the URLs the screens left Ratio for.
 */
export function renderBilling(path: string, routes: ReactNode, user: User | null) {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.scrollTo = () => {};
  if (user) writeStoredUser(user);
  const left: string[] = [];
  configureLeave((url) => left.push(url));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>
            <AuthProvider>
              <Routes>{routes}</Routes>
              <Where />
            </AuthProvider>
          </MemoryRouter>
          <TestToaster />
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  return { ...result, left };
}
