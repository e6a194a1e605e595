import { RouterLink } from '@client/components/RouterLink';
import AutoAwesome from '@mui/icons-material/AutoAwesome';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ToolUsage } from '@shared/contracts/ai';
import { allowanceText, type ConversationTool } from '../model/conversation';

const WHAT: Record<ConversationTool, { one: string; many: string }> = {
  interviewing: { one: 'interview', many: 'interviews' },
  advocacy: { one: 'hearing', many: 'hearings' },
};

/** "1 of 1 left this week, resets Monday" for the tool. */
export function AllowanceLine({
  tool,
  usage,
  pending,
}: {
  tool: ConversationTool;
  usage?: ToolUsage;
  pending?: boolean;
}) {
  const text = pending ? 'Checking your allowance…' : allowanceText(usage);
  if (!text) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AutoAwesome fontSize="small" color="secondary" aria-hidden="true" />
      <Typography sx={{ fontWeight: 600 }} data-testid={`usage-${tool}`}>
        {text}
      </Typography>
    </Stack>
  );
}

/** At the weekly limit: when it resets, and where the plans with more practice are. */
export function PracticeLimitAlert({ tool }: { tool: ConversationTool }) {
  const what = WHAT[tool];
  return (
    <Alert severity="warning" role="alert">
      <AlertTitle>You have used this week’s {what.many}</AlertTitle>
      Your allowance resets on Monday.{' '}
      <RouterLink to="/subscription-plans">See the subscription plans</RouterLink> for more {what.many} each
      week. The feedback on your past attempts stays available.
    </Alert>
  );
}

/** What starting costs, for the start dialog: "Starting uses one of the 3 interviews you have left this week." */
export function startCostText(tool: ConversationTool, usage: ToolUsage | undefined): string {
  const what = WHAT[tool];
  if (!usage) return `Starting uses one ${what.one} from your weekly allowance.`;
  if (usage.limit === null) return `Your plan has no weekly limit on ${what.many}.`;
  const left = Math.max(0, usage.remaining ?? 0);
  if (left === 1) return `Starting uses your last ${what.one} of this week.`;
  return `Starting uses one of the ${left} ${what.many} you have left this week.`;
}
