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

function lastDays(now: Date, count: number, direction: 1 | -1) {
  const keys: string[] = [];
  let day = studyDay(now);
  for (let i = 0; i < count; i++) {
    keys.push(day.key);
    day = studyDay(direction === 1 ? new Date(day.end.getTime() + 1) : new Date(day.start.getTime() - 1));
  }
  return direction === 1 ? keys : keys.reverse();
}

export async function stats(db: Executor, userId: string, now = new Date()): Promise<StudyStats> {
  const today = studyDay(now);
  const [times, byState, dueDates, done, settings] = await Promise.all([
    repo.reviewTimesSince(db, userId, new Date(today.start.getTime() - 365 * DAY)),
    repo.cardsByState(db, userId),
    repo.dueDatesBefore(db, userId, new Date(today.end.getTime() + 29 * DAY)),
    repo.studiedSince(db, userId, today.start),
    getSettings(db, userId),
  ]);

  const perDay = new Map<string, number>();
  for (const r of times) {
    const key = studyDay(r.at).key;
    perDay.set(key, (perDay.get(key) ?? 0) + 1);
  }
  const monthAgo = now.getTime() - 30 * DAY;
  const recentReviews = times.filter((r) => r.state === 2 && r.at.getTime() >= monthAgo);

  const forecastKeys = lastDays(now, 30, 1);
  const forecast = new Map(forecastKeys.map((k) => [k, 0]));
  for (const { due } of dueDates) {
    // Overdue cards count on day 0, as Anki's forecast does.
    const key = due < today.end ? today.key : studyDay(due).key;
    if (forecast.has(key)) forecast.set(key, (forecast.get(key) ?? 0) + 1);
  }
  const dueToday = forecast.get(today.key) ?? 0;

  return {
    reviewsPerDay: lastDays(now, 365, -1).map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    trueRetention: recentReviews.length
      ? recentReviews.filter((r) => r.rating > 1).length / recentReviews.length
      : null,
    cardsByState: byState,
    forecast: forecastKeys.map((date) => ({ date, count: forecast.get(date) ?? 0 })),
    today: {
      reviewed: done.reviewed,
      due: Math.min(dueToday, settings.reviewsPerDay),
      newStudied: done.newStudied,
    },
    streakDays: streak(new Set(perDay.keys()), now),
  };
}

/**
 * Reviews due today as `stats` counts them (overdue ones included, within the daily review limit), without
 * reading a year of history: for screens that show only this figure.
 */
export async function dueToday(db: Executor, userId: string, now = new Date()): Promise<number> {
  const [dues, settings] = await Promise.all([
    repo.dueDatesBefore(db, userId, studyDay(now).end),
    getSettings(db, userId),
  ]);
  return Math.min(dues.length, settings.reviewsPerDay);
}
