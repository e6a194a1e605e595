import { describe, expect, it } from 'vitest';
import { filtersFromParams, paramsFromFilters } from './list-filters';

describe('note list filters in the address', () => {
  it('reads known filters, drops unknown sorts and the default, and writes them back', () => {
    const f = filtersFromParams(new URLSearchParams('q=%20duty%20&sort=title&subjectId=s1&other=x'));
    expect(f).toEqual({ q: 'duty', sort: 'title', subjectId: 's1' });
    expect(paramsFromFilters(f).toString()).toBe('q=duty&subjectId=s1&sort=title');
    expect(filtersFromParams(new URLSearchParams('sort=size'))).toEqual({});
    expect(filtersFromParams(new URLSearchParams('sort=updated'))).toEqual({});
  });
});
