import { useAuth } from '@client/components/auth/auth-context';
import { PageContainer } from '@client/components/PageContainer';
import { useAiEngine } from '@client/lib/ai-engine';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@shared/errors';
import { isPurchasable, type Plan, type PurchasablePlan, planDetailsFor } from '@shared/plans';
import { Link, useParams } from 'react-router';
import { useSubscription } from '../api';
import { PlanBenefits } from '../components/PlanBenefits';
import { PlanChip } from '../components/PlanChip';

/** The plan from the path, else the user's (when it is a paid plan), else PREMIUM. */
function chosenPlan(fromPath: string | undefined, stored: Plan | undefined): PurchasablePlan {
  const upper = fromPath?.toUpperCase() ?? '';
  if (isPurchasable(upper)) return upper;
  if (stored && isPurchasable(stored)) return stored;
  return 'PREMIUM';
}

/** What the new plan brings, and where to start. */
export default function SubscriptionSuccessPage() {
  const { user } = useAuth();
  const { plan: fromPath } = useParams();
  const subscription = useSubscription(Boolean(user));
  const engine = useAiEngine();

  if (!user) {
    return (
      <PageContainer title="Subscription">
        <Alert severity="warning">{MESSAGES.mustBeLoggedIn}</Alert>
      </PageContainer>
    );
  }
  if (subscription.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress aria-label="Loading your subscription" />
      </Box>
    );
  }
  if (subscription.isError) {
    return (
      <PageContainer title="Subscription">
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void subscription.refetch()}>
              Try again
            </Button>
          }
        >
          {MESSAGES.subscriptionLoadFailed}
        </Alert>
      </PageContainer>
    );
  }

  const plan = chosenPlan(fromPath, subscription.data.plan);
  const details = planDetailsFor(plan, { enhancedModel: engine.data?.enhancedModel ?? false });
  return (
    <PageContainer title={`Welcome to ${details.name}`} intro={details.tagline}>
      <Card variant="outlined" sx={{ borderTop: `8px solid ${details.colour}` }}>
        <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={2}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
              <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
                Your plan
              </Typography>
              <PlanChip plan={plan} />
            </Stack>
            <Typography>{details.description}</Typography>
            <PlanBenefits
              benefits={details.benefits}
              colour={details.colour}
              label={`${details.name} benefits`}
            />
          </Stack>
        </CardContent>
      </Card>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button component={Link} to="/dashboard" variant="contained" size="large">
          Go to Dashboard
        </Button>
        <Button component={Link} to="/ai-tools" variant="outlined" size="large">
          Explore the AI tools
        </Button>
      </Stack>
    </PageContainer>
  );
}
