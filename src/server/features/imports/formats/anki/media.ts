import { IMAGE_MAX_BYTES } from '../../../../../shared/contracts/images';
import { reserveMemory } from '../../../../parsing/budget';
import { type ImportedImage, ImportFormatError } from '../types';
import { protoString, readProto } from './protobuf';
import { readZipEntry, type ZipEntry } from './zip';
import { decompressZstdBounded } from './zstd';

// The pictures an .apkg carries. Its `media` entry maps numbered zip entries ("0", "1"...) to the names the
// fields use: JSON in the legacy layout, a zstd-compressed protobuf list (MediaEntries, the list's index
// being the entry's number) with zstd-compressed files when Anki writes the newest layout. Only pictures the
// notes show are read, each refused before inflating if it would pass the upload limit for a picture, and
// together within MAX_MEDIA_BYTES: the server checks each again as it would an upload.

/** What the pictures of one package may unpack to in all: far more than a real deck's, far less than a bomb's. */
export const MAX_MEDIA_BYTES = 100 * 1024 * 1024;
/** Pictures taken from one package: each becomes a row, written one by one while the import holds its lock. */
export const MAX_PICTURES = 5_000;

const ZSTD_MAGIC = [0x28, 0xb5, 0x2f, 0xfd];
const isZstd = (b: Uint8Array) => ZSTD_MAGIC.every((m, i) => b[i] === m);

/** File name → zip entry, from the package's media map; empty when there is none or it is unreadable. */
export function readMediaMap(input: Uint8Array, byName: Map<string, ZipEntry>): Map<string, ZipEntry> {
  const out = new Map<string, ZipEntry>();
  const entry = byName.get('media');
  if (!entry) return out;
  try {
    let map = readZipEntry(input, entry, 16 * 1024 * 1024, 'media list');
    if (isZstd(map)) {
      map = decompressZstdBounded(map, 16 * 1024 * 1024);
      readProto(map)
        .filter((f) => f.field === 1 && f.bytes)
        .forEach((f, index) => {
          const name = protoString(readProto(f.bytes!), 1);
          const file = byName.get(String(index));
          if (name && file) out.set(name, file);
        });
      return out;
    }
    const json = JSON.parse(new TextDecoder().decode(map)) as Record<string, unknown>;
    for (const [number, name] of Object.entries(json)) {
      const file = byName.get(number);
      if (typeof name === 'string' && file) out.set(name, file);
    }
  } catch {
    // A damaged list costs the pictures, not the cards: each picture is then reported as skipped.
  }
  return out;
}

/** The named pictures' bytes; a missing, oversized or unreadable one is simply not among them. */
export function readPictures(
  input: Uint8Array,
  map: Map<string, ZipEntry>,
  names: Iterable<string>,
): ImportedImage[] {
  const out: ImportedImage[] = [];
  let total = 0;
  for (const name of names) {
    if (out.length >= MAX_PICTURES) break;
    const entry = map.get(name) ?? map.get(safeDecode(name));
    if (!entry || entry.uncompressedSize > IMAGE_MAX_BYTES + 1024) continue;
    if (total + entry.uncompressedSize > MAX_MEDIA_BYTES) continue;
    try {
      reserveMemory(entry.uncompressedSize);
      let bytes = readZipEntry(input, entry, IMAGE_MAX_BYTES + 1024, 'picture');
      if (isZstd(bytes)) bytes = decompressZstdBounded(bytes, IMAGE_MAX_BYTES);
      total += bytes.byteLength;
      out.push({ name, bytes });
    } catch (error) {
      if (!(error instanceof ImportFormatError) && !(error instanceof RangeError)) throw error;
    }
  }
  return out;
}

function safeDecode(name: string): string {
  try {
    return decodeURIComponent(name);
  } catch {
    return name;
  }
}
