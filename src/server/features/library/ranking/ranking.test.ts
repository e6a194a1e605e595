import { describe, expect, it } from 'vitest';
import { terms, withLegalTerms } from '../../../ai/legal-terms';
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
    aliases: [] as string[],
    unitLabel: 's',
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
// Rules, codes and a statutory instrument, numbered as their makers number them.
const rule = (
  id: string,
  act: readonly [slug: string, title: string, year: number, unitLabel: string, aliases: readonly string[]],
  section: string,
  heading: string,
  summary: string,
) => ({
  id,
  actId: act[0],
  actSlug: act[0],
  act: act[1],
  year: act[2],
  unitLabel: act[3],
  aliases: [...act[4]],
  section,
  heading,
  part: null,
  summary,
  amendments: null,
  body: '',
  subjects: ['dispute-resolution'],
});
const CPR = ['civil-procedure-rules-1998', 'Civil Procedure Rules 1998', 1998, 'r', ['CPR']] as const;
const CODE = [
  'sra-code-of-conduct-for-solicitors',
  'SRA Code of Conduct for Solicitors, RELs and RFLs',
  2019,
  'para',
  ['Code of Conduct for Solicitors', 'Code of Conduct'],
] as const;
const FIRMS = [
  'sra-code-of-conduct-for-firms',
  'SRA Code of Conduct for Firms',
  2019,
  'para',
  ['Code of Conduct for Firms'],
] as const;
const PRINCIPLES = ['sra-principles', 'SRA Principles', 2019, 'Principle', []] as const;
const MLR = [
  'money-laundering-regulations-2017',
  'Money Laundering, Terrorist Financing and Transfer of Funds (Information on the Payer) Regulations 2017',
  2017,
  'reg',
  ['MLR 2017', 'Money Laundering Regulations 2017'],
] as const;
const rulesRecords: RankingRecords = {
  cases: [],
  provisions: [
    rule('r39', CPR, '3.9', 'Relief from sanctions', 'The court considers all the circumstances.'),
    rule('r310', CPR, '3.10', 'Error of procedure', 'An error does not invalidate a step.'),
    rule('r133', CPR, '13.3', 'Setting aside a default judgment', 'Real prospect of defending.'),
    rule('c63', CODE, '6.3', 'Confidentiality', 'You keep the affairs of clients confidential.'),
    rule('f63', FIRMS, '6.3', 'Confidentiality', 'The firm keeps the affairs of clients confidential.'),
    rule('pr2', PRINCIPLES, '2', 'Public trust', 'Act in a way that upholds public trust and confidence.'),
    rule('m19', MLR, '19', 'Policies, controls and procedures', 'A relevant person must have policies.'),
  ],
};
const rules = new LibraryIndex(rulesRecords);

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

  it('pins a rule, a paragraph, a Principle and a regulation cited as students write them', () => {
    const cases: [string, string][] = [
      ['CPR 3.9', 'r39'],
      ['What does CPR 3.10 say?', 'r310'],
      ['r 3.9 CPR', 'r39'],
      ['CPR r 13.3', 'r133'],
      ['When can I set aside under CPR r.13.3?', 'r133'],
      ['rule 3.9', 'r39'],
      ['para 6.3 of the Code of Conduct', 'c63'],
      ['paragraph 6.3 of the Code of Conduct for Firms', 'f63'],
      ['Principle 2', 'pr2'],
      ['regulation 19 MLR 2017', 'm19'],
      ['reg. 19 of the Money Laundering Regulations 2017', 'm19'],
    ];
    for (const [q, id] of cases) {
      const [first, second] = rules.rank(q, { kind: 'provision', limit: 3 });
      expect(first, q).toMatchObject({ pinned: true, item: { record: { id } } });
      expect(second?.pinned ?? false, `${q}: only one pinned`).toBe(false);
    }
    // "3.9" is not "3.90" nor "3.10", and a section number alone names no act.
    expect(rules.rank('CPR 3.90', { kind: 'provision', limit: 3 }).some((h) => h.pinned)).toBe(false);
    expect(rules.rank('s 19', { kind: 'provision', limit: 3 }).some((h) => h.pinned)).toBe(false);
    // Existing act citations still end at a full stop.
    expect(top('What does s 9 WA 1837.', 'provision')).toMatchObject({ pinned: true });
  });

  it('puts the section whose heading the question names before one that only uses its words', () => {
    const THEFT = ['theft-act-1968', 'Theft Act 1968', 1968, 's', []] as const;
    const theft = new LibraryIndex({
      cases: [],
      provisions: [
        rule(
          't10',
          THEFT,
          '10',
          'Aggravated burglary',
          'A person commits aggravated burglary if he commits any burglary and at the time has with him a firearm, a weapon of offence or an explosive. Burglary with a weapon carries life.',
        ),
        rule(
          't9',
          THEFT,
          '9',
          'Burglary',
          'A person is guilty if he enters a building as a trespasser intending to steal, or having entered steals.',
        ),
      ],
    });
    expect(theft.rank('what is burglary', { kind: 'provision', limit: 2 })[0]?.item.record.id).toBe('t9');
    // A framing word is searched but not needed for a record to cover the question.
    const defined = theft.rank('what is the definition of burglary', { kind: 'provision', limit: 1 })[0];
    expect(defined).toMatchObject({ item: { record: { id: 't9' } }, coverage: 1, questionTerms: 1 });
  });

  it('gives a question about something else a low coverage', () => {
    const hit = top('Who won the 2022 football World Cup?', 'case');
    expect(hit?.coverage ?? 0).toBeLessThan(0.5);
    expect(top('What is the test for capacity to make a will?', 'case')!.coverage).toBeGreaterThan(0.5);
  });

  it('keeps "will" only where it is the document', () => {
    expect(terms('what will the court do with her will')).toEqual(['court', 'will']);
    expect(withLegalTerms('she died without a will')).toContain('intestacy');
    // Other forms of a stop word are stop words; a fixed phrase of stop words stays whole.
    expect(terms('the shareholder wants to sue')).toEqual(['sharehold', 'sue']);
    expect(terms('Is there a case to answer? No case to answer.')).toEqual(['nocasetoansw']);
    expect(withLegalTerms('can a shareholder sue on behalf of the company')).toContain('derivative claim');
  });
});
