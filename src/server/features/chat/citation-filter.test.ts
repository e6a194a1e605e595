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
    expect(run('See [0] and [2].')).toBe('See and [2].');
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
    expect(run('Robbery is defined in s 8 Theft Act 1968 [1].')).toBe('Robbery is defined in [1].');
    expect(run('See section 2 of the Fraud Act 2006 today.')).toBe('See today.');
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
