// zstd frames for tests. fzstd only decompresses, and a real compressor is not needed to test reading:
// RFC 8878 lets a frame carry its data in "raw" blocks (stored as is) or "RLE" blocks (one byte repeated).

const MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const MAX_BLOCK = 128 * 1024;
/** Window descriptor for 128 KB (exponent 17 - 10, no mantissa): enough for the largest block. */
const WINDOW_128K = 7 << 3;

function blockHeader(last: boolean, type: 0 | 1, size: number): number[] {
  const value = (size << 3) | (type << 1) | (last ? 1 : 0);
  return [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
}

/**
 * `bytes` as a valid zstd frame of raw blocks. With `declareSize`, the frame header states the content size
 * (single segment), as `zstd` the command line does; without it the size is unknown, as in Anki's
 * streamed collection.anki21b.
 */
export function zstdStore(bytes: Uint8Array, opts: { declareSize?: boolean } = {}): Uint8Array {
  const parts: number[][] = [];
  if (opts.declareSize) {
    const size: number[] = [];
    let rest = bytes.byteLength;
    for (let i = 0; i < 8; i++) {
      size.push(rest % 256);
      rest = Math.floor(rest / 256);
    }
    parts.push([...MAGIC, 0xe0, ...size]);
  } else {
    parts.push([...MAGIC, 0x00, WINDOW_128K]);
  }
  const chunks: Uint8Array[] = [Uint8Array.from(parts[0]!)];
  if (bytes.byteLength === 0) chunks.push(Uint8Array.from(blockHeader(true, 0, 0)));
  for (let at = 0; at < bytes.byteLength; at += MAX_BLOCK) {
    const block = bytes.subarray(at, at + MAX_BLOCK);
    chunks.push(Uint8Array.from(blockHeader(at + MAX_BLOCK >= bytes.byteLength, 0, block.byteLength)));
    chunks.push(block);
  }
  return concat(chunks);
}

/** A zstd bomb: `totalBytes` of zeros in RLE blocks, 4 bytes for every 128 KB. */
export function zstdRleBomb(totalBytes: number): Uint8Array {
  const chunks: Uint8Array[] = [Uint8Array.from([...MAGIC, 0x00, WINDOW_128K])];
  for (let left = totalBytes; left > 0; left -= MAX_BLOCK) {
    const size = Math.min(left, MAX_BLOCK);
    chunks.push(Uint8Array.from([...blockHeader(left <= MAX_BLOCK, 1, size), 0]));
  }
  return concat(chunks);
}

function concat(chunks: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.byteLength, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}
