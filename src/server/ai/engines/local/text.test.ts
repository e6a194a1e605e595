import { describe, expect, it } from 'vitest';
import { findCases, findDefinition, findProvisions } from './legal';
import { readDocument, splitSentences } from './text';

// The reading underneath every local generator: sentences, headings and the legal references in them.

describe('splitting sentences', () => {
  it('does not end a sentence at the abbreviations of legal writing', () => {
    expect(
      splitSentences(
        'The rule in Hadley v. Baxendale applies, e.g. to carriers. See the speech of A. L. Smith LJ. Under s. 2 the court may act. It was decided in 1893. Then came more.',
      ),
    ).toEqual([
      'The rule in Hadley v. Baxendale applies, e.g. to carriers.',
      'See the speech of A. L. Smith LJ.',
      'Under s. 2 the court may act.',
      'It was decided in 1893.',
      'Then came more.',
    ]);
  });
});

describe('reading a document', () => {
  it('takes Markdown and plain headings, and joins lines a PDF wrapped', () => {
    const doc = readDocument(
      '# Contract\n\nOffer\nAn offer must be certain. It must be communi-\ncated.\n\nACCEPTANCE\n\nAcceptance must mirror the offer and\nbe communicated.\n\n1. Consideration\nConsideration must move from the promisee.',
    );
    expect(doc.title).toBe('Contract');
    expect(doc.sections.map((s) => [s.heading, s.level])).toEqual([
      ['Offer', 2],
      ['ACCEPTANCE', 2],
      ['1. Consideration', 2],
    ]);
    expect(doc.sentences.map((s) => s.text)).toEqual([
      'An offer must be certain.',
      'It must be communicated.',
      'Acceptance must mirror the offer and be communicated.',
      'Consideration must move from the promisee.',
    ]);
  });

  it('keeps a first heading as a section when the others are at its level', () => {
    const doc = readDocument('Offer\n\nAn offer must be certain.\n\nAcceptance\n\nIt must be communicated.');
    expect(doc.title).toBeNull();
    expect(doc.sections.map((s) => s.heading)).toEqual(['Offer', 'Acceptance']);
  });
});

describe('legal references', () => {
  it('finds case names without the words before them, with their citations', () => {
    const s =
      'Following Hadley v Baxendale (1854) 9 Exch 341, Lord Atkin’s speech in Donoghue v Stevenson [1932] AC 562 and R (Miller) v Secretary of State for Exiting the European Union [2017] UKSC 5 were cited, as was Re McArdle [1951] Ch 669.';
    expect(findCases(s).map((c) => [c.name, c.citation])).toEqual([
      ['Hadley v Baxendale', '(1854) 9 Exch 341'],
      ['Donoghue v Stevenson', '[1932] AC 562'],
      ['R (Miller) v Secretary of State for Exiting the European Union', '[2017] UKSC 5'],
      ['Re McArdle', '[1951] Ch 669'],
    ]);
  });

  it('finds case names in every usual form', () => {
    const names = (s: string) => findCases(s).map((c) => c.name);
    expect(names('The approach in Caparo Industries plc v Dickman [1990] 2 AC 605 was applied.')).toEqual([
      'Caparo Industries plc v Dickman',
    ]);
    expect(
      names('Re Polemis was overruled by The Wagon Mound (No 1) [1961] AC 388, unlike The House of Lords.'),
    ).toEqual(['Re Polemis', 'The Wagon Mound (No 1)']);
    expect(
      names(
        'In R v Secretary of State for the Home Department, ex p Fire Brigades Union [1995] 2 AC 513 the House of Lords held, as in Ex parte Island Records Ltd [1978] Ch 122 and R v Brown [1994] 1 AC 212.',
      ),
    ).toEqual([
      'R v Secretary of State for the Home Department, ex p Fire Brigades Union',
      'Ex p Island Records Ltd',
      'R v Brown',
    ]);
    expect(
      names(
        'Salomon v A Salomon & Co Ltd [1897] AC 22, Williams v Roffey Bros & Nicholls (Contractors) Ltd [1991] 1 QB 1, Re Polemis and Furness, Withy & Co Ltd [1921] 3 KB 560 and BTI 2014 LLC v Sequana SA [2022] UKSC 25.',
      ),
    ).toEqual([
      'Salomon v A Salomon & Co Ltd',
      'Williams v Roffey Bros & Nicholls (Contractors) Ltd',
      'Re Polemis and Furness, Withy & Co Ltd',
      'BTI 2014 LLC v Sequana SA',
    ]);
    expect(findCases('In ex p Fire Brigades Union the House of Lords held that x.')[0]!.name).toBe(
      'Ex p Fire Brigades Union',
    );
    expect(
      findProvisions(
        'The rules are in s 9 Wills Act 1837 and section 172 of the Companies Act 2006, and CPR r 3.9.',
        null,
      ).map((p) => p.label),
    ).toEqual(['Wills Act 1837, s 9', 'Companies Act 2006, s 172', 'CPR r 3.9']);
  });

  it('labels sections with their Act, before or after, or the Act named earlier', () => {
    expect(
      findProvisions('Under s 2(1) of the Misrepresentation Act 1967, damages may be recovered.', null),
    ).toMatchObject([
      { label: 'Misrepresentation Act 1967, s 2(1)', text: 's 2(1) of the Misrepresentation Act 1967' },
    ]);
    expect(findProvisions('Theft Act 1968, s 1 defines theft.', null)[0]!.label).toBe('Theft Act 1968, s 1');
    expect(findProvisions('Section 3 defines appropriation.', 'Theft Act 1968')[0]!.label).toBe(
      'Theft Act 1968, s 3',
    );
    expect(findProvisions('It engaged Article 8 of the European Convention.', null)[0]!.label).toBe(
      'ECHR, art 8',
    );
  });

  it('finds definitions, but not a sentence about "this kind" of thing', () => {
    expect(findDefinition('Consideration means something of value given in return for a promise.')).toEqual({
      term: 'Consideration',
      meaning: 'Something of value given in return for a promise.',
    });
    expect(findDefinition('"Property" includes money and all other property.')?.term).toBe('Property');
    expect(findDefinition('An offer is a definite promise to be bound.')?.term).toBe('offer');
    expect(findDefinition('An advertisement of this kind is an invitation to treat.')).toBeNull();
    expect(findDefinition('The court is the final arbiter of the question.')).toBeNull();
  });
});
