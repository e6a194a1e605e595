import { describe, expect, it } from 'vitest';
import { retentionFigure } from './retention';

const days = (counts: number[]) => counts.map((count, i) => ({ date: `2026-11-${10 + i}`, count }));

describe('the retention figure', () => {
  it('shows the share as soon as a learned card has been reviewed', () => {
    expect(retentionFigure({ trueRetention: 0.9, reviewsPerDay: days([0, 1]) })).toEqual([
      '90%',
      'of learned cards recalled, last 30 days',
    ]);
  });

  it('says why there is no figure after ten answers to new cards, and what it waits for', () => {
    const [value, caption] = retentionFigure({ trueRetention: null, reviewsPerDay: days([0, 4, 6]) });
    expect(value).toBe('—');
    expect(caption).toBe(
      'starts when a learned card comes back for review; your 10 answers so far were of cards still being learned',
    );
  });

  it('says what it starts with before any answer', () => {
    expect(retentionFigure({ trueRetention: null, reviewsPerDay: days([0, 0]) })[1]).toBe(
      'starts with your first review of a learned card',
    );
  });
});
