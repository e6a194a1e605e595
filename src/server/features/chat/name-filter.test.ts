import { describe, expect, it } from 'vitest';
import { caseNamesIn, flatName, isNamed } from '../../ai/case-names';
import { createNameFilter, leftOutNote } from './name-filter';

// Sentences naming a case that cannot be checked are left out of a chat answer, however the stream cuts them.

const library = ['Caparo Industries plc v Dickman', 'R (Miller) v The Prime Minister', 'Re Rose'].map(
  flatName,
);
const knows = (core: string) => library.some((name) => isNamed(name, core));
const known = (name: string) => caseNamesIn(name).every((n) => knows(n.core));
const run = (pieces: string[]) => {
  const f = createNameFilter(knows);
  return pieces.map((p) => f.push(p)).join('') + f.flush();
};

describe('case names in a chat answer', () => {
  it('knows a case by the short forms people write', () => {
    expect(known('Caparo v Dickman')).toBe(true);
    expect(known('Caparo Industries v Dickman')).toBe(true);
    expect(known('Miller v Prime Minister')).toBe(true);
    expect(known('R (Miller) v The Prime Minister')).toBe(true);
    expect(known('Re Rose')).toBe(true);
    expect(known('Smith v Dickman')).toBe(false);
    expect(known('Caparo v Jones')).toBe(false);
  });

  it('leaves out only the sentence naming an unknown case, even split across pieces', () => {
    const text = run([
      'Duty of care is decided by the three-stage test in Caparo v. Dickman. It was appl',
      'ied in Smith v Imag',
      'inary Ltd to auditors. Proximity matters!\nSee Re Rose too.',
    ]);
    expect(text).toBe(
      `Duty of care is decided by the three-stage test in Caparo v. Dickman. Proximity matters!\nSee Re Rose too.${leftOutNote(1)}`,
    );
  });

  it('passes an answer with no unknown case through unchanged', () => {
    const answer = 'Under s. 2 the duty is owed. In Caparo v Dickman the House of Lords set out the test.';
    expect(run([answer.slice(0, 30), answer.slice(30)])).toBe(answer);
  });

  it('says how many sentences it left out', () => {
    expect(run(['Jones v Nobody held one thing. ', 'Brown v Nowhere held another.'])).toBe(
      leftOutNote(2).trimStart(),
    );
    expect(leftOutNote(2)).toContain('2 sentences that named cases');
  });
});
