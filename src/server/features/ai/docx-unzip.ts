import { Inflate, zipSync } from 'fflate';
import { reserveMemory } from '../../parsing/budget';
import { listZipEntries } from '../imports/formats';

// A .docx is a zip, and mammoth unpacks whatever it is given, trusting nothing but also bounding nothing.
// So the document is unpacked here first, counting the bytes each part actually produces (a part may say
// it holds 5 KB and inflate to 1 GB), and refused the moment the count passes the limit. mammoth then reads
// a fresh, uncompressed zip of exactly what was counted: nothing it unpacks was not measured first.
// Pictures (word/media) are neither unpacked nor passed on: only the text is wanted.

/** The limit on a document's unpacked parts (pictures excluded): a long textbook's XML is a few MB. */
export const DOCX_UNPACKED_MAX = 32 * 1024 * 1024;
/** Inflating this much input at a time bounds what one step can produce (about 16 MB) before the count. */
const STEP = 16 * 1024;

export class DocxTooLarge extends Error {}
export class DocxUnreadable extends Error {}

const isPicture = (name: string) => name.startsWith('word/media/');

/** The document re-packed without compression or pictures, or DocxTooLarge / DocxUnreadable. */
export function unpackDocx(data: Uint8Array, maxBytes = DOCX_UNPACKED_MAX): Uint8Array {
  let entries: ReturnType<typeof listZipEntries>;
  try {
    entries = listZipEntries(data);
  } catch {
    throw new DocxUnreadable('not a zip archive');
  }
  // The parts and their re-packed copy, at most (budget.ts; nothing is counted outside a parsing thread).
  reserveMemory(2 * maxBytes);
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const parts: Record<string, Uint8Array> = {};
  let total = 0;
  for (const entry of entries) {
    if (isPicture(entry.name) || entry.name.endsWith('/')) continue;
    // What the archive declares is checked first, so an honest bomb costs nothing to refuse.
    if (total + entry.uncompressedSize > maxBytes) throw new DocxTooLarge('declared');
    if (entry.flags & 1) throw new DocxUnreadable('encrypted');
    const at = entry.localHeaderOffset;
    if (at + 30 > data.byteLength || view.getUint32(at, true) !== 0x04034b50)
      throw new DocxUnreadable('bad local header');
    const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
    const compressed = data.subarray(start, start + entry.compressedSize);
    if (compressed.byteLength !== entry.compressedSize) throw new DocxUnreadable('truncated');
    let part: Uint8Array;
    if (entry.method === 0) part = compressed;
    else if (entry.method === 8) part = inflateCounted(compressed, maxBytes - total);
    else throw new DocxUnreadable('unknown compression');
    total += part.byteLength;
    if (total > maxBytes) throw new DocxTooLarge('inflated');
    // A name that appears twice would let the copy mammoth reads differ from the one counted.
    if (Object.hasOwn(parts, entry.name)) throw new DocxUnreadable('duplicate part');
    parts[entry.name] = part;
  }
  return zipSync(parts, { level: 0 });
}

/** Inflates, stopping as soon as the output passes `budget` bytes whatever the archive said. */
function inflateCounted(compressed: Uint8Array, budget: number): Uint8Array {
  const chunks: Uint8Array[] = [];
  let produced = 0;
  const inflater = new Inflate((chunk) => {
    produced += chunk.byteLength;
    if (produced > budget) throw new DocxTooLarge('inflated');
    chunks.push(chunk);
  });
  try {
    if (compressed.byteLength === 0) inflater.push(compressed, true);
    for (let at = 0; at < compressed.byteLength; at += STEP) {
      inflater.push(compressed.subarray(at, at + STEP), at + STEP >= compressed.byteLength);
    }
  } catch (error) {
    if (error instanceof DocxTooLarge) throw error;
    throw new DocxUnreadable('bad deflate data');
  }
  const out = new Uint8Array(produced);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
