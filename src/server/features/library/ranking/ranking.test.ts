import { describe, expect, it } from 'vitest';
import { terms, withLegalTerms } from '../../../ai/legal-terms';
import { wholeSentences } from '../../chat/retrieval';
import type { RankingRecords } from '../repo';
import { LibraryIndex } from '.';

// The ranking rules on a handful of records, without a database: field weights, phrases, synonyms, typed
// citations and the coverage that lets a chat abstain.

const baseCase = {
  otherCitations: [] as string[],
  citationKeys: [] as string[],
  court: 'House of Lords',
  year: 1900,
  reportYear: null,
  laterHistory: null,
  subjects: ['tort'],
  facts: '',
  issues: '',
  provisionRefs: [] as string[],
  opening: '',
};
const records: RankingRecords = {
  cases: [
    {
      ...baseCase,
      id: 'c1',
      slug: 'banks-v-goodfellow',
      name: 'Banks v Goodfellow',
      citation: '(1870) LR 5 QB 549',
      citationKeys: ['1870lr5qb549'],
      subjects: ['wills-probate'],
      held: 'The testator had testamentary capacity despite his delusions.',
      ratio:
        'A testator has capacity if he understands the nature of making a will and the extent of his property.',
    },
    {
      ...baseCase,
      id: 'c2',
      slug: 'mcphail-v-doulton',
      name: 'McPhail v Doulton',
      citation: '[1970] UKHL 1',
      citationKeys: ['1970ukhl1'],
      subjects: ['trusts'],
      held: 'The trust was a discretionary trust; the test for certainty of objects is whether it can be said of any given person that he is or is not a member of the class.',
      ratio: 'The is-or-is-not test applies to discretionary trusts, as to powers.',
    },
  ],
  provisions: [7, 9].map((n) => ({
    id: `p${n}`,
    actId: 'wa',
    actSlug: 'wills-act-1837',
    act: 'Wills Act 1837',
    year: 1837,
    section: String(n),
    heading: n === 9 ? 'Signing and attestation of wills' : 'No will of a person under age valid',
    part: null,
    summary:
      n === 9
        ? 'A will is valid only if it is in writing, signed by the testator and witnessed by two witnesses present at the same time.'
        : 'A person under eighteen cannot make a valid will.',
    amendments: null,
    body: '',
    subjects: ['wills-probate'],
  })),
};
const index = new LibraryIndex(records);
const top = (q: string, kind: 'case' | 'provision') => index.rank(q, { kind, limit: 3 })[0];

describe('ranking', () => {
  it('puts the record about the question first, through synonyms and phrases', () => {
    expect(top('What is the test for capacity to make a will?', 'case')?.item.record.id).toBe('c1');
    expect(top('my nan had dementia when she signed her will', 'case')?.item.record.id).toBe('c1');
    expect(top('What formalities must a will satisfy?', 'provision')?.item.record.id).toBe('p9');
  });

  it('pins a section cited as people write it, and a case by its citation', () => {
    for (const q of ['s.9 WA 1837', 'section 9 of the Wills Act', 'Wills Act 1837 s 9', 'WA 1837, s. 9'])
      expect(top(q, 'provision'), q).toMatchObject({ pinned: true, item: { record: { id: 'p9' } } });
    expect(top('what was decided in [1970] UKHL 1', 'case')).toMatchObject({ pinned: true });
  });

  it('gives a question about something else a low coverage', () => {
    const hit = top('Who won the 2022 football World Cup?', 'case');
    expect(hit?.coverage ?? 0).toBeLessThan(0.5);
    expect(top('What is the test for capacity to make a will?', 'case')!.coverage).toBeGreaterThan(0.5);
  });

  it('keeps "will" only where it is the document', () => {
    expect(terms('what will the court do with her will')).toEqual(['court', 'will']);
    expect(withLegalTerms('she died without a will')).toContain('intestacy');
  });
});

describe('whole passages', () => {
  it('cuts only at a sentence end', () => {
    const text = 'First sentence here. Second sentence is longer than the rest. Third.';
    expect(wholeSentences(text, 40)).toBe('First sentence here.');
    expect(wholeSentences(text, 500)).toBe(text);
    // A first sentence longer than the budget is kept whole rather than cut.
    expect(wholeSentences('One long sentence without an end in sight at all. Two.', 10)).toBe(
      'One long sentence without an end in sight at all.',
    );
  });
});
