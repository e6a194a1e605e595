import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, initials } from './format';

describe('formatDate', () => {
  it('uses the en-GB short form', () => {
    // Midday UTC stays on the same calendar day in every time zone the tests may run in.
    expect(formatDate('2025-03-05T12:00:00Z')).toBe('05/03/2025');
    expect(formatDate(new Date('2024-12-31T12:00:00Z'))).toBe('31/12/2024');
  });

  it('gives an empty string for a missing or unreadable date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatCurrency', () => {
  it('uses £, $ or € by currency with two decimals, GBP by default', () => {
    expect(formatCurrency(9.99)).toBe('£9.99');
    expect(formatCurrency(19.9, 'GBP')).toBe('£19.90');
    expect(formatCurrency(5, 'usd')).toBe('$5.00');
    expect(formatCurrency(34.985, 'EUR')).toBe('€34.99');
    expect(formatCurrency(1234.5, null)).toBe('£1,234.50');
  });

  it('puts the sign before the symbol and names an unknown currency by its code', () => {
    expect(formatCurrency(-5, 'GBP')).toBe('-£5.00');
    expect(formatCurrency(-0.001)).toBe('£0.00');
    expect(formatCurrency(7, 'chf')).toBe('CHF 7.00');
    expect(formatCurrency(Number.NaN)).toBe('');
  });
});

describe('initials', () => {
  it('takes the first letter of the first and last word, upper-case', () => {
    expect(initials('ada lovelace')).toBe('AL');
    expect(initials('jane.mary.doe')).toBe('JD');
    expect(initials('tom_smith')).toBe('TS');
    expect(initials('ada')).toBe('A');
  });

  it("gives '?' when the username is unknown or empty", () => {
    expect(initials(undefined)).toBe('?');
    expect(initials(null)).toBe('?');
    expect(initials('')).toBe('?');
    expect(initials(' _. ')).toBe('?');
  });
});
