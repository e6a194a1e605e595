import { RouterLink } from '@client/components/RouterLink';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRACTICE_TOOL_INFO, type PracticeTool } from '@shared/practice';
import { useAiUsage } from '../api';
import { allowanceText, resetsAtText } from '../model/usage';

/** "N of M left this week, resets Monday" (or unlimited) for one practice tool. */
export function UsageLine({ tool }: { tool: PracticeTool }) {
  const usage = useAiUsage();
  if (usage.isError) return null;
  const text = usage.isPending ? 'Checking your allowance…' : allowanceText(usage.data?.tools[tool]);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AutoAwesome fontSize="small" color="secondary" aria-hidden="true" />
      <Typography
        color="text.secondary"
        data-testid={`usage-${tool}`}
        title={usage.data ? `Resets ${resetsAtText(usage.data.resetsAt)} (UK time)` : undefined}
      >
        {text}
      </Typography>
    </Stack>
  );
}

/** At the weekly limit: when it resets, and where the plans with more attempts are. */
export function LimitAlert({ tool, resetsAt }: { tool: PracticeTool; resetsAt?: string }) {
  const when = resetsAtText(resetsAt);
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>
        You have used this week’s {PRACTICE_TOOL_INFO[tool].name.toLowerCase()} attempts
      </AlertTitle>
      Your allowance resets {when ? `on ${when} (UK time)` : 'on Monday'}.{' '}
      <RouterLink to="/subscription-plans">See the subscription plans</RouterLink> for more attempts each
      week. You can still read the scenarios and write a draft, and your past feedback stays in your history.
    </Alert>
  );
}
