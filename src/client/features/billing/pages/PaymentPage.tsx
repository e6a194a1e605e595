import { PageContainer } from '@client/components/PageContainer';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router';
import { usePlans } from '../api';
import { OrderSummary } from '../components/OrderSummary';
import { NotForSale, usePlanParam } from '../components/PlanParam';
import { monthlyPrice } from '../lib/display';

/** Step 1 of buying: what the plan costs and brings. */
export default function PaymentPage() {
  const { plan, raw } = usePlanParam();
  const plans = usePlans();
  if (!plan) return <NotForSale raw={raw} title="Order summary" />;
  return (
    <PageContainer title="Order summary" intro="Check the plan before you continue to payment.">
      {plans.isError ? (
        <Alert severity="info">The current prices could not be loaded; the standard price is shown.</Alert>
      ) : null}
      {plans.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading the price" />
        </Box>
      ) : (
        <OrderSummary plan={plan} price={monthlyPrice(plan, plans.data)} />
      )}
      <Stack
        direction={{ xs: 'column-reverse', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button component={Link} to="/subscription-plans" startIcon={<ArrowBack />}>
          Back to plans
        </Button>
        <Button component={Link} to={`/payment-confirmation/${plan}`} variant="contained" size="large">
          Continue
        </Button>
      </Stack>
    </PageContainer>
  );
}
