import type { StudyStats } from '../../../shared/contracts/study';
import { studyDay } from '../../../shared/time';
import type { Executor } from '../../db/connect';
import * as repo from './repo';
import { getSettings } from './service';

const DAY = 86_400_000;

/** Consecutive study days with at least one review, ending today (or yesterday, if today has none yet). */
export function streak(dayKeys: Set<string>, now: Date): number {
  let cursor = studyDay(now);
  if (!dayKeys.has(cursor.key)) cursor = studyDay(new Date(cursor.start.getTime() - 1));
  let n = 0;
  while (dayKeys.has(cursor.key)) {
    n += 1;
    cursor = studyDay(new Date(cursor.start.getTime() - 1));
  }
  return n;
}

/** `count` consecutive study days ending (-1) or starting (1) with the one containing `now`, oldest first. */
function studyDays(now: Date, count: number, direction: 1 | -1) {
  const days: Array<ReturnType<typeof studyDay>> = [];
  let day = studyDay(now);
  for (let i = 0; i < count; i++) {
    days.push(day);
    day = studyDay(direction === 1 ? new Date(day.end.getTime() + 1) : new Date(day.start.getTime() - 1));
  }
  return direction === 1 ? days : days.reverse();
}

/** The days' starts, then the last one's end: what the repo's per-day counts take. */
const boundsOf = (days: Array<{ start: Date; end: Date }>) => [...days.map((d) => d.start), days.at(-1)!.end];

/**
 * The study figures. Study days are worked out here (they start at 04:00 London time and change length when
 * the clocks do); the database counts reviews and due cards into them, so a year of history (a few hundred
 * thousand reviews for a student who imported Anki's) is never read row by row.
 */
export async function stats(db: Executor, userId: string, now = new Date()): Promise<StudyStats> {
  const today = studyDay(now);
  const year = studyDays(now, 365, -1);
  const month = studyDays(now, 30, 1);
  const [reviewed, recent, byState, due, done, settings] = await Promise.all([
    repo.reviewsPerDay(db, userId, boundsOf(year)),
    repo.reviewAnswersSince(db, userId, new Date(now.getTime() - 30 * DAY)),
    repo.cardsByState(db, userId),
    repo.duePerDay(db, userId, boundsOf(month)),
    repo.studiedSince(db, userId, today.start),
    getSettings(db, userId),
  ]);

  return {
    reviewsPerDay: year.map((day, i) => ({ date: day.key, count: reviewed[i]! })),
    trueRetention: recent.answered ? recent.remembered / recent.answered : null,
    cardsByState: byState,
    forecast: month.map((day, i) => ({ date: day.key, count: due[i]! })),
    today: {
      reviewed: done.reviewed,
      due: Math.min(due[0]!, settings.reviewsPerDay),
      newStudied: done.newStudied,
    },
    streakDays: streak(new Set(year.filter((_, i) => reviewed[i]! > 0).map((day) => day.key)), now),
  };
}

/**
 * Reviews due today as `stats` counts them (overdue ones included, within the daily review limit), without
 * reading a year of history: for screens that show only this figure.
 */
export async function dueToday(db: Executor, userId: string, now = new Date()): Promise<number> {
  const [due, settings] = await Promise.all([
    repo.dueCountBefore(db, userId, studyDay(now).end),
    getSettings(db, userId),
  ]);
  return Math.min(due, settings.reviewsPerDay);
}
