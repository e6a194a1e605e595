import { describe, expect, it } from 'vitest';
import { parseDelimited, previewDelimited } from './delimited';
import { ImportFormatError } from './types';

const utf8 = (text: string) => Buffer.from(text, 'utf8');
const fronts = (text: string | Buffer, opts = {}) =>
  parseDelimited(typeof text === 'string' ? utf8(text) : text, opts).cards.map((c) => [c.front, c.back]);

function formatError(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ImportFormatError);
    return (error as Error).message;
  }
  throw new Error('expected an ImportFormatError');
}

describe('CSV as spreadsheets write it', () => {
  it('reads a BOM, CRLF, and quoted fields with commas, quotes and line breaks', () => {
    const csv =
      '\uFEFFfront,back,tags\r\n' +
      '"Donoghue v Stevenson, 1932","The ""neighbour"" principle\r\nLord Atkin",tort negligence\r\n' +
      'Caparo,Three-stage test,"tort, duty"\r\n';
    expect(parseDelimited(utf8(csv))).toEqual({
      cards: [
        {
          kind: 'basic',
          front: 'Donoghue v Stevenson, 1932',
          back: 'The "neighbour" principle\nLord Atkin',
          tags: ['tort', 'negligence'],
        },
        { kind: 'basic', front: 'Caparo', back: 'Three-stage test', tags: ['tort', 'duty'] },
      ],
      skipped: 0,
      errors: [],
      mediaSkipped: 0,
    });
  });

  it('detects the usual headers, and their absence', () => {
    expect(fronts('term,definition\nactus reus,guilty act\n')).toEqual([['actus reus', 'guilty act']]);
    expect(fronts('Question,Answer\nmens rea?,guilty mind\n')).toEqual([['mens rea?', 'guilty mind']]);
    expect(fronts('actus reus,guilty act\nmens rea,guilty mind\n')).toHaveLength(2);
    expect(fronts('front,back\nq,a\n', { hasHeader: false })).toEqual([
      ['front', 'back'],
      ['q', 'a'],
    ]);
  });

  it('guesses tab, semicolon and pipe delimiters, or takes the one given', () => {
    expect(fronts('front\tback\nratio, decidendi\tthe reason, for deciding\n')).toEqual([
      ['ratio, decidendi', 'the reason, for deciding'],
    ]);
    expect(fronts('obiter;said by the way\nstare decisis;stand by decisions\n')).toHaveLength(2);
    expect(fronts('a|b\nc|d\n', { delimiter: '|' })).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(previewDelimited(utf8('a;b\nc;d\n')).delimiter).toBe(';');
  });

  it('decodes UTF-16 with a BOM (little and big endian) and without', () => {
    const text = 'front\tback\nCafé\tcoffee shop £\n';
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    for (let i = 0; i < be.length; i += 2) [be[i], be[i + 1]] = [be[i + 1]!, be[i]!];
    for (const input of [le, be, Buffer.from(text, 'utf16le')]) {
      expect(fronts(input)).toEqual([['Café', 'coffee shop £']]);
    }
  });

  it('strips NUL bytes', () => {
    expect(fronts('a\0b,c\n')).toEqual([['ab', 'c']]);
  });

  it('maps columns as asked, with a kind column', () => {
    const csv = 'tags,kind,answer,question\nx,reverse,A1,Q1\n,cloze,,{{c1::Parliament}} is sovereign\n';
    const preview = previewDelimited(utf8(csv));
    expect(preview.suggestedMapping).toEqual({ front: 3, back: 2, tags: 0, kind: 1 });
    const report = parseDelimited(utf8(csv), { mapping: preview.suggestedMapping });
    expect(report.cards.map((c) => [c.kind, c.front, c.back, c.tags])).toEqual([
      ['reverse', 'Q1', 'A1', ['x']],
      ['cloze', '{{c1::Parliament}} is sovereign', '', []],
    ]);
    expect(fronts('q,a,ignored\n', { hasHeader: false, mapping: { front: 1, back: 0 } })).toEqual([
      ['a', 'q'],
    ]);
  });

  it('recognises cloze text without a kind column', () => {
    const report = parseDelimited(utf8('{{c1::Dicey}} on sovereignty,\nplain,card\n'));
    expect(report.cards.map((c) => c.kind)).toEqual(['cloze', 'basic']);
  });
});

