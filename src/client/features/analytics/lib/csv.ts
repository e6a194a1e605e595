import { TOOL_LABELS } from '@shared/ai-limits';
import type { AdminAnalytics } from '@shared/contracts/analytics';
import { PLAN_DETAILS, PLANS } from '@shared/plans';

// The CSV export of the analytics screen: one file, three columns (section, name, value), so every table of
// the screen is in it and a spreadsheet can filter or pivot by section.

export const USER_STAT_LABELS = {
  totalUsers: 'Total users',
  activeToday: 'Active today',
  activeThisWeek: 'Active this week',
  newUsersToday: 'New today',
  newUsersThisWeek: 'New this week',
} as const;

type Row = [section: string, name: string, value: string | number];

export function analyticsRows(data: AdminAnalytics): Row[] {
  const plans = data.subscriptionStats;
  return [
    ['range', 'from', data.range.from],
    ['range', 'to', data.range.to],
    ...(Object.keys(USER_STAT_LABELS) as (keyof typeof USER_STAT_LABELS)[]).map(
      (key): Row => ['users', USER_STAT_LABELS[key], data.userStats[key]],
    ),
    ...PLANS.map((plan): Row => ['users per plan', PLAN_DETAILS[plan].name, plans[planKey(plan)]]),
    ['page views', 'total', data.totalPageViews],
    ...data.pageViewsByDay.map((d): Row => ['page views per day', d.day, d.views]),
    ...data.pageViews.map((p): Row => ['page views per page', p.path, p.views]),
    ...data.toolUsage.map((t): Row => ['ai tool usage', TOOL_LABELS[t.tool], t.uses]),
    ['conversions', 'Premium', data.conversions.premium],
    ['conversions', 'Unlimited', data.conversions.unlimited],
    ['conversions', 'Ultra', data.conversions.ultra],
    ...data.actions.map((a): Row => ['actions', a.name, a.count]),
    ...data.features.map((f): Row => ['feature use', f.name, f.count]),
  ];
}

export const planKey = (plan: (typeof PLANS)[number]) =>
  plan.toLowerCase() as keyof AdminAnalytics['subscriptionStats'];

/** RFC 4180 quoting, and a leading ' on text a spreadsheet would run as a formula (=, +, -, @). */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function analyticsCsv(data: AdminAnalytics): string {
  const lines = [['section', 'name', 'value'], ...analyticsRows(data)].map((row) => row.map(cell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

export const csvFileName = (data: AdminAnalytics) =>
  `ratio-analytics-${data.range.from}-to-${data.range.to}.csv`;

/** Saves the text as a file through the browser's download. */
export function downloadCsv(fileName: string, text: string): void {
  // The byte-order mark tells spreadsheet programs the file is UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
