import { Inflate } from 'fflate';
import { ImportFormatError } from '../types';

// A small zip reader, because an upload is hostile until proven otherwise. fflate's unzipSync trusts the
// sizes the archive declares; here the declared size is checked first (a zip bomb announces itself) and
// the inflated output is counted as it streams (a lying archive is caught after at most one chunk).

export type ZipEntry = {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
};

const NOT_A_ZIP = 'This file is not an Anki package (.apkg): it is not a zip archive.';
const DAMAGED = 'This Anki package is damaged: the zip archive could not be read. Export it from Anki again.';
/** Deflate cannot shrink data more than about 1032 to 1: a higher declared ratio is a lie. */
const MAX_DEFLATE_RATIO = 1032;
/** Inflating 64 KB at a time bounds what one step can produce (64 MB) before the count is checked. */
const INFLATE_STEP = 64 * 1024;

export function listZipEntries(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const eocd = findEndOfCentralDirectory(view);
  if (eocd === -1) throw new ImportFormatError(NOT_A_ZIP);
  let count = view.getUint16(eocd + 10, true);
  let offset = view.getUint32(eocd + 16, true);
  if (count === 0xffff || offset === 0xffffffff) ({ count, offset } = readZip64End(view, eocd));

  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let i = 0; i < count; i++) {
    if (offset + 46 > view.byteLength || view.getUint32(offset, true) !== 0x02014b50) {
      throw new ImportFormatError(DAMAGED);
    }
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const nameStart = offset + 46;
    if (nameStart + nameLength + extraLength > view.byteLength) throw new ImportFormatError(DAMAGED);
    const entry: ZipEntry = {
      name: decoder.decode(data.subarray(nameStart, nameStart + nameLength)),
      flags: view.getUint16(offset + 8, true),
      method: view.getUint16(offset + 10, true),
      compressedSize: view.getUint32(offset + 20, true),
      uncompressedSize: view.getUint32(offset + 24, true),
      localHeaderOffset: view.getUint32(offset + 42, true),
    };
    applyZip64Extra(view, nameStart + nameLength, extraLength, entry);
    entries.push(entry);
    offset = nameStart + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The entry's bytes, refusing anything that would inflate beyond `maxBytes`. */
export function readZipEntry(data: Uint8Array, entry: ZipEntry, maxBytes: number, what: string): Uint8Array {
  const mb = (n: number) => Math.ceil(n / 1024 / 1024);
  if (entry.uncompressedSize > maxBytes) {
    throw new ImportFormatError(
      `This package's ${what} would unpack to ${mb(entry.uncompressedSize)} MB, more than the ${mb(maxBytes)} MB limit, so it was not opened.`,
    );
  }
  if (entry.method === 8 && entry.uncompressedSize > MAX_DEFLATE_RATIO * Math.max(entry.compressedSize, 1)) {
    throw new ImportFormatError(
      `This package looks like a zip bomb (its ${what} claims an impossible compression ratio), so it was not opened.`,
    );
  }
  if (entry.flags & 1) throw new ImportFormatError('This package is encrypted; Anki packages never are.');
  const start = dataStart(data, entry);
  const compressed = data.subarray(start, start + entry.compressedSize);
  if (compressed.byteLength !== entry.compressedSize) throw new ImportFormatError(DAMAGED);
  if (entry.method === 0) return compressed;
  if (entry.method !== 8) throw new ImportFormatError(DAMAGED);
  return inflateBounded(compressed, entry.uncompressedSize, what);
}

function inflateBounded(compressed: Uint8Array, expected: number, what: string): Uint8Array {
  const out = new Uint8Array(expected);
  let written = 0;
  const inflater = new Inflate((chunk) => {
    if (written + chunk.byteLength > expected) {
      throw new ImportFormatError(
        `This package looks like a zip bomb (its ${what} unpacks to more than it declares), so it was not opened.`,
      );
    }
    out.set(chunk, written);
    written += chunk.byteLength;
  });
  try {
    if (compressed.byteLength === 0) inflater.push(compressed, true);
    for (let at = 0; at < compressed.byteLength; at += INFLATE_STEP) {
      inflater.push(compressed.subarray(at, at + INFLATE_STEP), at + INFLATE_STEP >= compressed.byteLength);
    }
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    throw new ImportFormatError(DAMAGED);
  }
  if (written !== expected) throw new ImportFormatError(DAMAGED);
  return out;
}

function dataStart(data: Uint8Array, entry: ZipEntry): number {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const at = entry.localHeaderOffset;
  if (at + 30 > view.byteLength || view.getUint32(at, true) !== 0x04034b50)
    throw new ImportFormatError(DAMAGED);
  return at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
}

function findEndOfCentralDirectory(view: DataView): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === 0x06054b50) return at;
  }
  return -1;
}

function readZip64End(view: DataView, eocd: number): { count: number; offset: number } {
  const locator = eocd - 20;
  if (locator < 0 || view.getUint32(locator, true) !== 0x07064b50) throw new ImportFormatError(DAMAGED);
  const end = Number(view.getBigUint64(locator + 8, true));
  if (end + 56 > view.byteLength || view.getUint32(end, true) !== 0x06064b50)
    throw new ImportFormatError(DAMAGED);
  return {
    count: Number(view.getBigUint64(end + 32, true)),
    offset: Number(view.getBigUint64(end + 48, true)),
  };
}

/** Sizes and offsets too large for 32 bits live in the zip64 extra field, in this order, only when needed. */
function applyZip64Extra(view: DataView, start: number, length: number, entry: ZipEntry): void {
  for (let at = start; at + 4 <= start + length; ) {
    const id = view.getUint16(at, true);
    const size = view.getUint16(at + 2, true);
    if (id === 0x0001) {
      let field = at + 4;
      const next = () => {
        const value = Number(view.getBigUint64(field, true));
        field += 8;
        return value;
      };
      if (entry.uncompressedSize === 0xffffffff) entry.uncompressedSize = next();
      if (entry.compressedSize === 0xffffffff) entry.compressedSize = next();
      if (entry.localHeaderOffset === 0xffffffff) entry.localHeaderOffset = next();
      return;
    }
    at += 4 + size;
  }
}
