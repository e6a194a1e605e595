import { describe, expect, it } from 'vitest';
import { allowanceText, atLimit, resetsAtText } from './ai-usage';

describe('the weekly allowance', () => {
  it('says how many uses are left, or that the plan has no limit', () => {
    expect(allowanceText({ limit: 3, remaining: 2 })).toBe('2 of 3 left this week, resets Monday');
    expect(allowanceText({ limit: 1, remaining: 0 })).toBe('0 of 1 left this week, resets Monday');
    expect(allowanceText({ limit: 1, remaining: -1 })).toBe('0 of 1 left this week, resets Monday');
    expect(allowanceText({ limit: null, remaining: null })).toBe('Unlimited');
    expect(allowanceText({ limit: null, remaining: null }, 'Unlimited attempts on your plan')).toBe(
      'Unlimited attempts on your plan',
    );
    expect(allowanceText(undefined)).toBe('');
  });

  it('knows when the week’s uses are spent', () => {
    expect(atLimit({ limit: 1, remaining: 0 })).toBe(true);
    expect(atLimit({ limit: 1, remaining: 1 })).toBe(false);
    expect(atLimit({ limit: null, remaining: null })).toBe(false);
    expect(atLimit(undefined)).toBe(false);
  });

  it('says when it resets, in UK time', () => {
    expect(resetsAtText('2026-05-10T23:00:00.000Z')).toBe('Monday 11 May at 00:00');
    expect(resetsAtText('soon')).toBe('');
    expect(resetsAtText(undefined)).toBe('');
  });
});
