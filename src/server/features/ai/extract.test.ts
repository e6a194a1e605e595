import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docxOf, pdfOf } from '../../../../tests/helpers/documents';
import { multipart } from '../../../../tests/helpers/multipart';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';

// POST /api/ai/extract-text: the text of an uploaded PDF, Word, text or Markdown file, and a clear refusal
// of anything else.

let t: TestApp;
let c: Client;
beforeAll(async () => {
  t = await createTestApp();
  c = await registerUser(t);
});
afterAll(() => t.close());

const upload = (filename: string, data: Uint8Array | string, as: Client | null = c) => {
  const form = multipart({}, { name: 'file', filename, data });
  return t.request({
    method: 'POST',
    url: '/api/ai/extract-text',
    payload: form.payload,
    headers: form.headers,
    as: as ?? undefined,
  });
};

describe('extracting text from a file', () => {
  it('reads a PDF', async () => {
    const res = await upload(
      'contract.pdf',
      pdfOf(['Consideration', 'Consideration must move from the promisee (Tweddle v Atkinson).']),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      text: 'Consideration\nConsideration must move from the promisee (Tweddle v Atkinson).',
      words: 10,
      truncated: false,
      filename: 'contract.pdf',
    });
  });

  it('reads a Word document, keeping its headings as Markdown', async () => {
    const res = await upload(
      'notes.docx',
      docxOf([
        { heading: 1, text: 'Contract' },
        { heading: 2, text: 'Offer' },
        { text: 'An offer is a definite promise to be bound & must be certain.' },
      ]),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().text).toBe(
      '# Contract\n\n## Offer\n\nAn offer is a definite promise to be bound & must be certain.',
    );
  });

  it('reads text and Markdown, and cuts a very long file at the generators’ limit', async () => {
    const md = await upload('notes.md', '\uFEFF## Offer\r\n\r\nAn offer must be certain.');
    expect(md.json().text).toBe('## Offer\n\nAn offer must be certain.');
    // English, since a text that is not is refused (a test below).
    const long = await upload('long.txt', 'the offer was accepted. '.repeat(5_000));
    expect(long.statusCode).toBe(200);
    expect(long.json().truncated).toBe(true);
    expect(long.json().text.length).toBeLessThanOrEqual(100_000);
    // Cut on the last space: 4,166 whole sentences of four words, then "the offer was".
    expect(long.json().words).toBe(16_667);
  });

  it('refuses other kinds of file, renamed ones and unreadable ones with a message that says why', async () => {
    const refusals: Array<[string, Uint8Array | string, number, string]> = [
      ['slides.pptx', 'PK\u0003\u0004rest', 415, MESSAGES.aiFileType],
      ['photo.pdf', '\u0089PNG\r\n', 415, MESSAGES.aiFileType],
      ['old.doc', Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]), 415, MESSAGES.aiFileOldWord],
      ['broken.pdf', '%PDF-1.4\nthis is not a PDF at all', 400, MESSAGES.aiFileUnreadable('PDF')],
      ['broken.docx', 'PK\u0003\u0004not really a zip', 400, MESSAGES.aiFileUnreadable('Word document')],
      ['latin1.txt', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x20, 0xff]), 415, MESSAGES.aiFileNotText],
      ['blank.txt', '   \n\n  ', 400, MESSAGES.invalidInput],
      ['empty.txt', '', 400, MESSAGES.invalidInput],
      // Valid UTF-8 throughout, but control characters from end to end: a binary file renamed .txt.
      ['dump.txt', `Offer ${'\u0001\u0002\u0003\u001b'.repeat(40)} acceptance`, 400, MESSAGES.aiSourceBinary],
      [
        'vertrag.md',
        'Ein Vertrag kommt durch Angebot und Annahme zustande. Die Annahme muss dem Antragenden zugehen, ' +
          'damit der Vertrag wirksam wird; bis dahin kann das Angebot unter Umständen widerrufen werden. ' +
          'Schweigen gilt grundsätzlich nicht als Annahme, es sei denn, die Parteien haben etwas anderes vereinbart.',
        400,
        MESSAGES.aiSourceNotEnglish,
      ],
    ];
    for (const [name, data, status, message] of refusals) {
      const res = await upload(name, data);
      expect(res.statusCode, name).toBe(status);
      const { error } = res.json();
      expect(
        [error.message, ...(error.details ?? []).map((d: { message: string }) => d.message)],
        name,
      ).toContain(message);
    }
  });

  it('refuses a Word document that says it unpacks past the limit, without unpacking it', async () => {
    // One part of 101 MB of zeros deflates to well under the upload limit.
    const bomb = zipSync({ 'word/document.xml': new Uint8Array(101 * 1024 * 1024) }, { level: 1 });
    const res = await upload('bomb.docx', bomb);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toBe(MESSAGES.aiFileUnpackedTooLarge);
  });

  it('refuses a file over 10 MB with 413, and a visitor with 401', async () => {
    const big = await upload('big.txt', Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(MESSAGES.aiFileTooLarge(10));
    expect((await upload('a.txt', 'Offer.', null)).statusCode).toBe(401);
  });
});
