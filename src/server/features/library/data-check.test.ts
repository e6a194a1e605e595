import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config';
import { readDataDir } from '../../platform/data-files';
import { caseYearProblems, checkLibraryFiles, citationYear } from './data-check';

// The editorial checks the shipped data files must pass (scripts/check-library-data.ts runs the same).

const record = (over: Record<string, unknown>) => ({
  slug: 'a-v-b',
  name: 'A v B',
  citation: '[1893] 1 QB 256',
  court: 'Court of Appeal',
  year: 1892,
  reportYear: 1893,
  lawStatedAt: '2026-11-28',
  subjects: ['contract'],
  facts: 'F.',
  issues: 'I.',
  held: 'H.',
  ratio: 'R.',
  source: { name: 'Ratio editorial team', licence: 'Our own words.' },
  ...over,
});
const file = (items: unknown[]) => ({
  name: 'cases-t.json',
  text: JSON.stringify({ format: 'ratio-library/1', kind: 'cases', items }),
});

describe('the library data check', () => {
  it('passes the data files as shipped', () => {
    const check = checkLibraryFiles(readDataDir(testConfig().libraryDataDir));
    expect(check.problems).toEqual([]);
    expect(check.cases).toBeGreaterThanOrEqual(80);
  });

  it('reads the bracketed year of a citation, square or round', () => {
    expect(citationYear('[1893] 1 QB 256')).toEqual({ year: 1893, square: true });
    expect(citationYear('(1868) LR 3 HL 330')).toEqual({ year: 1868, square: false });
    expect(citationYear('Sel Cas Ch 61')).toBeNull();
  });

  it('fails a case decided after its citation, a report year equal to the year, or a report year left out', () => {
    expect(caseYearProblems({ citation: '[1893] 1 QB 256', year: 1892, reportYear: 1893 })).toEqual([]);
    expect(caseYearProblems({ citation: '(1868) LR 3 HL 330', year: 1868 })).toEqual([]);
    expect(caseYearProblems({ citation: '[2002] EWCA Civ 1407', year: 2002 })).toEqual([]);
    expect(caseYearProblems({ citation: '[1893] 1 QB 256', year: 1894, reportYear: 1893 })[0]).toMatch(
      /year 1894 is after the year 1893/,
    );
    expect(caseYearProblems({ citation: '(1840) 3 Beav 334', year: 1841 })[0]).toMatch(/after/);
    expect(caseYearProblems({ citation: '[1893] 1 QB 256', year: 1893, reportYear: 1893 })[0]).toMatch(
      /leave reportYear out/,
    );
    expect(caseYearProblems({ citation: '[1893] 1 QB 256', year: 1892 })[0]).toMatch(
      /set reportYear to 1893/,
    );
    expect(caseYearProblems({ citation: '[1893] 1 QB 256', year: 1892, reportYear: 1894 })[0]).toMatch(
      /set reportYear to 1893/,
    );
  });

  it('names the record and what is missing or wrong', () => {
    const acts = {
      name: 'legislation-t.json',
      text: JSON.stringify({
        format: 'ratio-library/1',
        kind: 'legislation',
        items: [
          {
            slug: 'an-act-2000',
            title: 'An Act 2000',
            year: 2000,
            subjects: ['contract'],
            source: { name: 'Ratio editorial team', licence: 'Our own words.' },
            provisions: [{ section: '1', heading: 'H', summary: 'S.' }],
          },
        ],
      }),
    };
    const check = checkLibraryFiles([
      file([
        record({}),
        record({ slug: 'c-v-d', citation: '[1893] 1 QB 300', lawStatedAt: undefined }),
        record({ slug: 'e-v-f', citation: '[1893] 1 QB 400', year: 1893 }),
        record({ slug: 'g-v-h', citation: '[1893] 1 QB 500', related: ['no-such-case'] }),
      ]),
      acts,
    ]);
    expect(check.problems).toEqual([
      'cases-t.json: c-v-d: lawStatedAt is missing',
      'cases-t.json: e-v-f: reportYear 1893 is the year of decision: leave reportYear out',
      'legislation-t.json: an-act-2000: lawStatedAt is missing',
      'g-v-h: case no-such-case is not in the library (yet)',
    ]);
  });

  it('fails cross-references that would confuse a look-up: a shared citation, title, chapter or alias, a case related to itself, a list naming something twice, a title or date in another year', () => {
    const act = (over: Record<string, unknown>) => ({
      slug: 'an-act-2000',
      title: 'An Act 2000',
      year: 2000,
      chapter: 'c. 1',
      lawStatedAt: '2026-11-28',
      subjects: ['contract'],
      source: { name: 'Ratio editorial team', licence: 'Our own words.' },
      provisions: [{ section: '1', heading: 'H', summary: 'S.' }],
      ...over,
    });
    const acts = {
      name: 'legislation-t.json',
      text: JSON.stringify({
        format: 'ratio-library/1',
        kind: 'legislation',
        items: [
          act({ aliases: ['AA'] }),
          act({ slug: 'an-act-2000-again', aliases: ['aa'] }),
          act({ slug: 'other-act-2001', title: 'Other Act 2001', chapter: 'c. 2' }),
        ],
      }),
    };
    const check = checkLibraryFiles([
      file([
        record({ related: ['a-v-b'], provisions: ['an-act-2000 s 1', 'an-act-2000 s 1'] }),
        record({
          slug: 'c-v-d',
          citation: '[1893] 2 QB 1',
          otherCitations: ['[1893] 1 Q.B. 256'],
          decidedOn: '1893-01-02',
        }),
      ]),
      acts,
    ]);
    expect(check.problems).toEqual([
      'cases-t.json: a-v-b: related names the case itself',
      'cases-t.json: a-v-b: provisions lists an-act-2000 s 1 twice',
      'cases-t.json: c-v-d: decidedOn 1893-01-02 is not in its year 1892',
      "cases-t.json: c-v-d: citation [1893] 1 Q.B. 256 is also a-v-b's",
      "legislation-t.json: an-act-2000-again: its title an-act-2000 is also an-act-2000's",
      "legislation-t.json: an-act-2000-again: its year and chapter 2000 c. 1 is also an-act-2000's",
      "legislation-t.json: an-act-2000-again: its alias aa is also an-act-2000's",
      'legislation-t.json: other-act-2001: its title ends in 2001 but its year is 2000',
    ]);
  });
});
