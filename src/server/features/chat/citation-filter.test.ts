import { describe, expect, it } from 'vitest';
import { type AllowedSources, createCitationFilter, filterCitations } from './citation-filter';

// The filter that keeps an answer to the given sources: whole texts, and the same texts cut into chunks at
// every possible place (a model streams pieces of any length).

const allowed: AllowedSources = {
  markers: 2,
  caseCitations: ['[1932] AC 562', '[1932] UKHL 100', '[2010] EWHC 123 (Ch)'],
  provisions: [{ act: 'Theft Act 1968', year: 1968, section: '1' }],
};
const run = (text: string) => filterCitations(text, allowed);

function inPieces(text: string, cuts: number[]): string {
  const f = createCitationFilter(allowed);
  let out = '';
  let from = 0;
  for (const cut of [...cuts, text.length]) {
    out += f.push(text.slice(from, cut));
    from = cut;
  }
  return out + f.flush();
}

describe('the citation filter', () => {
  it('keeps markers and citations of the given sources', () => {
    const text =
      'Donoghue v Stevenson [1932] AC 562 (also [1932] UKHL 100) set out the neighbour principle [1]. See Re X [2010] EWHC 123 and s 1 Theft Act 1968 [2], and the Theft Act 1968, s 1.';
    expect(run(text)).toBe(text);
  });

  it('removes markers that name no passage, keeping the real ones of a list', () => {
    expect(run('A duty is owed [3]. Both agree [1, 4].')).toBe('A duty is owed. Both agree [1].');
    expect(run('Negligence needs a duty [1]. See [7]. Breach comes next [2].')).toBe(
      'Negligence needs a duty [1]. Breach comes next [2].',
    );
    expect(run('The rule is explained in [5] and applied in [1].')).toBe(
      'The rule is explained and applied in [1].',
    );
  });

  it('keeps every genuine citation of a given case, not only its main one', () => {
    const text = 'Donoghue v Stevenson [1932] AC 562, reported as [1932] UKHL 100, is the leading case [1].';
    expect(run(text)).toBe(text);
    // The same with only the main citation given: the other report is not known, so it goes cleanly.
    expect(
      filterCitations('Donoghue v Stevenson [1932] AC 562 is the leading case [1].', {
        ...allowed,
        caseCitations: ['[1932] UKHL 100'],
      }),
    ).toBe('Donoghue v Stevenson is the leading case [1].');
  });

  it('never leaves a broken sentence where it removed a citation', () => {
    expect(run('Donoghue v Stevenson (see [2019] UKSC 99) is the root [1].')).toBe(
      'Donoghue v Stevenson is the root [1].',
    );
    expect(run('The duty is wide ([2019] UKSC 99; [7]).')).toBe('The duty is wide.');
    expect(run('The duty is wide ([2019] UKSC 99; [1932] AC 562).')).toBe(
      'The duty is wide ([1932] AC 562).',
    );
    expect(run('As held in [2019] UKSC 99, the duty is owed.')).toBe('The duty is owed.');
    expect(run('The court agreed, as in [8]. Then [1].')).toBe('The court agreed. Then [1].');
    expect(run('Duty first [1]. In [2019] UKSC 99, the court went further.')).toBe(
      'Duty first [1]. The court went further.',
    );
    expect(run('In [2019] UKSC 99 the court went further.')).toBe('The court went further.');
    expect(run('(see [8])')).toBe('');
  });

  it('removes case citations that are not in the library, in every common form', () => {
    expect(run('In Robinson v Chief Constable [2018] UKSC 4, the court agreed.')).toBe(
      'In Robinson v Chief Constable, the court agreed.',
    );
    expect(run('Hadley v Baxendale (1854) 9 Exch 341 is about remoteness.')).toBe(
      'Hadley v Baxendale is about remoteness.',
    );
    expect(run('Caparo [1990] 2 AC 605 and Smith [2004] EWCA Civ 1234 [1].')).toBe('Caparo and Smith [1].');
    expect(run('Made up [1999] 1 All ER 1.')).toBe('Made up.');
    expect(run('Smith v Imaginary Ltd [2019] UKSC 99 [7], then [1].')).toBe(
      'Smith v Imaginary Ltd, then [1].',
    );
  });

  it('removes references to sections that were not given', () => {
    expect(run('Robbery is defined in s 8 Theft Act 1968 [1].')).toBe(
      'Robbery is defined in the Theft Act 1968 [1].',
    );
    expect(run('See section 2 of the Fraud Act 2006 today.')).toBe('See the Fraud Act 2006 today.');
    expect(run('Section 8 of the Theft Act 1968 defines robbery.')).toBe(
      'The Theft Act 1968 defines robbery.',
    );
    expect(run('Under the Theft Act 1968, s 9, burglary is an offence.')).toBe(
      'Under the Theft Act 1968, burglary is an offence.',
    );
    expect(run('Under the Theft Act 1968, s 1, theft is defined.')).toBe(
      'Under the Theft Act 1968, s 1, theft is defined.',
    );
  });

  it('leaves ordinary prose alone', () => {
    const text =
      "The court's view (in 1932) was that a manufacturer owes a duty; see Act 3 of the play, and [a] note. Section headings say so.";
    expect(run(text)).toBe(text);
  });

  it('gives the same result however the stream is cut', () => {
    const texts = [
      'Donoghue v Stevenson [1932] AC 562 [1] but not Caparo [1990] 2 AC 605 [7].',
      'Robbery: s 8 Theft Act 1968; theft: s 1 Theft Act 1968 [2].',
      'Under the Theft Act 1968, s 9, burglary [1]. Hadley (1854) 9 Exch 341 too.',
      'Duty [1]. In [2019] UKSC 99, the court (see [1932] AC 562) held, as in [8]. See [9]. Done in s 8 Theft Act 1968.',
      'See [4] and (cf [2020] UKSC 1) the rest [2].',
      'Wide ([2019] UKSC 99; [7]) and narrow ([2019] UKSC 99, [1932] AC 562) [1].',
    ];
    for (const text of texts) {
      const whole = run(text);
      for (let i = 1; i < text.length; i++) expect(inPieces(text, [i])).toBe(whole);
      for (let i = 1; i + 3 < text.length; i += 3) expect(inPieces(text, [i, i + 1, i + 3])).toBe(whole);
    }
  });

  it('passes prose on without waiting for the end', () => {
    const f = createCitationFilter(allowed);
    expect(f.push('The neighbour principle asks who is ')).toBe('The neighbour principle asks who is');
    // A citation that has begun is held until it is decided.
    expect(f.push('closely affected [1932] AC')).toBe(' closely affected');
    expect(f.push(' 562 by my acts')).toBe(' [1932] AC 562 by my acts');
    expect(f.push(' [9')).toBe('');
    expect(f.push('].')).toBe('.');
    expect(f.flush()).toBe('');
  });
});
