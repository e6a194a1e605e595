import { describe, expect, it } from 'vitest';
import { scoreSummary } from './ScoreChart';

describe('scores over time', () => {
  it('sums up the scores for the caption', () => {
    const points = [40, 55, 70].map((percent, i) => ({ at: `2026-05-0${i + 1}T10:00:00Z`, percent }));
    expect(scoreSummary(points)).toEqual({ count: 3, average: 55, latest: 70, best: 70 });
    expect(scoreSummary([])).toBeNull();
  });
});
