import { describe, expect, it } from 'vitest';
import { cardOrds, clozeNumbers, renderCloze, studyFaces } from './cards';

describe('cloze cards (Anki syntax)', () => {
  const text =
    'Murder needs {{c1::an unlawful killing}} with {{c2::malice aforethought::mens rea}}; see {{c1::R v Vickers}}.';
  it('makes one card per cloze number', () => {
    expect(clozeNumbers(text)).toEqual([1, 2]);
    expect(cardOrds('cloze', text)).toEqual([1, 2]);
    expect(clozeNumbers('{{c3::a}} {{c1::b}} {{c3::c}}')).toEqual([1, 3]);
    expect(clozeNumbers('no deletions here')).toEqual([]);
  });
  it('hides the active deletion, shows its hint, and reveals the others', () => {
    expect(renderCloze(text, 1, 'question')).toBe('Murder needs [...] with malice aforethought; see [...].');
    expect(renderCloze(text, 2, 'question')).toBe(
      'Murder needs an unlawful killing with [mens rea]; see R v Vickers.',
    );
    expect(renderCloze(text, 2, 'answer')).toBe(
      'Murder needs an unlawful killing with **malice aforethought**; see R v Vickers.',
    );
  });
  it('reverse cards swap the sides; basic cards make one', () => {
    expect(cardOrds('reverse', 'a')).toEqual([0, 1]);
    expect(cardOrds('basic', 'a')).toEqual([0]);
    expect(studyFaces('reverse', 'Donoghue v Stevenson', 'neighbour principle', 1)).toEqual({
      question: 'neighbour principle',
      answer: 'Donoghue v Stevenson',
    });
    expect(studyFaces('cloze', '{{c1::Offer}} and acceptance', 'Extra', 1)).toEqual({
      question: '[...] and acceptance',
      answer: '**Offer** and acceptance\n\nExtra',
    });
  });
});
