import { notify } from '@client/components/feedback/notify';
import { PageContainer } from '@client/components/PageContainer';
import { logger } from '@client/lib/logger';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isPurchasable, type PurchasablePlan } from '@shared/plans';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { billingKeys, checkStatus, useRefreshAccount } from '../api';
import { clearPending, readPending, writePending } from '../lib/pending';
import { decidePending, STILL_PROCESSING } from '../lib/pending-status';

type Props = {
  /** The payment is checked every 2 s for up to 30 s; tests shorten both. */
  pollEveryMs?: number;
  giveUpAfterMs?: number;
};

type Phase = 'checking' | 'processing' | 'unverified';

function planFrom(query: string | null): PurchasablePlan | null {
  const marker = readPending();
  if (marker) return marker;
  const upper = query?.toUpperCase() ?? '';
  return isPurchasable(upper) ? upper : null;
}

/**
 * Where the checkout sends a buyer back. The provider's event may land a moment after the buyer does, so
 * the status is asked until it settles; the redirect page then confirms the plan.
 */
export default function PaymentSuccessPage({ pollEveryMs = 2000, giveUpAfterMs = 30_000 }: Props) {
  const [params] = useSearchParams();
  const [plan] = useState(() => planFrom(params.get('plan')));
  const [phase, setPhase] = useState<Phase>('checking');
  const navigate = useNavigate();
  const client = useQueryClient();
  const refreshAccount = useRefreshAccount();

  useEffect(() => {
    if (!plan) {
      navigate('/profile', { replace: true });
      return;
    }
    // Back from the checkout in a browser that lost the marker: the ?plan= the checkout carries restores it.
    writePending(plan);
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const started = Date.now();

    const settle = async (outcome: ReturnType<typeof decidePending>) => {
      void client.invalidateQueries({ queryKey: billingKeys.subscription });
      await refreshAccount();
      if (cancelled) return;
      if (outcome.kind === 'activated') {
        // The redirect page clears the marker, records the conversion and says the plan is active.
        navigate('/subscription-success-redirect', { replace: true });
        return;
      }
      clearPending();
      notify(outcome.message, outcome.variant);
      navigate('/profile', { replace: true });
    };

    const tick = async () => {
      let failed = false;
      try {
        const status = await checkStatus(plan);
        if (cancelled) return;
        const outcome = decidePending(plan, status);
        if (outcome.kind !== 'processing') {
          await settle(outcome);
          return;
        }
      } catch (err) {
        if (cancelled) return;
        failed = true;
        logger.warn('Subscription status check failed.', err);
      }
      if (Date.now() - started + pollEveryMs <= giveUpAfterMs) {
        timer = setTimeout(() => void tick(), pollEveryMs);
        return;
      }
      // The marker stays, so the next start of the app checks again.
      if (failed) {
        setPhase('unverified');
      } else {
        notify(STILL_PROCESSING, 'info');
        setPhase('processing');
      }
    };
    void tick();
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [plan, pollEveryMs, giveUpAfterMs, navigate, client, refreshAccount]);

  return (
    <PageContainer title="Payment received">
      {phase === 'checking' ? (
        <Stack spacing={2}>
          <Typography>
            Thank you. We are confirming your {plan ?? ''} subscription; this usually takes a few seconds.
          </Typography>
          <LinearProgress aria-label="Confirming your subscription" />
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {phase === 'processing' ? (
            <Alert severity="info" sx={{ width: '100%' }}>
              {STILL_PROCESSING} You can carry on studying: Ratio tells you when it is active.
            </Alert>
          ) : (
            <Alert severity="warning" sx={{ width: '100%' }}>
              Failed to verify subscription status. Ratio checks again the next time you open it.
            </Alert>
          )}
          <Button component={Link} to="/dashboard" variant="contained">
            Go to Dashboard
          </Button>
        </Stack>
      )}
    </PageContainer>
  );
}
