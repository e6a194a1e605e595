import { describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from './messages';
import {
  DEFAULT_OPTIONS,
  detectFormat,
  formatBytes,
  importForm,
  mappingProblem,
  previewForm,
  resultHeadline,
} from './model';
import { interpretUpload } from './upload';

describe('format detection', () => {
  it('reads the format from the extension', () => {
    expect(detectFormat('Contract.csv')).toBe('csv');
    expect(detectFormat('deck.TSV')).toBe('tsv');
    expect(detectFormat('quizlet export.txt')).toBe('quizlet');
    expect(detectFormat('Land Law.apkg')).toBe('apkg');
    expect(detectFormat('notes.docx')).toBeNull();
    expect(detectFormat('no-extension')).toBeNull();
  });

  it('writes sizes as people read them', () => {
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(5.5 * 1024 * 1024)).toBe('5.5 MB');
  });
});

describe('multipart bodies', () => {
  const file = new File(['Front,Back\nOffer,An expression of willingness'], 'cards.csv', {
    type: 'text/csv',
  });

  it('sends the CSV options and the column mapping as JSON', () => {
    const form = importForm(
      file,
      { ...DEFAULT_OPTIONS, format: 'csv', delimiter: ';', header: 'yes' },
      't1',
      {
        front: 1,
        back: 0,
      },
    );
    expect([...form.keys()]).toEqual(['topicId', 'format', 'delimiter', 'hasHeader', 'mapping', 'file']);
    expect(form.get('hasHeader')).toBe('true');
    expect(JSON.parse(String(form.get('mapping')))).toEqual({ front: 1, back: 0 });
  });

  it('leaves automatic choices to the server and sends Quizlet separators by name or as typed', () => {
    const csv = previewForm(file, { ...DEFAULT_OPTIONS, format: 'csv' });
    expect([...csv.keys()]).toEqual(['format', 'file']);
    const quizlet = previewForm(file, {
      ...DEFAULT_OPTIONS,
      format: 'quizlet',
      termSeparator: { kind: 'custom', custom: ' - ' },
      cardSeparator: { kind: 'semicolon', custom: '' },
    });
    expect(quizlet.get('termSeparator')).toBe(' - ');
    expect(quizlet.get('cardSeparator')).toBe('semicolon');
  });

  it('checks the mapping before the upload', () => {
    expect(mappingProblem({ front: 0, back: 0 }, 2)).toMatch(/different columns/);
    expect(mappingProblem({ front: 0, back: 3 }, 2)).toMatch(/exist/);
    expect(mappingProblem({ front: 0, back: 1, tags: 2 }, 3)).toBeNull();
  });
});

describe('upload answers', () => {
  it('parses a good answer and reports an unreadable one', () => {
    expect(interpretUpload<{ imported: number }>(200, '{"imported":2}')).toEqual({
      ok: true,
      value: { imported: 2 },
    });
    const broken = interpretUpload(200, '<html>');
    expect(!broken.ok && broken.error.message).toBe(UPLOAD_MESSAGES.invalidResponse);
  });

  it('keeps the server reason, and names a 413 in plain words', () => {
    const big = interpretUpload(413, '{"error":{"code":"too_large","message":"The request is too large."}}');
    expect(!big.ok && [big.error.message, big.error.reason]).toEqual([
      UPLOAD_MESSAGES.tooLarge,
      'The request is too large.',
    ]);
    const bad = interpretUpload(
      400,
      '{"error":{"code":"invalid_input","message":"This is not an Anki package."}}',
    );
    expect(!bad.ok && [bad.error.message, bad.error.reason]).toEqual([
      UPLOAD_MESSAGES.failed,
      'This is not an Anki package.',
    ]);
    const proxy = interpretUpload(502, 'Bad gateway');
    expect(!proxy.ok && [proxy.error.message, proxy.error.reason]).toEqual([UPLOAD_MESSAGES.failed, null]);
  });

  it('sums up a finished import', () => {
    const result = { imported: 3, skipped: 1, duplicates: 1, errors: [], mediaSkipped: 0, imagesImported: 0 };
    expect(resultHeadline(result)).toBe('Imported 3 cards.');
    expect(resultHeadline({ ...result, imported: 0, skipped: 4, duplicates: 4 })).toMatch(
      /already in this topic/,
    );
    expect(resultHeadline({ ...result, imported: 0, skipped: 4, duplicates: 1 })).toBe(
      'No cards were imported.',
    );
  });
});
