import type { StudyStats } from '@shared/contracts/study';

/**
 * True retention as a figure and a caption. It counts answers to learned cards (in review) only, so after a
 * first session of new cards there is nothing to count yet: the caption then says what it waits for and how
 * many answers so far were of cards still being learned, instead of a bare dash.
 */
export function retentionFigure(
  stats: Pick<StudyStats, 'trueRetention' | 'reviewsPerDay'>,
): [string, string] {
  if (stats.trueRetention !== null)
    return [`${Math.round(stats.trueRetention * 100)}%`, 'of learned cards recalled, last 30 days'];
  const answers = stats.reviewsPerDay.slice(-30).reduce((n, day) => n + day.count, 0);
  if (answers === 0) return ['—', 'starts with your first review of a learned card'];
  return [
    '—',
    `starts when a learned card comes back for review; your ${answers.toLocaleString('en-GB')} ${
      answers === 1 ? 'answer so far was' : 'answers so far were'
    } of cards still being learned`,
  ];
}
