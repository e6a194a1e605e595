import { call } from '@client/lib/api';
import { systemKeys } from '@client/lib/query-keys';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';

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
 * The server's payment provider, as /api/health reports it. Asked only on a paid screen, and kept for the
 * session: it changes only with a restart.
 */
function usePaymentsProvider(enabled: boolean) {
  return useQuery({
    queryKey: systemKeys.health,
    queryFn: ({ signal }) => call('GET /api/health', {}, { signal }),
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    select: (health) => health.payments,
  });
}

/**
 * On every paid screen while the server runs the sandbox provider, so that nobody believes a plan bought
 * there was paid for (production may run the sandbox only when it is chosen by name: config.ts).
 */
export function TestPaymentsBanner() {
  const { pathname } = useLocation();
  const paid = isPaidPath(pathname);
  const { data: provider } = usePaymentsProvider(paid);
  if (!paid || provider !== 'sandbox') return null;
  return (
    <Alert severity="warning" variant="filled" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      Test payments: no money is taken
    </Alert>
  );
}
