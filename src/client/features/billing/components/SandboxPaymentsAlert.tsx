import { call } from '@client/lib/api';
import { systemKeys } from '@client/lib/query-keys';
import Alert from '@mui/material/Alert';
import { useQuery } from '@tanstack/react-query';

/**
 * The server's payment provider, as /api/health reports it. Asked only on a paid screen, and kept for the
 * session: it changes only with a restart.
 */
function usePaymentsProvider() {
  return useQuery({
    queryKey: systemKeys.health,
    queryFn: ({ signal }) => call('GET /api/health', {}, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (health) => health.payments,
  });
}

/** The banner itself, shown while the server runs the sandbox provider. */
export default function SandboxPaymentsAlert() {
  const { data: provider } = usePaymentsProvider();
  if (provider !== 'sandbox') return null;
  return (
    <Alert severity="warning" variant="filled" sx={{ borderRadius: 0, justifyContent: 'center' }}>
      Test payments: no money is taken
    </Alert>
  );
}
