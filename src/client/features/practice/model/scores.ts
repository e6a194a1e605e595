import type { PracticeSessionSummary } from '@shared/contracts/practice';
import { GRADE_LABELS, type Grade } from '@shared/practice';

// Scores over time, for the history's chart and the sentence beneath it.

export type ScorePoint = { id: string; at: string; percent: number; title: string };

/** Marked attempts, oldest first (the history comes newest first). */
export function scorePoints(items: PracticeSessionSummary[]): ScorePoint[] {
  return items
    .filter((s) => s.status === 'submitted' && s.percent !== null && s.submittedAt)
    .map((s) => ({
      id: s.id,
      at: s.submittedAt ?? s.startedAt,
      percent: s.percent ?? 0,
      title: s.scenarioTitle,
    }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

export type ScoreSummary = { count: number; average: number; latest: number; best: number };

export function scoreSummary(points: ScorePoint[]): ScoreSummary | null {
  if (points.length === 0) return null;
  const percents = points.map((p) => p.percent);
  return {
    count: points.length,
    average: Math.round(percents.reduce((a, b) => a + b, 0) / percents.length),
    latest: percents.at(-1) ?? 0,
    best: Math.max(...percents),
  };
}

/** "B · Clearly satisfactory". */
export const gradeText = (grade: Grade) => `${grade} · ${GRADE_LABELS[grade]}`;

/** MUI colours for a grade: A and B green, C blue, D amber, E and F red. */
export function gradeColour(grade: Grade): 'success' | 'info' | 'warning' | 'error' {
  if (grade === 'A' || grade === 'B') return 'success';
  if (grade === 'C') return 'info';
  if (grade === 'D') return 'warning';
  return 'error';
}
