import type { PlanDay } from '../../../shared/contracts/exams';
import { studyDay } from '../../../shared/time';

/**
 * The study days to plan before an exam: from today up to the day before the exam's own day. An exam later
 * today still gets today, so the last hours can be planned; an exam that has started gets none.
 */
export function daysBeforeExam(now: Date, startsAt: Date): string[] {
  if (startsAt <= now) return [];
  const examDay = studyDay(startsAt).key;
  const days: string[] = [];
  let day = studyDay(now);
  // A year of days is the most a plan table is useful for; an exam further away is planned to that point.
  while (days.length < 366 && (day.key !== examDay || days.length === 0)) {
    days.push(day.key);
    if (day.key === examDay) break;
    // Midday of the next day, not its first instant: studyDay steps back 4 real hours, which on the night the
    // clocks go forward lands in the day before (so `end + 1 ms` would repeat a day).
    day = studyDay(new Date(day.end.getTime() + 12 * 3_600_000));
  }
  return days;
}

/**
 * Spreads the work left before an exam over its days. Each review stays on the day it falls due (overdue
 * ones today, ones due on the exam day itself on the last day), as the scheduler would show them; new cards
 * are shared out evenly, earlier days taking any remainder, never more than the daily new-card limit.
 */
export function spreadPlan(input: {
  days: string[];
  /** Study-day key on which each review falls due. */
  reviewDays: string[];
  newCards: number;
  newPerDay: number;
}): { plan: PlanDay[]; newCardsNotPlanned: number } {
  const { days, reviewDays, newCards, newPerDay } = input;
  if (days.length === 0) return { plan: [], newCardsNotPlanned: newCards };
  const first = days[0]!;
  const last = days.at(-1)!;
  const reviews = new Map(days.map((d) => [d, 0]));
  for (const key of reviewDays) {
    // Day keys are ISO dates, so string order is date order.
    let day = key;
    if (key < first) day = first;
    else if (key > last) day = last;
    reviews.set(day, (reviews.get(day) ?? 0) + 1);
  }
  const base = Math.floor(newCards / days.length);
  const extra = newCards % days.length;
  let planned = 0;
  const plan = days.map((date, i) => {
    const share = Math.min(newPerDay, base + (i < extra ? 1 : 0));
    planned += share;
    return { date, reviews: reviews.get(date) ?? 0, newCards: share };
  });
  return { plan, newCardsNotPlanned: newCards - planned };
}

/** Whole study days from today to the exam's day (0 on the day itself or after it). */
export function daysLeft(now: Date, startsAt: Date): number {
  const today = studyDay(now).start.getTime();
  const examDay = studyDay(startsAt).start.getTime();
  return Math.max(0, Math.round((examDay - today) / 86_400_000));
}
