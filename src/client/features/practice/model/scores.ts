import type { ScorePoint } from '@client/components/ScoreChart';
import type { PracticeSessionSummary } from '@shared/contracts/practice';
import type { Grade } from '@shared/practice';

/** Marked attempts as the history chart's points, oldest first (the history comes newest first). */
export function scorePoints(items: PracticeSessionSummary[]): (ScorePoint & { id: string })[] {
  return items
    .filter((s) => s.status === 'submitted' && s.percent !== null && s.submittedAt)
    .map((s) => ({
      id: s.id,
      at: s.submittedAt ?? s.startedAt,
      percent: s.percent ?? 0,
    }))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
}

/** MUI colours for a grade: A and B green, C blue, D amber, E and F red. */
export function gradeColour(grade: Grade): 'success' | 'info' | 'warning' | 'error' {
  if (grade === 'A' || grade === 'B') return 'success';
  if (grade === 'C') return 'info';
  if (grade === 'D') return 'warning';
  return 'error';
}
