import { notify } from '@client/components/feedback/notify';
import { FormErrorAlert } from '@client/components/forms/FormErrorAlert';
import { type FieldErrors, serverFieldErrors, validateForm } from '@client/components/forms/form-errors';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ADMIN_MESSAGES, planChangeBody, REASON_MAX } from '@shared/contracts/admin';
import { PLAN_DETAILS, PLANS, type Plan } from '@shared/plans';
import { type FormEvent, useState } from 'react';
import { useChangeUserPlan } from '../api';

type Props = {
  userId: string;
  username: string;
  current: Plan;
  /** The user pays for a plan through billing, which a change here does not cancel. */
  paying: boolean;
};

/** Sets the plan Ratio grants a user (BASIC included), with the reason the audit log keeps. */
export function ChangePlanForm({ userId, username, current, paying }: Props) {
  const [plan, setPlan] = useState<Plan | ''>('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = useChangeUserPlan(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validateForm(planChangeBody, { plan, reason });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    change.mutate(checked.data, {
      onSuccess: ({ user }) => {
        notify(ADMIN_MESSAGES.planChanged(username, PLAN_DETAILS[user.plan].name), 'success');
        setPlan('');
        setReason('');
        change.reset();
      },
      onError: (err) => setErrors(serverFieldErrors(err)),
    });
  };

  const fieldError = Object.keys(errors).length > 0;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <Stack spacing={2} sx={{ maxWidth: 560 }}>
        {paying ? (
          <Alert severity="info">
            This user pays for a plan through billing. A change here does not cancel or alter that
            subscription, and the next billing event for it sets the plan again.
          </Alert>
        ) : null}
        <TextField
          select
          label="New plan"
          value={plan}
          onChange={(e) => setPlan(e.target.value as Plan | '')}
          error={Boolean(errors.plan)}
          helperText={errors.plan ?? `Currently ${PLAN_DETAILS[current].name}.`}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ maxWidth: 320 }}
        >
          <option value="" disabled>
            Choose a plan
          </option>
          {PLANS.map((p) => (
            <option key={p} value={p} disabled={p === current}>
              {`${PLAN_DETAILS[p].name}${p === current ? ' (current)' : ''}`}
            </option>
          ))}
        </TextField>
        <TextField
          label="Reason"
          multiline
          minRows={2}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? 'Kept in the audit log, e.g. "University of Leeds cohort 2026".'}
          slotProps={{ htmlInput: { maxLength: REASON_MAX } }}
        />
        {/* A refusal without a field (409 already on the plan, 403 own plan) is shown here. */}
        {change.error && !fieldError ? (
          <FormErrorAlert title="The plan could not be changed." error={change.error} />
        ) : null}
        <Box>
          <Button type="submit" variant="contained" loading={change.isPending}>
            Change plan
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
