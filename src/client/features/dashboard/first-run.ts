import type { StudyStats } from '@shared/contracts/study';

export type FirstRunStep = 'subjects' | 'cards' | 'study';
export type FirstRun = { done: Record<FirstRunStep, boolean> } | null;

/**
 * Where a new user stands in the getting-started guide; null once they have answered a card (the guide has
 * done its work) or while it is not known yet.
 */
export function firstRun(
  stats: Pick<StudyStats, 'reviewsPerDay' | 'cardsByState'> | undefined,
  subjectCount: number | undefined,
): FirstRun {
  if (!stats || subjectCount === undefined) return null;
  if (stats.reviewsPerDay.some((d) => d.count > 0)) return null;
  const cards = Object.values(stats.cardsByState).reduce((n, c) => n + c, 0);
  return { done: { subjects: subjectCount > 0, cards: cards > 0, study: false } };
}

const DAY_MS = 86_400_000;

/**
 * "Welcome" for someone starting out, "Welcome back" for someone returning: while the guide shows, or (before
 * the figures arrive) for an account opened in the last day.
 */
export function greetingFor(
  guide: FirstRun,
  statsKnown: boolean,
  createdAt: string,
  now = Date.now(),
): string {
  if (guide) return 'Welcome';
  if (statsKnown) return 'Welcome back';
  return now - new Date(createdAt).getTime() < DAY_MS ? 'Welcome' : 'Welcome back';
}
