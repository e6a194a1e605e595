import { logger } from '@client/lib/logger';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

// The banner and the provider check load with the first paid screen, not with the first page: the layout
// is part of the first bundle, and MUI's Alert is not otherwise (docs/decisions/0080). Outside every screen's
// error boundary, a chunk that fails to load is logged rather than taken to the whole app's error screen.
const SandboxPaymentsAlert = lazy(() =>
  import('./SandboxPaymentsAlert').catch((err: unknown) => {
    logger.warn('The test-payments banner could not be loaded.', err);
    return { default: () => null };
  }),
);

/** The screens where a user chooses, pays for or manages a plan. */
const PAID_PATHS = [
  /^\/subscription-plans\/?$/,
  /^\/payment(-confirmation|-success|-cancelled)?(\/|$)/,
  /^\/subscription-success(-redirect)?(\/|$)/,
  /^\/billing\//,
];

export function isPaidPath(pathname: string): boolean {
  return PAID_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * On every paid screen while the server runs the sandbox provider, so that nobody believes a plan bought
 * there was paid for (production may run the sandbox only when it is chosen by name: config.ts).
 */
export function TestPaymentsBanner() {
  const { pathname } = useLocation();
  if (!isPaidPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <SandboxPaymentsAlert />
    </Suspense>
  );
}
