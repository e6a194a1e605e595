import { describe, expect, it } from 'vitest';
import { parseQuizlet, previewQuizlet } from './quizlet';
import { ImportFormatError } from './types';

const text = (s: string) => Buffer.from(s, 'utf8');
const pairs = (s: string, opts = {}) => parseQuizlet(text(s), opts).cards.map((c) => [c.front, c.back]);

describe("Quizlet's export", () => {
  it('reads the default (tab between term and definition, one card per line)', () => {
    const report = parseQuizlet(
      text('Actus reus\tThe guilty act\r\nMens rea\tThe guilty mind, the mental element\r\n'),
    );
    expect(report.cards).toEqual([
      { kind: 'basic', front: 'Actus reus', back: 'The guilty act', tags: [] },
      { kind: 'basic', front: 'Mens rea', back: 'The guilty mind, the mental element', tags: [] },
    ]);
    expect(report).toMatchObject({ skipped: 0, errors: [], mediaSkipped: 0 });
  });

  it('keeps a definition that runs over several lines with the card above it', () => {
    expect(pairs('Elements of negligence\tDuty\nBreach\nCausation\nObiter\tSaid by the way\n')).toEqual([
      ['Elements of negligence', 'Duty\nBreach\nCausation'],
      ['Obiter', 'Said by the way'],
    ]);
  });

  it('detects comma and semicolon separators', () => {
    expect(pairs('Ratio,The reason for the decision;Obiter,Said by the way;')).toEqual([
      ['Ratio', 'The reason for the decision'],
      ['Obiter', 'Said by the way'],
    ]);
    expect(pairs('Ratio\tThe reason;Obiter\tSaid by the way')).toEqual([
      ['Ratio', 'The reason'],
      ['Obiter', 'Said by the way'],
    ]);
  });

  it('takes custom separators, with multi-line definitions between them', () => {
    const input =
      'Donoghue v Stevenson :: Snail in a bottle.\nDuty of care.\n##\nCaparo :: Three-stage test\n##\n';
    expect(pairs(input, { termSeparator: ' :: ', cardSeparator: '\n##\n' })).toEqual([
      ['Donoghue v Stevenson', 'Snail in a bottle.\nDuty of care.'],
      ['Caparo', 'Three-stage test'],
    ]);
    expect(pairs('a - b\nc - d\n', { termSeparator: ' - ', cardSeparator: 'newline' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(pairs('a,b;c,d', { termSeparator: 'comma', cardSeparator: 'semicolon' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('counts cards without a term or a definition', () => {
    const report = parseQuizlet(text('Ratio\tThe reason\n\tNo term\nNo definition\t\nObiter\tBy the way\n'));
    expect(report.cards).toHaveLength(2);
    expect(report.skipped).toBe(2);
    expect(report.errors).toEqual([
      { row: 2, message: 'The term is empty.' },
      { row: 3, message: 'The definition is empty.' },
    ]);
  });

  it('refuses a file in which no card has the separator, and equal separators', () => {
    expect(() => parseQuizlet(text('just some text\nwith lines\n'))).toThrow(ImportFormatError);
    expect(() => parseQuizlet(text('a\tb'), { termSeparator: ';', cardSeparator: ';' })).toThrow(
      /must be different/,
    );
    expect(() => parseQuizlet(Buffer.alloc(0))).toThrow('The file is empty.');
  });

  it('previews the separators it will use and the first cards', () => {
    const preview = previewQuizlet(text(Array.from({ length: 15 }, (_, i) => `t${i},d${i}`).join(';')));
    expect(preview.termSeparator).toBe(',');
    expect(preview.cardSeparator).toBe(';');
    expect(preview.cards).toHaveLength(10);
    expect(preview.cards[0]).toEqual({ front: 't0', back: 'd0' });
  });
});
