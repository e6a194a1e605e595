import { useAuth } from '@client/components/auth/auth-context';
import { PageContainer } from '@client/components/PageContainer';
import { useAiEngine } from '@client/lib/ai-engine';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PlanItem } from '@shared/contracts/billing';
import { DEFAULT_PRICES, isPurchasable, PLANS, planDetailsFor } from '@shared/plans';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { usePlans } from '../api';
import { AllowanceTable } from '../components/AllowanceTable';
import { PlanCard } from '../components/PlanCard';

/** The plans as the shared tables give them, shown until the server's list (with its prices) arrives. */
function defaultItems(enhancedModel: boolean): PlanItem[] {
  return PLANS.map((id) => ({
    id,
    ...planDetailsFor(id, { enhancedModel }),
    priceMonthly: isPurchasable(id) ? DEFAULT_PRICES[id] : id === 'FREE' ? 0 : null,
    currency: 'GBP',
    purchasable: isPurchasable(id),
  }));
}

/**
 * The public price list: anyone may read it without an account. It imports nothing of the signed-in app, so a
 * visitor downloads only this screen.
 */
export default function PricingPage() {
  const { user } = useAuth();
  const plans = usePlans();
  const engine = useAiEngine();
  const items = plans.data ?? defaultItems(engine.data?.enhancedModel ?? false);

  const actionFor = (item: PlanItem): ReactNode => {
    const sx = { bgcolor: item.colour, '&:hover': { bgcolor: item.colour, filter: 'brightness(0.9)' } };
    if (item.id === 'BASIC')
      return (
        <Typography variant="body2" color="text.secondary">
          Ask your university or course provider about access.
        </Typography>
      );
    if (user) {
      if (item.id === user.plan) return null;
      if (item.id === 'FREE') return null;
      return (
        <Button component={Link} to="/subscription-plans" variant="contained" sx={sx} fullWidth>
          Choose {item.name}
        </Button>
      );
    }
    return (
      <Button component={Link} to="/register" variant="contained" sx={sx} fullWidth>
        {item.id === 'FREE' ? 'Start free' : `Start with ${item.name}`}
      </Button>
    );
  };

  return (
    <PageContainer
      title="Pricing"
      maxWidth="lg"
      intro="Every plan, free included, has all the study features. Paid plans add more AI practice each week; cancel any time."
    >
      {plans.isError ? (
        <Alert severity="warning">
          Today's prices could not be loaded; the standard prices are shown. {plans.error.message}
        </Alert>
      ) : null}
      <Grid container spacing={2} component="ul" sx={{ p: 0, m: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <Grid key={item.id} component="li" size={{ xs: 12, sm: 6, md: 4 }}>
            <PlanCard item={item} items={items} current={item.id === user?.plan} action={actionFor(item)} />
          </Grid>
        ))}
      </Grid>
      <Stack spacing={1.5} component="section" aria-labelledby="allowance-heading">
        <Typography id="allowance-heading" variant="h2" sx={{ fontSize: '1.5rem' }}>
          Weekly AI allowance
        </Typography>
        <AllowanceTable />
        <Typography variant="body2" color="text.secondary">
          Prices are per month in pounds sterling. Weekly limits reset every Monday at midnight, UK time. A
          use counts only when the tool gives you a result: a failed generation costs nothing.
        </Typography>
      </Stack>
    </PageContainer>
  );
}
