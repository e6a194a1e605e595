import type { ToolUsage } from '@shared/contracts/ai';
import { useQuery } from '@tanstack/react-query';
import { call } from './api';

// The week's allowance of every AI tool. The AI tools hub, the SBAQ quizzes and the SQE2 practice
// tools all show it, so they share one cached query: whichever screen uses up an attempt refreshes it here.

export const usageKey = ['ai', 'usage'] as const;

export function useAiUsage() {
  return useQuery({ queryKey: usageKey, queryFn: ({ signal }) => call('GET /api/ai/usage', {}, { signal }) });
}

type Allowance = Pick<ToolUsage, 'limit' | 'remaining'>;

/** "2 of 3 left this week, resets Monday"; `unlimited` on a plan without a limit; '' while unknown. */
export function allowanceText(usage: Allowance | undefined, unlimited = 'Unlimited'): string {
  if (!usage) return '';
  if (usage.limit === null) return unlimited;
  return `${Math.max(0, usage.remaining ?? 0)} of ${usage.limit} left this week, resets Monday`;
}

/** No uses left this week: a screen offers the plans page instead of a button that would fail. */
export const atLimit = (usage: Allowance | undefined) =>
  Boolean(usage && usage.limit !== null && (usage.remaining ?? 0) <= 0);

/** "Monday 12 January, 00:00" in London time; '' when unknown. */
export function resetsAtText(resetsAt: string | undefined): string {
  if (!resetsAt || Number.isNaN(Date.parse(resetsAt))) return '';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(resetsAt));
}
