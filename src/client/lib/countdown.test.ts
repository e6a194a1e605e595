import { describe, expect, it } from 'vitest';
import { formatClock, secondsUntil } from './countdown';

describe('the countdown', () => {
  it('counts whole seconds down to the deadline and never below zero', () => {
    const deadline = Date.parse('2026-05-01T10:30:00Z');
    expect(secondsUntil(deadline, deadline - 1800_000)).toBe(1800);
    expect(secondsUntil(deadline, deadline - 1798_500)).toBe(1799); // part seconds round up, as a clock shows them
    expect(secondsUntil(deadline, deadline)).toBe(0);
    expect(secondsUntil(deadline, deadline + 600_000)).toBe(0);
  });

  it('writes the time left as a clock', () => {
    expect(formatClock(1800)).toBe('30:00');
    expect(formatClock(65)).toBe('1:05');
    expect(formatClock(3725)).toBe('1:02:05');
    expect(formatClock(9180)).toBe('2:33:00');
    expect(formatClock(-3)).toBe('0:00');
  });
});
