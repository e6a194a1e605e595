import { PageContainer } from '@client/components/PageContainer';
import { Section } from '@client/components/Section';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SANDBOX_SIMULATIONS } from '@shared/contracts/billing';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import {
  type SandboxSimulation,
  usePlans,
  useSandboxCard,
  useSandboxSimulate,
  useSubscription,
} from '../api';
import { CardNumberField, cardNumberProblem } from '../components/CardNumberField';
import { SubscriptionFacts } from '../components/SubscriptionFacts';
import { SandboxBanner } from '../components/TestCards';
import { monthlyPrice } from '../lib/display';

/** What each simulation does, as Stripe's test clocks and dashboard would (docs/decisions/0020-billing.md). */
const SIMULATIONS: Record<SandboxSimulation, { label: string; effect: string }> = {
  advance_period: {
    label: 'End the billing period now',
    effect: 'Renews the subscription (or ends it, when cancelling) as if the month were over.',
  },
  payment_failed: {
    label: 'Fail the next payment',
    effect: 'The renewal payment is refused: the subscription becomes overdue.',
  },
  trial_ending: { label: 'Announce the end of the trial', effect: 'Sends the "trial ending" notice.' },
  pause: {
    label: 'Pause the subscription',
    effect: 'Payments stop and the plan returns to FREE until resumed.',
  },
  resume: { label: 'Resume the subscription', effect: 'Restarts a paused subscription.' },
  invoice_upcoming: {
    label: 'Announce the upcoming invoice',
    effect: 'Sends the "upcoming invoice" notice.',
  },
};

function CardForm() {
  const card = useSandboxCard();
  const [cardNumber, setCardNumber] = useState('');
  const [problem, setProblem] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = cardNumberProblem(cardNumber);
    setProblem(found);
    if (!found) card.mutate(cardNumber);
  };
  return (
    <Stack spacing={2}>
      <SandboxBanner
        onPick={(value) => {
          setCardNumber(value);
          setProblem('');
          card.reset();
        }}
      />
      <Box component="form" noValidate onSubmit={submit} aria-label="New card">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <CardNumberField
            value={cardNumber}
            onChange={(value) => {
              setCardNumber(value);
              setProblem('');
              card.reset();
            }}
            error={problem}
          />
          {card.isError ? (
            <Alert severity="error" role="alert" sx={{ width: '100%' }}>
              {card.error.message}
            </Alert>
          ) : null}
          {card.isSuccess ? (
            <Alert severity="success" sx={{ width: '100%' }}>
              Your card was updated.
            </Alert>
          ) : null}
          <Button type="submit" variant="contained" disabled={card.isPending}>
            Update card
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}

function Simulations() {
  const simulate = useSandboxSimulate();
  const [last, setLast] = useState<SandboxSimulation | null>(null);
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Make happen now what would otherwise take days. Each event goes through the same path as Stripe's, so
        the plan, the profile and the notifications change as they would for real.
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {SANDBOX_SIMULATIONS.map((action) => (
          <Stack
            component="li"
            key={action}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 0.5, sm: 2 }}
            sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
          >
            <Button
              variant="outlined"
              disabled={simulate.isPending}
              onClick={() => {
                setLast(action);
                simulate.mutate(action);
              }}
              sx={{ flexShrink: 0, minWidth: { sm: 280 } }}
            >
              {SIMULATIONS[action].label}
            </Button>
            <Typography variant="body2" color="text.secondary">
              {SIMULATIONS[action].effect}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {last && simulate.isError ? <Alert severity="error">{simulate.error.message}</Alert> : null}
      {last && simulate.isSuccess ? (
        <Alert severity="success">Done: {SIMULATIONS[last].label.toLowerCase()}.</Alert>
      ) : null}
    </Stack>
  );
}

/** The sandbox's stand-in for Stripe's customer portal: the card on file, and events to try. */
export default function SandboxPortalPage() {
  const subscription = useSubscription();
  const plans = usePlans();
  const view = subscription.data;

  return (
    <PageContainer title="Billing portal" intro="The sandbox's card page. No money is taken here.">
      <div>
        <Button component={Link} to="/profile" startIcon={<ArrowBack />}>
          Back to your profile
        </Button>
      </div>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Section title="Your subscription">
            {subscription.isPending ? (
              <Skeleton width="60%" />
            ) : subscription.isError ? (
              <Alert severity="info" variant="outlined">
                Failed to fetch subscription details
              </Alert>
            ) : view ? (
              <SubscriptionFacts
                plan={view.plan}
                subscription={view.subscription}
                price={view.subscription ? monthlyPrice(view.subscription.plan, plans.data) : ''}
              />
            ) : null}
          </Section>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Section title="Your card">
            <CardForm />
          </Section>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Section title="Sandbox events">
            <Simulations />
          </Section>
        </CardContent>
      </Card>
    </PageContainer>
  );
}
