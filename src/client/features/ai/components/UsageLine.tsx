import { AllowanceLine } from '@client/components/Allowance';
import { useAiUsage } from '@client/lib/ai-usage';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ToolType } from '@shared/ai-limits';
import { MESSAGES } from '@shared/errors';
import { Link } from 'react-router';

/** "N of M left this week, resets Monday" (or "Unlimited") for one tool. */
export function UsageLine({ tool }: { tool: ToolType }) {
  const usage = useAiUsage();
  return (
    <AllowanceLine
      usage={usage.data?.tools[tool]}
      pending={usage.isPending}
      resetsAt={usage.data?.resetsAt}
    />
  );
}

/** The week's allowance is used: say so, and offer the plans page. */
export function LimitAlert() {
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>Weekly limit reached</AlertTitle>
      <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
        <span>{MESSAGES.limitReached}</span>
        <Button component={Link} to="/subscription-plans" variant="contained" color="secondary" size="small">
          See plans and upgrade
        </Button>
      </Stack>
    </Alert>
  );
}
