import { notify } from '@client/components/feedback/notify';
import { PageContainer } from '@client/components/PageContainer';
import LinearProgress from '@mui/material/LinearProgress';
import { subscriptionConfirmedMessage } from '@shared/plans';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { recordConversion } from '../lib/conversion';
import { clearPending, readPending } from '../lib/pending';

/**
 * Reached once the payment is confirmed: the marker is consumed here, and with it the
 * conversion is recorded and the activation is announced, so each happens once per purchase.
 */
export default function SubscriptionSuccessRedirectPage() {
  const navigate = useNavigate();
  // Read during the first render, before any effect could clear it (StrictMode runs effects twice).
  const [plan] = useState(readPending);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (!plan) {
      navigate('/profile', { replace: true });
      return;
    }
    clearPending();
    void recordConversion(plan);
    // Only a checkout leads here, and a checkout always starts a new subscription (a change of plan is made
    // in place, without one), so this is always the start of one.
    notify(subscriptionConfirmedMessage(plan, true), 'success');
    navigate(`/subscription-success/${plan}`, { replace: true });
  }, [plan, navigate]);

  return (
    <PageContainer title="Confirming your subscription">
      <LinearProgress aria-label="Confirming your subscription" />
    </PageContainer>
  );
}
