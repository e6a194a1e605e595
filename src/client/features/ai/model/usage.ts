import type { ToolUsage } from '@shared/contracts/ai';

// The allowance line every AI screen shows (issue 6): "N of M left this week, resets Monday".

export function allowanceText(usage: ToolUsage | undefined): string {
  if (!usage) return '';
  if (usage.limit === null) return 'Unlimited';
  const left = Math.max(0, usage.remaining ?? 0);
  return `${left} of ${usage.limit} left this week, resets Monday`;
}

/** No uses left this week: the screen offers the plans page instead of a button that would fail. */
export const atLimit = (usage: ToolUsage | undefined) =>
  Boolean(usage && usage.limit !== null && (usage.remaining ?? 0) <= 0);

/** "Monday 12 January, 00:00" in London time, for a tooltip on the line. */
export function resetsAtText(resetsAt: string | undefined): string {
  if (!resetsAt) return '';
  return new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  }).format(new Date(resetsAt));
}
