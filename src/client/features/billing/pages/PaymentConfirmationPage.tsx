import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import { ApiError } from '@client/lib/api';
import { leaveFor } from '@client/lib/leave';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Lock from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_DETAILS } from '@shared/plans';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCheckout, usePlans } from '../api';
import { PlanChip } from '../components/PlanChip';
import { NotForSale, usePlanParam } from '../components/PlanParam';
import { monthlyPrice } from '../lib/display';
import { clearPending, writePending } from '../lib/pending';

/** Step 2 of buying: the charge in words, then off to the provider's checkout. */
export default function PaymentConfirmationPage() {
  const { plan, raw } = usePlanParam();
  const plans = usePlans();
  const checkout = useCheckout();
  // Stays true once the browser is on its way to the checkout, so the button cannot start a second one.
  const [leaving, setLeaving] = useState(false);
  if (!plan) return <NotForSale raw={raw} title="Confirm your subscription" />;

  const details = PLAN_DETAILS[plan];
  const price = monthlyPrice(plan, plans.data);
  const busy = checkout.isPending || leaving;

  const proceed = () => {
    // The marker is written before leaving, so whichever page the provider sends us back to knows
    // which plan to confirm.
    writePending(plan);
    checkout.mutate(plan, {
      onSuccess: (url) => {
        setLeaving(true);
        leaveFor(url);
      },
      onError: () => clearPending(),
    });
  };

  return (
    <PageContainer title="Confirm your subscription">
      <Card variant="outlined" sx={{ borderTop: `8px solid ${details.colour}` }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
                {details.name}
              </Typography>
              <PlanChip plan={plan} />
            </Stack>
            {plans.isPending ? (
              <CircularProgress size={24} aria-label="Loading the price" />
            ) : (
              <Typography sx={{ fontSize: '1.1rem' }}>
                You will be charged {price} per month for {plan}, starting today, until you cancel. You can
                cancel at any time from your profile and keep {plan} until the end of the month you have paid
                for.
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              You will enter your card on a secure checkout page and come back to Ratio when it is done.
            </Typography>
          </Stack>
        </CardContent>
      </Card>

      {checkout.isError ? (
        <Alert severity="error">
          {checkout.error.message}
          {checkout.error instanceof ApiError && checkout.error.status === 409 ? (
            <Box component="span" sx={{ display: 'block', mt: 1 }}>
              Manage your subscription on your <RouterLink to="/profile">profile</RouterLink>.
            </Box>
          ) : null}
        </Alert>
      ) : null}

      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button component={Link} to={`/payment/${plan}`} startIcon={<ArrowBack />}>
          Back
        </Button>
        <Button
          variant="contained"
          size="large"
          onClick={proceed}
          disabled={busy || plans.isPending}
          startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : <Lock />}
        >
          Proceed to secure checkout
        </Button>
      </Stack>
    </PageContainer>
  );
}
