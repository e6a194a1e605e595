import type { ToolUsage } from '@shared/contracts/ai';

// The allowance line of the practice screens, worded as on the AI tools hub ("N of M left this week, resets
// Monday"); client features do not import each other, so the few lines are repeated here.

export function allowanceText(usage: ToolUsage | undefined): string {
  if (!usage) return '';
  if (usage.limit === null) return 'Unlimited attempts on your plan';
  const left = Math.max(0, usage.remaining ?? 0);
  return `${left} of ${usage.limit} left this week, resets Monday`;
}

export const atLimit = (usage: ToolUsage | undefined) =>
  Boolean(usage && usage.limit !== null && (usage.remaining ?? 0) <= 0);

/** "Monday 12 January, 00:00" in London time. */
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
