import { describe, expect, it } from 'vitest';
import {
  actNames,
  candidateCitationKeys,
  citationKey,
  matchesAct,
  parseProvisionRef,
  parseRuleRef,
  sectionPosition,
  slugify,
} from './citations';

describe('citation keys', () => {
  it('keeps letters and digits, lower case', () => {
    expect(citationKey('[1932] UKHL 100')).toBe('1932ukhl100');
    expect(citationKey('[1893] 1 QB 256')).toBe('18931qb256');
    expect(citationKey('(1843) 10 Cl & F 200')).toBe('184310clf200');
  });

  it('finds the citation in what a student types', () => {
    expect(candidateCitationKeys('[1932] UKHL 100')).toEqual(['1932ukhl100']);
    expect(candidateCitationKeys('1932 ukhl 100')).toEqual(['1932ukhl100']);
    expect(candidateCitationKeys('Carlill [1893] 1 QB 256')).toContain('18931qb256');
    expect(candidateCitationKeys('(1868) LR 3 HL 330')).toContain('1868lr3hl330');
    expect(candidateCitationKeys('[2023] EWHC 16 (Ch)')).toContain('2023ewhc16ch');
    expect(candidateCitationKeys('Donoghue v Stevenson')).toEqual([]);
    expect(candidateCitationKeys('negligence 1932')).toEqual([]);
  });
});

describe('references to sections', () => {
  it.each([
    ['s 1 Theft Act 1968', '1', 'theft act 1968'],
    ['s.1 Theft Act 1968', '1', 'theft act 1968'],
    ['s1 of the Theft Act 1968', '1', 'theft act 1968'],
    ['section 1 of the Theft Act 1968', '1', 'theft act 1968'],
    ['section 1(1) of the Theft Act 1968', '1', 'theft act 1968'],
    ['Theft Act 1968, s. 1', '1', 'theft act 1968'],
    ['TA 1968 s 1', '1', 'ta 1968'],
    ['s 21a LPA 1925', '21A', 'lpa 1925'],
  ])('reads %s', (text, section, act) => {
    expect(parseProvisionRef(text)).toEqual({ section, act });
  });

  it('is not fooled by text without a section', () => {
    expect(parseProvisionRef('Theft Act 1968')).toBeNull();
    expect(parseProvisionRef('s 1')).toBeNull();
    expect(parseProvisionRef('misrepresentation')).toBeNull();
  });

  it('reads a rule, a regulation, a paragraph and a Principle as students cite them', () => {
    expect(parseRuleRef('r 3.9 CPR')).toEqual({ section: '3.9', act: 'cpr', unit: 'r' });
    expect(parseRuleRef('CPR r. 13.3')).toEqual({ section: '13.3', act: 'cpr', unit: 'r' });
    expect(parseRuleRef('CPR 3.10')).toEqual({ section: '3.10', act: 'cpr', unit: null });
    expect(parseRuleRef('regulation 19 of the MLR 2017')).toEqual({
      section: '19',
      act: 'mlr 2017',
      unit: 'reg',
    });
    expect(parseRuleRef('para 6.3 of the Code of Conduct')).toMatchObject({
      section: '6.3',
      act: 'code conduct',
    });
    expect(parseRuleRef('Principle 2')).toEqual({ section: '2', act: '', unit: 'principle' });
    for (const text of ['3.9', 'relief from sanctions', 'CPR 3.9.1.2', 'costs of £3.50'])
      expect(parseRuleRef(text), text).toBeNull();
    expect(
      matchesAct(
        { section: '3.9', act: 'cpr' },
        { title: 'Civil Procedure Rules 1998', year: 1998, aliases: ['CPR'] },
      ),
    ).toBe(true);
  });

  it('knows an act by its title, its title without the year, and its initials', () => {
    expect([...actNames('Theft Act 1968', 1968)]).toEqual(['theft act 1968', 'theft act', 'ta 1968']);
    const tolata = actNames('Trusts of Land and Appointment of Trustees Act 1996', 1996);
    expect(tolata.has('tolata 1996')).toBe(true);
    expect(tolata.has('tlata 1996')).toBe(true);
    expect(
      matchesAct(parseProvisionRef('s 2 OAPA 1861')!, {
        title: 'Offences Against the Person Act 1861',
        year: 1861,
      }),
    ).toBe(true);
    expect(
      matchesAct(parseProvisionRef("section 2 of the Occupiers' Liability Act 1957")!, {
        title: "Occupiers' Liability Act 1957",
        year: 1957,
      }),
    ).toBe(true);
    expect(matchesAct(parseProvisionRef('s 1 TA 1968')!, { title: 'Trustee Act 2000', year: 2000 })).toBe(
      false,
    );
  });
});

describe('section order and slugs', () => {
  it('orders inserted sections after their number', () => {
    const sections = ['22', '21B', '2', '21', '21A', '1'];
    const rules = ['4.1', '3.10', '3', '3.9', '3.1A', '3.1', '10.2', '2.7', '3.12'];
    expect(rules.sort((a, b) => sectionPosition(a) - sectionPosition(b))).toEqual([
      '2.7',
      '3',
      '3.1',
      '3.1A',
      '3.9',
      '3.10',
      '3.12',
      '4.1',
      '10.2',
    ]);
    expect(sections.sort((a, b) => sectionPosition(a) - sectionPosition(b))).toEqual([
      '1',
      '2',
      '21',
      '21A',
      '21B',
      '22',
    ]);
  });

  it('makes slugs of lower-case words', () => {
    expect(slugify("M'Alister (or Donoghue) v Stevenson")).toBe('m-alister-or-donoghue-v-stevenson');
    expect(slugify('Occupiers’ Liability Act 1957')).toBe('occupiers-liability-act-1957');
    expect(slugify('x'.repeat(200))).toHaveLength(80);
  });
});
