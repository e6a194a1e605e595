import { allowanceText, resetsAtText } from '@client/lib/ai-usage';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToolUsage } from '@shared/contracts/ai';
import type { ReactNode } from 'react';
import { RouterLink } from './RouterLink';

type LineProps = {
  /** The tool's line of the week's usage; undefined while loading or when it could not be loaded. */
  usage: ToolUsage | undefined;
  pending: boolean;
  resetsAt?: string;
  /** What a plan without a limit reads: "Unlimited attempts on your plan". */
  unlimited?: string;
};

/** "N of M left this week, resets Monday" for one AI tool, with the exact reset time on hover. */
export function AllowanceLine({ usage, pending, resetsAt, unlimited }: LineProps) {
  const text = pending ? 'Checking your allowance…' : allowanceText(usage, unlimited);
  // Nothing to say when the usage could not be loaded: the tool itself still works until the server refuses.
  if (!text) return null;
  const when = resetsAtText(resetsAt);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AutoAwesome fontSize="small" color="secondary" aria-hidden="true" />
      <Typography color="text.secondary" title={when ? `Resets ${when} (UK time)` : undefined}>
        {text}
      </Typography>
    </Stack>
  );
}

type AlertProps = {
  /** What the week's allowance counts, in the plural: "SBAQ quizzes", "interviews". */
  what: string;
  resetsAt?: string;
  /** What the user can still do meanwhile. */
  children?: ReactNode;
};

/** At the weekly limit: when the allowance resets, and where the plans with more of `what` are. */
export function WeeklyLimitAlert({ what, resetsAt, children }: AlertProps) {
  const when = resetsAtText(resetsAt);
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>You have used this week’s {what}</AlertTitle>
      Your allowance resets {when ? `on ${when} (UK time)` : 'on Monday'}.{' '}
      <RouterLink to="/subscription-plans">See the subscription plans</RouterLink> for more {what} each week.
      {children ? <> {children}</> : null}
    </Alert>
  );
}
