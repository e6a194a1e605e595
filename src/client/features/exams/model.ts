import type { PlanDay } from '@shared/contracts/exams';

export { examCountdown } from '@shared/contracts/exams';

// Pure rules of the exams screens, kept apart from React so they can be tested directly.

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The form's date and time, typed the UK way ('20/01/2027', '09:30', 24-hour clock) and read in the
 * browser's own time zone: the ISO instant, or a message for the field that is wrong.
 */
export function parseUkDateTime(
  date: string,
  time: string,
): { ok: true; iso: string } | { ok: false; field: 'date' | 'time'; message: string } {
  const d = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(date);
  if (!d) return { ok: false, field: 'date', message: 'Enter the date as DD/MM/YYYY, e.g. 20/01/2027.' };
  const t = /^\s*(\d{1,2})[:.](\d{2})\s*$/.exec(time);
  if (!t)
    return { ok: false, field: 'time', message: 'Enter the time as HH:MM on the 24-hour clock, e.g. 09:30.' };
  const [day, month, year] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const [hour, minute] = [Number(t[1]), Number(t[2])];
  if (hour > 23 || minute > 59) return { ok: false, field: 'time', message: 'That time does not exist.' };
  const at = new Date(year, month - 1, day, hour, minute);
  // Date rolls 31/02 over into March: a date that comes back different did not exist.
  if (at.getFullYear() !== year || at.getMonth() !== month - 1 || at.getDate() !== day)
    return { ok: false, field: 'date', message: 'That date does not exist.' };
  return { ok: true, iso: at.toISOString() };
}

/** The form's fields for a stored instant, in the browser's time zone. */
export function ukDateTimeFields(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return { date: '', time: '' };
  return {
    date: `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`,
    time: `${pad(at.getHours())}:${pad(at.getMinutes())}`,
  };
}

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
/** 'Wed 20 Jan 2027, 09:30' in the browser's time zone. */
export function formatExamTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '' : whenFormat.format(at).replace(/^(\w+),/, '$1');
}

const dayFormat = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
/** 'Mon 18 Jan' for a plan day key ('2027-01-18'); keys are calendar days, so read them as UTC. */
export const planDayLabel = (key: string) => dayFormat.format(new Date(`${key}T00:00:00Z`)).replace(',', '');

/** Totals of a plan and its busiest day, for the summary above the table. */
export function planSummary(plan: PlanDay[]) {
  let reviews = 0;
  let newCards = 0;
  let busiest: { date: string; total: number } | null = null;
  for (const day of plan) {
    reviews += day.reviews;
    newCards += day.newCards;
    const total = day.reviews + day.newCards;
    if (total > 0 && (!busiest || total > busiest.total)) busiest = { date: day.date, total };
  }
  return { reviews, newCards, busiest };
}

/** Whether an exam is still ahead (upcoming ones are shown normally, past ones greyed). */
export const isUpcoming = (startsAt: string, now = Date.now()) => Date.parse(startsAt) >= now;
