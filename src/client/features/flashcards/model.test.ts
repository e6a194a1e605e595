import { describe, expect, it } from 'vitest';
import {
  dueLabel,
  fieldMessages,
  filtersFromParams,
  keepVisible,
  nextClozeNumber,
  paramsFromFilters,
  previewFaces,
  splitTags,
  wrapCloze,
} from './model';

describe('cloze button', () => {
  it('wraps the selection in the next cloze number', () => {
    const text = 'Consideration must move from the promisee.';
    const start = text.indexOf('promisee');
    const wrapped = wrapCloze(text, start, start + 'promisee'.length);
    expect(wrapped.text).toBe('Consideration must move from the {{c1::promisee}}.');
    expect(wrapped.text.slice(wrapped.selectionStart, wrapped.selectionEnd)).toBe('promisee');
  });

  it('numbers after the highest deletion already there', () => {
    expect(nextClozeNumber('{{c1::a}} and {{c3::b::hint}}')).toBe(4);
    expect(nextClozeNumber('no deletions')).toBe(1);
    expect(wrapCloze('{{c1::Offer}} and acceptance', 18, 28).text).toBe(
      '{{c1::Offer}} and {{c2::acceptance}}',
    );
  });

  it('inserts an empty deletion at the cursor and puts the cursor inside', () => {
    const wrapped = wrapCloze('The rule in ', 12, 12);
    expect(wrapped.text).toBe('The rule in {{c1::}}');
    expect(wrapped.selectionStart).toBe(18);
    expect(wrapped.selectionEnd).toBe(18);
  });

  it('can reuse a number, for one card that hides two places', () => {
    expect(wrapCloze('{{c1::a}} b', 10, 11, 1).text).toBe('{{c1::a}} {{c1::b}}');
  });
});

describe('filters in the address', () => {
  it('reads known filters and drops unknown values', () => {
    const params = new URLSearchParams('q=offer&state=review&due=later&tag=&topicId=t1&other=x');
    expect(filtersFromParams(params)).toEqual({ q: 'offer', state: 'review', topicId: 't1' });
  });

  it('writes them back in a stable order', () => {
    expect(paramsFromFilters({ due: 'today', q: 'mens rea', subjectId: 's1' }).toString()).toBe(
      'q=mens+rea&subjectId=s1&due=today',
    );
  });
});

describe('tags and selection', () => {
  it('splits typed tags on spaces and commas', () => {
    expect(splitTags('tort, duty  breach,duty')).toEqual(['tort', 'duty', 'breach']);
  });

  it('keeps only the selected cards that are still listed', () => {
    expect([...keepVisible(new Set(['a', 'b', 'c']), ['b', 'c', 'd'])]).toEqual(['b', 'c']);
  });

  it('labels new, suspended and due cards', () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    expect(dueLabel({ state: 'new', due: '2026-03-01T00:00:00Z', suspended: false }, now)).toBe('New');
    expect(dueLabel({ state: 'review', due: '2026-03-05T12:00:00Z', suspended: false }, now)).toBe(
      'Due in 4 days',
    );
    expect(dueLabel({ state: 'review', due: '2026-03-05T12:00:00Z', suspended: true }, now)).toBe(
      'Suspended',
    );
  });
});

describe('editor preview', () => {
  it('shows one card per cloze number with the deletion hidden and then revealed', () => {
    const faces = previewFaces(
      'cloze',
      '{{c1::Carlill}} v {{c2::Carbolic Smoke Ball::company}}',
      'Unilateral offer',
    );
    expect(faces.map((f) => f.label)).toEqual(['Card 1 (c1)', 'Card 2 (c2)']);
    expect(faces[0]?.question).toBe('[...] v Carbolic Smoke Ball');
    expect(faces[1]?.question).toBe('Carlill v [company]');
    expect(faces[1]?.answer).toBe('Carlill v **Carbolic Smoke Ball**\n\nUnilateral offer');
  });

  it('makes two cards of a reversed note and one of a basic note', () => {
    expect(previewFaces('reverse', 'Q', 'A').map((f) => [f.question, f.answer])).toEqual([
      ['Q', 'A'],
      ['A', 'Q'],
    ]);
    expect(previewFaces('basic', 'Q', 'A')).toHaveLength(1);
  });

  it('keeps the first message per field', () => {
    expect(
      fieldMessages([
        { path: ['front'], message: 'first' },
        { path: ['front'], message: 'second' },
        { path: ['tags', 2], message: 'bad tag' },
      ]),
    ).toEqual({ front: 'first', tags: 'bad tag' });
  });
});
