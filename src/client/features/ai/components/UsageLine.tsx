import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToolType } from '@shared/ai-limits';
import { MESSAGES } from '@shared/errors';
import { Link } from 'react-router';
import { useAiUsage } from '../api';
import { allowanceText, resetsAtText } from '../model/usage';

/** "N of M left this week, resets Monday" (or "Unlimited") for one tool. */
export function UsageLine({ tool }: { tool: ToolType }) {
  const usage = useAiUsage();
  const text = usage.isPending ? 'Checking your allowance…' : allowanceText(usage.data?.tools[tool]);
  if (usage.isError) return null;
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
