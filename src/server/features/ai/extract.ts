import path from 'node:path';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { AI_SOURCE_MAX_CHARS } from '../../../shared/contracts/ai';
import { MESSAGES } from '../../../shared/errors';
import type { Parser } from '../../parsing';
import { AppError, invalidInput } from '../../platform/errors';
import { DocxTooLarge, unpackDocx } from './docx-unzip';

// The text of an uploaded file, for the generators to work from: PDF (pdf.js through unpdf), Word .docx
// (mammoth, headings kept as Markdown so the generators see the document's structure), plain text and
// Markdown. The kind is decided by the file's first bytes as well as its name, so a renamed file is refused.
// The kind is decided on the server's thread; the reading itself runs in the parsing pool (src/server/parsing),
// since a PDF or a Word document can take seconds and much memory to read.

export type Extracted = { text: string; words: number; truncated: boolean };
export type DocumentKind = 'pdf' | 'docx' | 'text';

const TEXT_EXTENSIONS = new Set(['.txt', '.text', '.md', '.markdown']);

export function kindOf(data: Uint8Array, filename: string): DocumentKind {
  const ext = path.extname(filename).toLowerCase();
  const head = Buffer.from(data.buffer, data.byteOffset, Math.min(8, data.byteLength));
  if (ext === '.pdf' && head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (ext === '.docx' && head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04)
    return 'docx';
  if (ext === '.doc' || (head.length >= 4 && head.readUInt32BE(0) === 0xd0cf11e0))
    throw new AppError('unsupported_type', MESSAGES.aiFileOldWord);
  if (TEXT_EXTENSIONS.has(ext)) return 'text';
  throw new AppError('unsupported_type', MESSAGES.aiFileType);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, e: string) => {
    if (e[0] === '#')
      return String.fromCodePoint(
        e[1] === 'x' || e[1] === 'X' ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1)),
      );
    return ENTITIES[e.toLowerCase()] ?? whole;
  });

/** mammoth's HTML as light Markdown: headings with #, list items with -, paragraphs apart, nothing else. */
export function htmlToText(html: string): string {
  return decode(
    html
      .replace(
        /<h([1-6])[^>]*>([\s\S]*?)<\/h\1>/gi,
        (_, level: string, inner: string) => `\n\n${'#'.repeat(Number(level))} ${inner}\n\n`,
      )
      .replace(/<li[^>]*>/gi, '\n- ')
      .replace(/<\/(p|li|tr|table|ul|ol)>/gi, '\n\n')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/t[dh]>/gi, ' ')
      .replace(/<[^>]+>/g, ''),
  );
}

async function pdfText(data: Uint8Array): Promise<string> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const { text } = await extractText(pdf, { mergePages: false });
    await pdf.destroy();
    return text.join('\n\n');
  } catch {
    throw invalidInput('file', MESSAGES.aiFileUnreadable('PDF'));
  }
}

async function docxText(data: Uint8Array): Promise<string> {
  let unpacked: Uint8Array;
  try {
    unpacked = unpackDocx(data);
  } catch (error) {
    if (error instanceof DocxTooLarge) throw new AppError('too_large', MESSAGES.aiFileUnpackedTooLarge);
    throw invalidInput('file', MESSAGES.aiFileUnreadable('Word document'));
  }
  try {
    const { value } = await mammoth.convertToHtml(
      { buffer: Buffer.from(unpacked.buffer, unpacked.byteOffset, unpacked.byteLength) },
      // Pictures were left out when unpacking: an empty image keeps mammoth from looking for them.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })) },
    );
    return htmlToText(value);
  } catch {
    throw invalidInput('file', MESSAGES.aiFileUnreadable('Word document'));
  }
}

function plainText(data: Uint8Array): string {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(data);
    if (text.includes('\u0000')) throw new Error('binary');
    return text.replace(/^\uFEFF/, '');
  } catch {
    throw new AppError('unsupported_type', MESSAGES.aiFileNotText);
  }
}

/** Tidy whitespace, then cut at the generators' limit on a word boundary. */
export function asSource(raw: string): Extracted {
  let text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const truncated = text.length > AI_SOURCE_MAX_CHARS;
  if (truncated) {
    const cut = text.slice(0, AI_SOURCE_MAX_CHARS);
    text = cut.slice(0, Math.max(cut.lastIndexOf(' '), AI_SOURCE_MAX_CHARS - 200)).trimEnd();
  }
  return { text, words: text ? text.split(/\s+/).length : 0, truncated };
}

/** Reads a file whose kind is known: what the parsing pool runs (src/server/parsing/tasks.ts). */
export async function documentText(data: Uint8Array, kind: DocumentKind): Promise<Extracted> {
  const raw = kind === 'pdf' ? await pdfText(data) : kind === 'docx' ? await docxText(data) : plainText(data);
  const result = asSource(raw);
  if (!result.text) throw invalidInput('file', MESSAGES.aiFileNoText);
  return result;
}

/** The kind is checked here, then the file is read in the parsing pool (a small text file is read here). */
export async function extractFileText(
  data: Uint8Array,
  filename: string,
  parser: Parser,
): Promise<Extracted> {
  const kind = kindOf(data, filename);
  return parser.run('documentText', { bytes: data, kind });
}
