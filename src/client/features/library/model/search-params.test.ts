import { describe, expect, it } from 'vitest';
import {
  type CaseSearch,
  caseSearchFromParams,
  looksLikeCitation,
  oneOf,
  paramsFromCaseSearch,
} from './search-params';

describe('the case-law search in the address', () => {
  it('reads what it knows and drops what it does not', () => {
    const params = new URLSearchParams(
      'q=+duty+of+care+&subject=tort&court=House+of+Lords&yearFrom=1930&yearTo=1920&x=1',
    );
    expect(caseSearchFromParams(params)).toEqual({
      q: 'duty of care',
      subject: 'tort',
      court: 'House of Lords',
      yearFrom: 1930,
    });
    expect(caseSearchFromParams(new URLSearchParams('subject=astrology&yearFrom=abc'))).toEqual({});
  });

  it('writes a search back the same way', () => {
    const search: CaseSearch = { q: '[1932] UKHL 100', subject: 'tort', yearFrom: 1900, yearTo: 1950 };
    expect(caseSearchFromParams(paramsFromCaseSearch(search))).toEqual(search);
    expect(paramsFromCaseSearch({}).toString()).toBe('');
  });

  it('keeps a value from the address only if it is one of the known ones', () => {
    const kinds = ['act', 'statutory-instrument'] as const;
    expect(oneOf(kinds, 'act')).toBe('act');
    expect(oneOf(kinds, 'treaty')).toBeUndefined();
    expect(oneOf(kinds, '')).toBeUndefined();
    expect(oneOf(kinds, null)).toBeUndefined();
  });

  it('tells a citation from words', () => {
    for (const q of [
      '[1932] UKHL 100',
      '(1868) LR 3 HL 330',
      '1932 UKHL 100',
      's 1 Theft Act 1968',
      'section 2 of the OLA 1957',
    ])
      expect(looksLikeCitation(q), q).toBe(true);
    for (const q of ['duty of care', 'Donoghue v Stevenson', 'snail'])
      expect(looksLikeCitation(q), q).toBe(false);
  });
});
