import { useAuth } from '@client/components/auth/auth-context';
import { PageContainer } from '@client/components/PageContainer';
import { RouterLink } from '@client/components/RouterLink';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { PlanItem } from '@shared/contracts/billing';
import { isPurchasable, type Plan, type PurchasablePlan } from '@shared/plans';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { usePlans, useSubscription } from '../api';
import { PlanCard } from '../components/PlanCard';
import { SwitchPlanDialog } from '../components/SwitchPlanDialog';
import { isLive, monthlyPrice } from '../lib/display';

/** The five plans side by side (one column on a phone), the user's own marked. */
export default function SubscriptionPlansPage() {
  const { user } = useAuth();
  const plans = usePlans();
  const subscription = useSubscription(Boolean(user));
  const [switchTo, setSwitchTo] = useState<PurchasablePlan | null>(null);
  const currentPlan: Plan | null = user ? (subscription.data?.plan ?? user.plan) : null;
  const live = isLive(subscription.data?.subscription);
  const items = plans.data ?? [];

  const actionFor = (item: PlanItem): ReactNode => {
    const plan = item.id;
    if (!isPurchasable(plan) || !item.purchasable) {
      return plan === 'BASIC' ? (
        <Typography variant="body2" color="text.secondary">
          Ask your university or course provider about access.
        </Typography>
      ) : null;
    }
    if (plan === currentPlan) return null;
    const sx = { bgcolor: item.colour, '&:hover': { bgcolor: item.colour, filter: 'brightness(0.9)' } };
    if (!user) {
      return (
        <Button component={Link} to="/login" variant="contained" sx={sx} fullWidth>
          Choose {plan}
        </Button>
      );
    }
    if (live) {
      return (
        <Button
          variant="contained"
          sx={sx}
          fullWidth
          disabled={subscription.isPending}
          onClick={() => setSwitchTo(plan)}
        >
          Switch to {plan}
        </Button>
      );
    }
    return (
      <Button
        component={Link}
        to={`/payment/${plan}`}
        variant="contained"
        sx={sx}
        fullWidth
        disabled={subscription.isPending}
      >
        Choose {plan}
      </Button>
    );
  };

  return (
    <PageContainer
      title="Subscription plans"
      maxWidth="lg"
      intro="Every plan includes all the study features. Paid plans add more AI practice each week; cancel any time."
    >
      {!user ? (
        <Alert severity="info">
          <RouterLink to="/login">Log in</RouterLink> or{' '}
          <RouterLink to="/register">create an account</RouterLink> to choose a plan.
        </Alert>
      ) : null}
      {plans.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading the plans" />
        </Box>
      ) : plans.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          }
        >
          The plans could not be loaded. {plans.error.message}
        </Alert>
      ) : (
        <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {items.map((item) => (
            <Grid key={item.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
              <PlanCard
                item={item}
                items={items}
                current={item.id === currentPlan}
                action={actionFor(item)}
              />
            </Grid>
          ))}
        </Grid>
      )}
      {user && currentPlan ? (
        <SwitchPlanDialog
          plan={switchTo}
          from={live && subscription.data?.subscription ? subscription.data.subscription.plan : currentPlan}
          price={switchTo ? monthlyPrice(switchTo, items) : ''}
          onClose={() => setSwitchTo(null)}
        />
      ) : null}
    </PageContainer>
  );
}
