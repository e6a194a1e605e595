import path from 'node:path';
import { unzipSync } from 'fflate';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';
import { AI_SOURCE_MAX_CHARS } from '../../../shared/contracts/ai';
import { MESSAGES } from '../../../shared/errors';
import { AppError, invalidInput } from '../../platform/errors';

// The text of an uploaded file, for the generators to work from: PDF (pdf.js through unpdf), Word .docx
// (mammoth, headings kept as Markdown so the generators see the document's structure), plain text and
// Markdown. The kind is decided by the file's first bytes as well as its name, so a renamed file is refused.

export type Extracted = { text: string; words: number; truncated: boolean };
type Kind = 'pdf' | 'docx' | 'text';

const TEXT_EXTENSIONS = new Set(['.txt', '.text', '.md', '.markdown']);

function kindOf(data: Buffer, filename: string): Kind {
  const ext = path.extname(filename).toLowerCase();
  const head = data.subarray(0, 8);
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

async function pdfText(data: Buffer): Promise<string> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    const { text } = await extractText(pdf, { mergePages: false });
    await pdf.destroy();
    return text.join('\n\n');
  } catch {
    throw invalidInput('file', MESSAGES.aiFileUnreadable('PDF'));
  }
}

// A .docx is a zip: its parts may unpack to far more than the upload. The sizes the archive declares are
// read (without unpacking) and a document that says it unpacks past this is refused before mammoth runs.
const DOCX_UNPACKED_MAX = 100 * 1024 * 1024;

function declaredUnpackedSize(data: Buffer): number {
  let total = 0;
  unzipSync(new Uint8Array(data), {
    filter: (file) => {
      total += file.originalSize;
      return false;
    },
  });
  return total;
}

async function docxText(data: Buffer): Promise<string> {
  let unpacked: number;
  try {
    unpacked = declaredUnpackedSize(data);
  } catch {
    throw invalidInput('file', MESSAGES.aiFileUnreadable('Word document'));
  }
  if (unpacked > DOCX_UNPACKED_MAX) throw new AppError('too_large', MESSAGES.aiFileUnpackedTooLarge);
  try {
    const { value } = await mammoth.convertToHtml({ buffer: data });
    return htmlToText(value);
  } catch {
    throw invalidInput('file', MESSAGES.aiFileUnreadable('Word document'));
  }
}

function plainText(data: Buffer): string {
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

export async function extractFileText(data: Buffer, filename: string): Promise<Extracted> {
  const kind = kindOf(data, filename);
  const raw = kind === 'pdf' ? await pdfText(data) : kind === 'docx' ? await docxText(data) : plainText(data);
  const result = asSource(raw);
  if (!result.text) throw invalidInput('file', MESSAGES.aiFileNoText);
  return result;
}
