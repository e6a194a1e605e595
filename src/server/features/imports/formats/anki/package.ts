import { reserveMemory } from '../../../../parsing/budget';
import { assertUploadSize, MAX_UNCOMPRESSED_BYTES, MAX_UPLOAD_BYTES } from '../limits';
import { ImportFormatError } from '../types';
import { readMediaMap } from './media';
import { listZipEntries, readZipEntry, type ZipEntry } from './zip';
import { decompressZstdBounded } from './zstd';

// An .apkg is a zip holding one SQLite collection and the media. Which collection file to read follows
// Anki's own importer: the newest format present wins, because Anki 2.1.50+ also writes an old-format
// collection.anki2 that holds a single note telling old clients to update (importing it would give the
// user that note instead of their deck).

export const COLLECTION_FILES = ['collection.anki21b', 'collection.anki21', 'collection.anki2'] as const;
export type CollectionFileName = (typeof COLLECTION_FILES)[number];

export type PackageLimits = { maxUploadBytes?: number; maxUncompressedBytes?: number };

export type OpenedPackage = {
  collectionFile: CollectionFileName;
  /** The SQLite database, decompressed. */
  collection: Uint8Array;
  /** Media files in the archive: Anki stores them as numbered entries ("0", "1", ...). */
  mediaFiles: number;
  /** The media's names as the fields use them → their zip entries (anki/media.ts reads the pictures). */
  mediaMap: Map<string, ZipEntry>;
};

export function openPackage(input: Uint8Array, limits: PackageLimits = {}): OpenedPackage {
  assertUploadSize(input, limits.maxUploadBytes ?? MAX_UPLOAD_BYTES);
  const maxBytes = limits.maxUncompressedBytes ?? MAX_UNCOMPRESSED_BYTES;
  const entries = listEntries(input);
  const byName = new Map(entries.map((e) => [e.name, e]));
  const collectionFile = COLLECTION_FILES.find((name) => byName.has(name));
  if (!collectionFile) {
    throw new ImportFormatError(
      'This zip archive is not an Anki package: it holds no collection (collection.anki21b, collection.anki21 or collection.anki2). In Anki use File > Export > "Anki Deck Package (*.apkg)".',
    );
  }
  const entry = byName.get(collectionFile)!;
  // On a parsing thread, the memory is reserved before it is taken: the inflated collection, which sql.js
  // then keeps as its file (sqlite.ts); a zstd collection reserves its own as it decompresses (the stored
  // bytes are part of the upload, already counted). Over the limit, readZipEntry refuses.
  if (entry.uncompressedSize <= maxBytes && collectionFile !== 'collection.anki21b')
    reserveMemory(entry.uncompressedSize);
  const stored = readZipEntry(input, entry, maxBytes, 'collection');
  const collection =
    collectionFile === 'collection.anki21b' ? decompressZstdBounded(stored, maxBytes) : stored;
  const mediaFiles = entries.filter((e) => /^\d+$/.test(e.name)).length;
  return { collectionFile, collection, mediaFiles, mediaMap: readMediaMap(input, byName) };
}

function listEntries(input: Uint8Array): ZipEntry[] {
  try {
    return listZipEntries(input);
  } catch (error) {
    if (error instanceof ImportFormatError) throw error;
    // A truncated archive makes the reader step past the end (RangeError): it is damaged, not a bug.
    throw new ImportFormatError('This Anki package is damaged: the zip archive could not be read.');
  }
}
