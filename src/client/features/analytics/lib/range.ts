import { londonDateKey } from '@shared/time';

// Ranges of London days as the server takes them (GET /api/admin/analytics: from and to both included).

export const MAX_RANGE_DAYS = 366;
const DAY_MS = 86_400_000;
const dayNumber = (key: string) => Date.parse(`${key}T00:00:00Z`) / DAY_MS;
const dayKey = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

export type DayRange = { from: string; to: string };

/** The last `days` days up to today (London). */
export function lastDays(days: number, now = new Date()): DayRange {
  const to = londonDateKey(now);
  return { from: dayKey(dayNumber(to) - (days - 1)), to };
}

export function rangeDays(range: DayRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Both ends real days, start not after the end, at most 366 days. */
export function isValidRange(range: DayRange): boolean {
  const days = rangeDays(range);
  return (
    /^\d{4}-\d\d-\d\d$/.test(range.from) &&
    /^\d{4}-\d\d-\d\d$/.test(range.to) &&
    Number.isFinite(days) &&
    days >= 1 &&
    days <= MAX_RANGE_DAYS
  );
}

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** "3 Mar 2026" for a day key. */
export const formatDay = (key: string) => longDate.format(new Date(`${key}T00:00:00Z`));
/** "3 Mar" for a day key (chart axes). */
export const formatShortDay = (key: string) => shortDate.format(new Date(`${key}T00:00:00Z`));
