import { AllowanceLine, WeeklyLimitAlert } from '@client/components/Allowance';
import { EngineLabel } from '@client/components/EngineLabel';
import { atLimit, useAiUsage } from '@client/lib/ai-usage';
import { ApiError } from '@client/lib/api';
import Stack from '@mui/material/Stack';
import { isWrittenTool, type PracticeTool } from '@shared/practice';

// Every practice tool counts its attempts against its own weekly allowance; these say how many are left.

const WHAT: Record<PracticeTool, { one: string; many: string }> = {
  'legal-writing': { one: 'legal writing attempt', many: 'legal writing attempts' },
  'legal-drafting': { one: 'legal drafting attempt', many: 'legal drafting attempts' },
  'case-analysis': { one: 'case and matter analysis attempt', many: 'case and matter analysis attempts' },
  'legal-research': { one: 'legal research attempt', many: 'legal research attempts' },
  interviewing: { one: 'interview', many: 'interviews' },
  advocacy: { one: 'hearing', many: 'hearings' },
};

/** What a plan without a weekly limit reads. */
export const UNLIMITED = 'Unlimited attempts on your plan';

export type ToolAllowance = ReturnType<typeof useToolAllowance>;

/**
 * The tool's allowance this week. `refusal` is an attempt's error: the server's refusal at the limit also
 * says when the allowance resets.
 */
export function useToolAllowance(tool: PracticeTool, refusal?: unknown) {
  const usage = useAiUsage();
  const refused = refusal instanceof ApiError && refusal.code === 'limit_reached' ? refusal : null;
  const toolUsage = usage.data?.tools[tool];
  return {
    usage: toolUsage,
    pending: usage.isPending,
    resetsAt: refused?.resetsAt ?? usage.data?.resetsAt,
    refused: refused !== null,
    limited: atLimit(toolUsage) || refused !== null,
  };
}

/** "N of M left this week, resets Monday", and what will mark the attempt. */
export function PracticeAllowanceLine({ allowance }: { allowance: ToolAllowance }) {
  return (
    <Stack spacing={0.5}>
      <AllowanceLine
        usage={allowance.usage}
        pending={allowance.pending}
        resetsAt={allowance.resetsAt}
        unlimited={UNLIMITED}
      />
      <EngineLabel use="marking" />
    </Stack>
  );
}

/** At the weekly limit: when it resets, where the plans are, and what the candidate can still do. */
export function PracticeLimitAlert({ tool, resetsAt }: { tool: PracticeTool; resetsAt?: string }) {
  return (
    <WeeklyLimitAlert what={WHAT[tool].many} resetsAt={resetsAt}>
      {isWrittenTool(tool)
        ? 'You can still read the scenarios and write a draft, and your past feedback stays in your history.'
        : 'The feedback on your past attempts stays available.'}
    </WeeklyLimitAlert>
  );
}

/** What starting costs: "Starting uses one of the 3 interviews you have left this week." */
export function startCostText(tool: PracticeTool, usage: ToolAllowance['usage']): string {
  const what = WHAT[tool];
  if (!usage) return `Starting uses one ${what.one} from your weekly allowance.`;
  if (usage.limit === null) return `Your plan has no weekly limit on ${what.many}.`;
  const left = Math.max(0, usage.remaining ?? 0);
  if (left === 1) return `Starting uses your last ${what.one} of this week.`;
  return `Starting uses one of the ${left} ${what.many} you have left this week.`;
}
