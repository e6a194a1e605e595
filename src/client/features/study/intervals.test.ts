import { describe, expect, it } from 'vitest';
import { formatDuration, intervalWords, nextDueWords, ratingLabel } from './intervals';

describe('interval labels', () => {
  it('turns Anki-style intervals into words', () => {
    expect(intervalWords('1m')).toBe('1 minute');
    expect(intervalWords('10m')).toBe('10 minutes');
    expect(intervalWords('4d')).toBe('4 days');
    expect(intervalWords('1.5mo')).toBe('1.5 months');
    expect(intervalWords('2y')).toBe('2 years');
    expect(intervalWords('<1m')).toBe('less than 1 minute');
    expect(intervalWords('soon')).toBe('soon');
  });

  it('names rating buttons by the button first', () => {
    expect(ratingLabel(1, '1m')).toBe('Again, next in 1 minute');
    expect(ratingLabel(4, '4d')).toBe('Easy, next in 4 days');
    expect(ratingLabel(3, undefined)).toBe('Good');
  });

  it('formats session time and the next due date', () => {
    expect(formatDuration(45_000)).toBe('45 s');
    expect(formatDuration(245_000)).toBe('4 min 05 s');
    expect(formatDuration(3_900_000)).toBe('1 h 05 min');
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(nextDueWords('2026-03-01T12:10:00Z', now)).toBe('in 10 minutes');
    expect(nextDueWords('2026-03-02T12:00:00Z', now)).toBe('tomorrow');
    expect(nextDueWords('2026-03-06T12:00:00Z', now)).toBe('in 5 days');
    expect(nextDueWords('2026-05-01T12:00:00Z', now)).toBe('on 01/05/2026');
  });
});
