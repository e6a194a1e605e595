import { notify } from '@client/components/feedback/notify';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { PLAN_DETAILS, type Plan, type PurchasablePlan } from '@shared/plans';
import { useId } from 'react';
import { useChangePlan } from '../api';

type Props = {
  /** The plan to switch to; the dialog is closed while null. */
  plan: PurchasablePlan | null;
  from: Plan;
  price: string;
  onClose: () => void;
};

/** Asks before moving a live subscription to another plan (the provider prorates the difference). */
export function SwitchPlanDialog({ plan, from, price, onClose }: Props) {
  const titleId = useId();
  const change = useChangePlan();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Dialog open={plan !== null} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      {plan ? (
        <>
          <DialogTitle id={titleId}>Switch to {PLAN_DETAILS[plan].name}?</DialogTitle>
          <DialogContent>
            <DialogContentText>
              Your subscription moves from {from} to {plan} now, at {price} per month. The difference for the
              rest of this billing period is settled on your next invoice.
            </DialogContentText>
            {change.isError ? (
              <Alert severity="error" sx={{ mt: 2 }}>
                {change.error.message}
              </Alert>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button onClick={close}>Keep {from}</Button>
            <Button
              variant="contained"
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
              Confirm switch
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