describe('rows that cannot be cards', () => {
  it('skips blank lines silently and counts bad rows with their row number', () => {
    const csv = 'front,back\nq1,a1\n\n,no front\nno back,\n   \nq2,a2\nodd,card,,\ncard,with,kind,weird\n';
    const report = parseDelimited(utf8(csv), { mapping: { front: 0, back: 1, kind: 3 } });
    expect(report.cards.map((c) => c.front)).toEqual(['q1', 'q2', 'odd']);
    expect(report.skipped).toBe(3);
    expect(report.errors).toEqual([
      { row: 4, message: 'The front is empty.' },
      { row: 5, message: 'The back is empty.' },
      { row: 9, message: 'Unknown card kind "weird": use basic, reverse or cloze.' },
    ]);
  });

  it('counts a row number per record, not per line, when fields hold line breaks', () => {
    const report = parseDelimited(utf8('front,back\n"multi\nline",x\n,y\n'));
    expect(report.errors).toEqual([{ row: 3, message: 'The front is empty.' }]);
  });

  it('lists at most 100 errors but counts them all', () => {
    const report = parseDelimited(utf8(`front,back\n${'q,\n'.repeat(150)}`));
    expect(report.skipped).toBe(150);
    expect(report.errors).toHaveLength(101);
    expect(report.errors.at(-1)).toEqual({ message: '50 more were skipped for similar reasons.' });
  });
});

describe('broken files', () => {
  it('refuses text that is not UTF-8', () => {
    expect(formatError(() => parseDelimited(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x2c, 0x78])))).toMatch(
      /^The file is not UTF-8 text/,
    );
  });

  it('refuses an empty file, a blank one, and a header without cards', () => {
    expect(formatError(() => parseDelimited(Buffer.alloc(0)))).toBe('The file is empty.');
    expect(formatError(() => parseDelimited(utf8('\uFEFF\r\n  \n')))).toBe('The file is empty.');
    expect(formatError(() => parseDelimited(utf8('front,back\n')))).toBe(
      'The file has a header but no cards.',
    );
  });

  it('refuses a single column, and an unclosed quote', () => {
    expect(formatError(() => parseDelimited(utf8('just one\ncolumn\n')))).toMatch(/only one column/);
    expect(formatError(() => parseDelimited(utf8('front,back\n"open,quote\nmore,text\n')))).toMatch(
      /Row 2 opens a quoted field/,
    );
  });

  it('refuses more than 100,000 rows', () => {
    expect(formatError(() => parseDelimited(utf8('q,a\n'.repeat(100_001))))).toMatch(
      /100,001 rows; the limit is 100,000/,
    );
  });

  it('refuses uploads over 50 MB, and zip archives sent as CSV', () => {
    expect(formatError(() => parseDelimited(Buffer.alloc(50 * 1024 * 1024 + 1, 0x61)))).toMatch(
      /limit is 50 MB/,
    );
    expect(formatError(() => parseDelimited(Buffer.from('PK\x03\x04rest of a zip', 'latin1')))).toMatch(
      /zip archive/,
    );
  });
});

describe('preview', () => {
  it('shows the delimiter, the header and the first 10 rows', () => {
    const rows = Array.from({ length: 25 }, (_, i) => `q${i}\ta${i}`).join('\n');
    const preview = previewDelimited(utf8(`Term\tDefinition\n\n${rows}\n`));
    expect(preview).toMatchObject({
      delimiter: '\t',
      hasHeader: true,
      headers: ['Term', 'Definition'],
      suggestedMapping: { front: 0, back: 1 },
    });
    expect(preview.rows).toHaveLength(10);
    expect(preview.rows[0]).toEqual(['q0', 'a0']);
  });

  it('says when there is no header', () => {
    const preview = previewDelimited(utf8('q,a\n'));
    expect(preview).toMatchObject({ hasHeader: false, headers: null, rows: [['q', 'a']] });
  });
});
