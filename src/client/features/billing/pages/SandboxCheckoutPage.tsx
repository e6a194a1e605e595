import { PageContainer } from '@client/components/PageContainer';
import { formatCurrency } from '@client/lib/format';
import { leaveFor } from '@client/lib/leave';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PLAN_DETAILS } from '@shared/plans';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useParams } from 'react-router';
import { type SandboxCheckout, useSandboxCancel, useSandboxCheckout, useSandboxPay } from '../api';
import { CardNumberField, cardNumberProblem } from '../components/CardNumberField';
import { PlanChip } from '../components/PlanChip';
import { SandboxBanner } from '../components/TestCards';

const CLOSED: Record<
  Exclude<SandboxCheckout['status'], 'open'>,
  { text: string; to: string; label: string }
> = {
  awaiting_payment: {
    text: 'Your payment is being confirmed. Ratio updates your plan as soon as it arrives.',
    to: '/payment-success',
    label: 'Return to Ratio',
  },
  complete: {
    text: 'This checkout is complete: the payment was taken.',
    to: '/profile',
    label: 'Go to your profile',
  },
  failed: {
    text: 'The payment for this checkout failed. Nothing was charged.',
    to: '/subscription-plans',
    label: 'See the plans',
  },
  expired: {
    text: 'This checkout has expired. Nothing was charged.',
    to: '/subscription-plans',
    label: 'See the plans',
  },
};

function PaymentForm({ session }: { session: SandboxCheckout }) {
  const pay = useSandboxPay(session.id);
  const cancel = useSandboxCancel(session.id);
  const [cardNumber, setCardNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [problem, setProblem] = useState('');
  const [leaving, setLeaving] = useState(false);
  const busy = pay.isPending || cancel.isPending || leaving;
  const leave = (to: string) => {
    setLeaving(true);
    leaveFor(to);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardNumberProblem(cardNumber);
    setProblem(found);
    if (found) return;
    cancel.reset();
    pay.mutate(cardNumber, { onSuccess: leave });
  };
  const pick = (value: string) => {
    setCardNumber(value);
    setProblem('');
    pay.reset();
  };
  const error = pay.error ?? cancel.error;

  return (
    <Stack spacing={3}>
      <SandboxBanner onPick={pick} />
      <Box component="form" noValidate onSubmit={submit} aria-label="Card details">
        <Stack spacing={2}>
          <CardNumberField
            value={cardNumber}
            onChange={(value) => {
              setCardNumber(value);
              setProblem('');
            }}
            error={problem}
          />
          {/* The labels stay above the fields: the browser's card autofill fills these two without the events
              that float a label, which left the label lying over the filled-in text. */}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label="Expiry"
              value={expiry}
              onChange={(e) => setExpiry(e.target.value)}
              autoComplete="cc-exp"
              placeholder="MM/YY"
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
            />
            <TextField
              label="CVC"
              value={cvc}
              onChange={(e) => setCvc(e.target.value)}
              autoComplete="cc-csc"
              placeholder="123"
              fullWidth
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
            />
          </Stack>
          {error ? (
            <Alert severity="error" role="alert">
              {error.message}
            </Alert>
          ) : null}
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={
              pay.isPending || leaving ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : null
            }
          >
            Pay
          </Button>
          <Button
            onClick={() => {
              pay.reset();
              cancel.mutate(undefined, { onSuccess: leave });
            }}
            disabled={busy}
          >
            Cancel and return to Ratio
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

/** The sandbox's stand-in for Stripe Checkout (docs/product.md, "Payments"): looks like one, takes nothing. */
export default function SandboxCheckoutPage() {
  const id = useParams().id ?? '';
  const checkout = useSandboxCheckout(id);

  let body: ReactNode;
  if (checkout.isPending) {
    body = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label="Loading the checkout" />
      </Box>
    );
  } else if (checkout.isError) {
    body = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ width: '100%' }}>
          This checkout could not be opened. {checkout.error.message}
        </Alert>
        <Button component={Link} to="/subscription-plans" variant="contained">
          See the plans
        </Button>
      </Stack>
    );
  } else {
    const session = checkout.data;
    const details = PLAN_DETAILS[session.plan];
    const closed = session.status === 'open' ? null : CLOSED[session.status];
    body = (
      <Stack spacing={3}>
        <Card
          variant="outlined"
          component="section"
          aria-label="Order summary"
          sx={{ borderTop: `8px solid ${details.colour}` }}
        >
          <CardContent>
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' } }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                  Ratio {details.name}
                </Typography>
                <PlanChip plan={session.plan} />
              </Stack>
              <Typography sx={{ fontWeight: 700 }}>
                {formatCurrency(session.priceMonthly, session.currency)} per month
              </Typography>
            </Stack>
          </CardContent>
        </Card>
        {closed ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity={session.status === 'complete' ? 'success' : 'info'} sx={{ width: '100%' }}>
              {closed.text}
            </Alert>
            <Button
              component={Link}
              to={closed.to === '/payment-success' ? `/payment-success?plan=${session.plan}` : closed.to}
              variant="contained"
            >
              {closed.label}
            </Button>
          </Stack>
        ) : (
          <PaymentForm session={session} />
        )}
      </Stack>
    );
  }

  return (
    <PageContainer title="Checkout" maxWidth="sm">
      {body}
    </PageContainer>
  );
}
