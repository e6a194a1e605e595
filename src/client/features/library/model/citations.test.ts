import type { CaseDetail } from '@shared/contracts/library';
import { describe, expect, it } from 'vitest';
import {
  appendBlock,
  caseFlashcards,
  caseNoteBlock,
  citationLine,
  courtLine,
  groupByPart,
  lawStatedAtLine,
  paragraphAnchor,
  reportYearLine,
  sectionCitation,
  sectionPath,
} from './citations';

const donoghue: CaseDetail = {
  id: 'c1',
  slug: 'donoghue-v-stevenson',
  name: 'Donoghue v Stevenson',
  citation: '[1932] UKHL 100',
  otherCitations: ['[1932] AC 562'],
  court: 'House of Lords',
  year: 1932,
  reportYear: null,
  decidedOn: '1932-05-26',
  lawStatedAt: '2026-11-28',
  laterHistory: null,
  judges: [],
  parties: [],
  subjects: ['tort'],
  summary: 'A manufacturer owes a duty of care.',
  facts: 'A snail in a bottle of ginger beer.',
  issues: '',
  held: 'A manufacturer owes the consumer a duty of care.',
  ratio: 'You must take reasonable care to avoid injuring your neighbour.',
  hasText: false,
  origin: 'starter',
  source: { name: 'Ratio editorial team', url: null, licence: 'Our own words' },
  textSource: null,
  paragraphs: [],
  related: [],
  provisions: [],
};

describe('citations on screen', () => {
  it('writes the citations, the court and the date as lawyers do', () => {
    expect(citationLine(donoghue)).toBe('[1932] UKHL 100; [1932] AC 562');
    expect(courtLine(donoghue)).toBe('House of Lords, 26 May 1932');
    expect(courtLine({ ...donoghue, decidedOn: null })).toBe('House of Lords, 1932');
    expect(sectionCitation({ section: '21A', act: 'Law of Property Act 1925' })).toBe(
      's 21A Law of Property Act 1925',
    );
    expect(sectionPath({ actSlug: 'theft-act-1968', section: '1' })).toBe('/statute/theft-act-1968/1');
  });

  it('says when a case was decided apart from its report, and when its law was stated', () => {
    expect(reportYearLine({ year: 1892, reportYear: 1893 })).toBe('Decided 1892; reported in 1893');
    expect(reportYearLine(donoghue)).toBeNull();
    expect(reportYearLine({ year: 1932, reportYear: 1932 })).toBeNull();
    expect(lawStatedAtLine('2026-11-28')).toBe('Law stated at 28 November 2026');
    expect(lawStatedAtLine(null)).toBeNull();
    const ghosh = { ...donoghue, laterHistory: 'Overruled by Ivey.' };
    expect(caseFlashcards(ghosh).find((c) => c.id === 'later')?.back).toBe('Overruled by Ivey.');
    expect(caseNoteBlock(ghosh)).toContain('> *Later history:* Overruled by Ivey.');
  });

  it('anchors numbered paragraphs by number and the rest by position', () => {
    expect(paragraphAnchor({ number: '12', position: 14 })).toBe('para-12');
    expect(paragraphAnchor({ number: '12.3', position: 15 })).toBe('para-12-3');
    expect(paragraphAnchor({ number: null, position: 1 })).toBe('p-1');
  });

  it('makes a card of each part of the summary there is, and one for the citation', () => {
    const cards = caseFlashcards(donoghue);
    expect(cards.map((c) => c.id)).toEqual(['held', 'ratio', 'facts', 'citation']);
    expect(cards[0]).toMatchObject({
      front: 'What was held in Donoghue v Stevenson [1932] UKHL 100?',
      back: 'A manufacturer owes the consumer a duty of care.',
    });
    expect(cards.at(-1)).toMatchObject({
      front: 'Which case is [1932] UKHL 100?',
      back: 'Donoghue v Stevenson (House of Lords, 26 May 1932)',
    });
  });

  it('writes a citation block for a note and appends it after a blank line', () => {
    const block = caseNoteBlock(donoghue);
    expect(block.split('\n')).toEqual([
      '> **Donoghue v Stevenson** [1932] UKHL 100; [1932] AC 562 (House of Lords, 26 May 1932)',
      '>',
      '> *Held:* A manufacturer owes the consumer a duty of care.',
      '>',
      '> *Ratio:* You must take reasonable care to avoid injuring your neighbour.',
      '>',
      '> [Case page](/case-law/donoghue-v-stevenson)',
    ]);
    expect(appendBlock('# Tort\n\nNotes.\n\n\n', '> x')).toBe('# Tort\n\nNotes.\n\n> x\n');
    expect(appendBlock('', '> x')).toBe('> x\n');
  });

  it('groups sections by part, in order', () => {
    const groups = groupByPart([
      { section: '1', part: 'Part 1' },
      { section: '2', part: 'Part 1' },
      { section: '3', part: null },
      { section: '4', part: 'Part 2' },
    ]);
    expect(groups.map((g) => [g.part, g.sections.map((s) => s.section)])).toEqual([
      ['Part 1', ['1', '2']],
      [null, ['3']],
      ['Part 2', ['4']],
    ]);
  });
});
