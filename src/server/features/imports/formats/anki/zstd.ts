import { Decompress } from 'fzstd';
import { reserveMemory } from '../../../../parsing/budget';
import { ImportFormatError } from '../types';

// Anki 2.1.50+ stores the collection zstd-compressed (collection.anki21b). zstd packs far more than deflate
// (an RLE block turns 4 bytes into 128 KB), so the frame header is read first (fzstd allocates the window it
// declares) and the output is counted block by block as fzstd streams it.

/** Output reserved at a time when the frame does not declare its size (blocks are at most 128 KB). */
const RESERVE_STEP = 16 * 1024 * 1024;

const DAMAGED =
  'This Anki package is damaged: its collection (collection.anki21b) could not be decompressed.';

export function decompressZstdBounded(input: Uint8Array, maxBytes: number): Uint8Array {
  const header = readFrameHeader(input);
  const tooLarge = () =>
    new ImportFormatError(
      `This package's collection would unpack to more than the ${Math.ceil(maxBytes / 1024 / 1024)} MB limit, so it was not opened.`,
    );
  if (header.windowSize > maxBytes || (header.contentSize ?? 0) > maxBytes) throw tooLarge();

  // With a declared size the output is written in place; without (Anki streams its frames) it is gathered
  // and joined, briefly twice its size. Memory is reserved for the output (which sql.js then keeps as its
  // file: sqlite.ts): at once when the size is declared, else as the output grows (budget.ts; nothing is
  // counted outside a parsing thread).
  const known = header.contentSize;
  if (known !== null) reserveMemory(known);
  let reserved = 0;
  const direct = known !== null ? new Uint8Array(known) : null;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const stream = new Decompress((chunk) => {
    if (total + chunk.byteLength > maxBytes) throw tooLarge();
    while (!direct && total + chunk.byteLength > reserved) {
      reserveMemory(2 * RESERVE_STEP);
      reserved += RESERVE_STEP;
    }
    if (direct) {
      if (total + chunk.byteLength > direct.byteLength) throw new ImportFormatError(DAMAGED);
      direct.set(chunk, total);
    } else {
      // fzstd may reuse its buffers between blocks: keep a copy.
      chunks.push(chunk.slice());
    }
    total += chunk.byteLength;
  });
  try {
    stream.push(input, true);
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError(DAMAGED);
  }
  if (direct) {
    if (total !== direct.byteLength) throw new ImportFormatError(DAMAGED);
    return direct;
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

type FrameHeader = { windowSize: number; contentSize: number | null };

/** RFC 8878, 3.1.1.1: the frame header of the first frame. */
export function readFrameHeader(input: Uint8Array): FrameHeader {
  const magic = input.byteLength >= 6 ? new DataView(input.buffer, input.byteOffset).getUint32(0, true) : 0;
  if (magic !== 0xfd2fb528) throw new ImportFormatError(DAMAGED);
  const descriptor = input[4]!;
  const contentSizeFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const dictionaryIdBytes = [0, 1, 2, 4][descriptor & 3]!;
  let at = 5;
  let windowSize = 0;
  if (!singleSegment) {
    const windowDescriptor = input[at++]!;
    const base = 2 ** (10 + (windowDescriptor >> 3));
    windowSize = base + (base / 8) * (windowDescriptor & 7);
  }
  at += dictionaryIdBytes;
  const contentSizeBytes = [singleSegment ? 1 : 0, 2, 4, 8][contentSizeFlag]!;
  if (at + contentSizeBytes > input.byteLength) throw new ImportFormatError(DAMAGED);
  let contentSize: number | null = null;
  if (contentSizeBytes > 0) {
    contentSize = 0;
    for (let i = contentSizeBytes - 1; i >= 0; i--) contentSize = contentSize * 256 + input[at + i]!;
    if (contentSizeBytes === 2) contentSize += 256;
  }
  // A single-segment frame's window is its whole content.
  if (singleSegment) windowSize = contentSize ?? 0;
  return { windowSize, contentSize };
}
