import { useAuth } from '@client/components/auth/auth-context';
import { notify } from '@client/components/feedback/notify';
import { formatDate } from '@client/lib/format';
import { leaveFor } from '@client/lib/leave';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PLAN_DETAILS, type Plan, PURCHASABLE_PLANS } from '@shared/plans';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import {
  useCancelSubscription,
  useChangePlan,
  useOpenPortal,
  usePlans,
  useResumeSubscription,
  useSubscription,
} from '../api';
import { isLive, monthlyPrice, type Subscription } from '../lib/display';
import { PlanChip } from './PlanChip';
import { SubscriptionFacts } from './SubscriptionFacts';

const SUBSCRIPTION_DETAILS_FAILED = 'Failed to fetch subscription details';

function SeePlans() {
  return (
    <div>
      <Button component={Link} to="/subscription-plans" variant="contained">
        See plans
      </Button>
    </div>
  );
}

function CancelDialog({
  open,
  subscription,
  onClose,
}: {
  open: boolean;
  subscription: Subscription;
  onClose: () => void;
}) {
  const titleId = useId();
  const cancel = useCancelSubscription();
  const until = formatDate(subscription.currentPeriodEnd);
  const access = until ? `until ${until}` : 'until the end of your current billing period';
  const close = () => {
    cancel.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Cancel your subscription?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Your access to {subscription.plan} continues {access}. After that you move to the FREE plan and no
          further payments are taken. You can resume before then.
        </DialogContentText>
        {cancel.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {cancel.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close}>Keep subscription</Button>
        <Button
          color="error"
          variant="contained"
          disabled={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: () => {
                notify(`Your subscription is cancelled. You keep ${subscription.plan} ${access}.`, 'success');
                close();
              },
            })
          }
        >
          Confirm cancellation
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function ChangePlanDialog({
  open,
  current,
  price,
  onClose,
}: {
  open: boolean;
  current: Plan;
  price: (plan: Plan) => string;
  onClose: () => void;
}) {
  const titleId = useId();
  const change = useChangePlan();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Change plan</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Your plan changes at once; the difference for this billing period is settled on your next invoice.
        </DialogContentText>
        <Stack component="ul" spacing={2} sx={{ p: 0, m: 0, listStyle: 'none' }}>
          {PURCHASABLE_PLANS.filter((plan) => plan !== current).map((plan) => (
            <Stack
              component="li"
              key={plan}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{
                alignItems: { xs: 'flex-start', sm: 'center' },
                justifyContent: 'space-between',
                borderLeft: `4px solid ${PLAN_DETAILS[plan].colour}`,
                pl: 1.5,
              }}
            >
              <Stack spacing={0.5}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <PlanChip plan={plan} />
                  <Typography sx={{ fontWeight: 600 }}>{price(plan)} per month</Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {PLAN_DETAILS[plan].tagline}
                </Typography>
              </Stack>
              <Button
                variant="outlined"
                disabled={change.isPending}
                onClick={() =>
                  change.mutate(plan, {
                    onSuccess: () => {
                      notify(`Your plan is now ${plan}.`, 'success');
                      close();
                    },
                  })
                }
              >
                Switch to {plan}
              </Button>
            </Stack>
          ))}
        </Stack>
        {change.isError ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {change.error.message}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function ManageSubscription({ plan, subscription }: { plan: Plan; subscription: Subscription }) {
  const plans = usePlans();
  const resume = useResumeSubscription();
  const portal = useOpenPortal();
  const [dialog, setDialog] = useState<'cancel' | 'change' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const price = (p: Plan) => monthlyPrice(p, plans.data);
  const failure = resume.error ?? portal.error;

  return (
    <Stack spacing={2}>
      <SubscriptionFacts plan={plan} subscription={subscription} price={price(subscription.plan)} />
      {failure ? <Alert severity="error">{failure.message}</Alert> : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 1.5 }}>
        {subscription.cancelAtPeriodEnd ? (
          <Button
            variant="contained"
            disabled={resume.isPending}
            onClick={() =>
              resume.mutate(undefined, {
                onSuccess: () => notify('Your subscription will continue.', 'success'),
              })
            }
          >
            Resume subscription
          </Button>
        ) : (
          <>
            <Button variant="contained" onClick={() => setDialog('change')}>
              Change plan
            </Button>
            <Button variant="outlined" color="error" onClick={() => setDialog('cancel')}>
              Cancel subscription
            </Button>
          </>
        )}
        <Button
          variant="outlined"
          disabled={portal.isPending || leaving}
          onClick={() =>
            portal.mutate(undefined, {
              onSuccess: (url) => {
                setLeaving(true);
                leaveFor(url);
              },
            })
          }
        >
          Update card
        </Button>
      </Stack>
      <CancelDialog open={dialog === 'cancel'} subscription={subscription} onClose={() => setDialog(null)} />
      <ChangePlanDialog
        open={dialog === 'change'}
        current={subscription.plan}
        price={price}
        onClose={() => setDialog(null)}
      />
    </Stack>
  );
}

/** The profile's view of the subscription: what it is, when it renews, and the ways to change it. */
export function SubscriptionCard() {
  const { user } = useAuth();
  const subscription = useSubscription(Boolean(user));
  if (!user) return null;

  if (subscription.isPending) {
    return (
      <Stack spacing={1} role="status" aria-label="Loading your subscription">
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </Stack>
    );
  }
  if (subscription.isError) {
    // A failed details lookup gives status active with the session's plan.
    return (
      <Stack spacing={2}>
        <Alert severity="info" variant="outlined">
          {SUBSCRIPTION_DETAILS_FAILED}
        </Alert>
        <SubscriptionFacts plan={user.plan ?? 'FREE'} subscription={null} price="" />
        <SeePlans />
      </Stack>
    );
  }
  const { plan, subscription: current } = subscription.data;
  if (isLive(current)) return <ManageSubscription plan={plan} subscription={current} />;
  return (
    <Stack spacing={2}>
      <SubscriptionFacts plan={plan} subscription={current} price="" />
      <SeePlans />
    </Stack>
  );
}
