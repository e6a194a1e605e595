import { strToU8, zipSync } from 'fflate';
import { decompress } from 'fzstd';
import { describe, expect, it } from 'vitest';
import { parseAnkiPackage } from './anki';
import { loadSqlJs } from './anki/sqlite';
import { decompressZstdBounded } from './anki/zstd';
import {
  buildApkg,
  buildLegacyCollection,
  buildSchema18Collection,
  type FixtureCollection,
} from './testing/anki-fixture';
import { zstdRleBomb, zstdStore } from './testing/zstd';
import { ImportFormatError } from './types';

// The package around the collection: which collection file wins, and every way an upload can be broken.

const deck = (front: string): FixtureCollection => ({
  notes: [{ model: 'basic', fields: [front, 'Answer'] }],
});
// What Anki 2.1.50+ writes as collection.anki2 next to the real collection.anki21b.
const dummy = deck('Please update to the latest Anki version, then import the .colpkg/.apkg file again.');

async function fronts(pkg: Uint8Array): Promise<string[]> {
  return (await parseAnkiPackage(pkg)).cards.map((c) => c.front);
}

async function formatError(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportFormatError);
  return (error as Error).message;
}

describe('the zstd test helper', () => {
  it('writes frames fzstd reads back, with and without a declared size', () => {
    const data = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7) % 251);
    for (const declareSize of [true, false]) {
      const frame = zstdStore(data, { declareSize });
      // Buffer.equals, not toEqual: a deep comparison of 300,000 numbers takes seconds.
      expect(Buffer.from(decompress(frame)).equals(data)).toBe(true);
      expect(Buffer.from(decompressZstdBounded(frame, 1_000_000)).equals(data)).toBe(true);
    }
    expect(decompress(zstdStore(new Uint8Array(0)))).toHaveLength(0);
  });
});

describe('which collection is read', () => {
  it('reads collection.anki2 when it is the only one', async () => {
    const pkg = buildApkg({ 'collection.anki2': await buildLegacyCollection(deck('legacy')), media: '{}' });
    expect(await fronts(pkg)).toEqual(['legacy']);
  });

  it('prefers collection.anki21 to the dummy collection.anki2 beside it', async () => {
    const pkg = buildApkg({
      'collection.anki2': await buildLegacyCollection(dummy),
      'collection.anki21': await buildLegacyCollection(deck('anki21')),
      media: '{}',
    });
    expect(await fronts(pkg)).toEqual(['anki21']);
  });

  it('prefers the zstd-compressed collection.anki21b (schema 18) to both', async () => {
    const pkg = buildApkg({
      'collection.anki2': await buildLegacyCollection(dummy),
      'collection.anki21': await buildLegacyCollection(deck('anki21')),
      'collection.anki21b': zstdStore(await buildSchema18Collection(deck('anki21b'))),
      media: zstdStore(new Uint8Array(0)),
      meta: Uint8Array.from([0x08, 0x03]),
    });
    expect(await fronts(pkg)).toEqual(['anki21b']);
  });
});

describe('broken uploads', () => {
  it('refuses a file that is not a zip', async () => {
    expect(await formatError(parseAnkiPackage(strToU8('front,back\nq,a\n')))).toBe(
      'This file is not an Anki package (.apkg): it is not a zip archive.',
    );
    expect(await formatError(parseAnkiPackage(new Uint8Array(0)))).toMatch(/not a zip archive/);
  });

  it('refuses a zip without a collection', async () => {
    const pkg = buildApkg({ 'notes.txt': 'hello', media: '{}' });
    expect(await formatError(parseAnkiPackage(pkg))).toMatch(/not an Anki package: it holds no collection/);
  });

  it('refuses a truncated zip', async () => {
    const pkg = buildApkg({ 'collection.anki2': await buildLegacyCollection(deck('x')) });
    const cut = pkg.subarray(0, pkg.byteLength - 30);
    expect(await formatError(parseAnkiPackage(cut))).toMatch(/not a zip archive|damaged/);
  });

  it('refuses a collection that is not SQLite', async () => {
    const pkg = buildApkg({ 'collection.anki2': strToU8('this is not a database'.repeat(100)) });
    expect(await formatError(parseAnkiPackage(pkg))).toMatch(/damaged: it is not a readable SQLite database/);
  });

  it('refuses an SQLite database that is not an Anki collection', async () => {
    const SQL = await loadSqlJs();
    const db = new SQL.Database();
    db.run('CREATE TABLE recipes (name text)');
    const pkg = buildApkg({ 'collection.anki2': db.export() });
    db.close();
    expect(await formatError(parseAnkiPackage(pkg))).toMatch(
      /not an Anki collection \(no col, notes, cards table\)/,
    );
  });

  it('refuses a collection.anki21b that is not zstd', async () => {
    const pkg = buildApkg({ 'collection.anki21b': await buildLegacyCollection(deck('x')) });
    expect(await formatError(parseAnkiPackage(pkg))).toMatch(/could not be decompressed/);
  });

  it('refuses an upload over 50 MB before reading it', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    expect(await formatError(parseAnkiPackage(big))).toMatch(/too large .*limit is 50 MB/);
  });
});

describe('zip bombs', () => {
  it('refuses a collection that declares more than the limit, without inflating it', async () => {
    // 8 MB of zeros deflate to a few KB; the limit is lowered so the test stays fast.
    const pkg = zipSync({ 'collection.anki2': [new Uint8Array(8 * 1024 * 1024), { level: 9 }] });
    expect(pkg.byteLength).toBeLessThan(64 * 1024);
    expect(await formatError(parseAnkiPackage(pkg, { maxUncompressedBytes: 4 * 1024 * 1024 }))).toMatch(
      /would unpack to 8 MB, more than the 4 MB limit/,
    );
  });

  it('refuses a collection that inflates to more than it declares', async () => {
    const pkg = zipSync({ 'collection.anki2': [new Uint8Array(4 * 1024 * 1024), { level: 9 }] });
    // Rewrite the declared size (local header and central directory) to 1,000 bytes.
    const view = new DataView(pkg.buffer, pkg.byteOffset, pkg.byteLength);
    view.setUint32(22, 1000, true);
    for (let at = pkg.byteLength - 22; at >= 0; at--) {
      if (view.getUint32(at, true) === 0x02014b50) {
        view.setUint32(at + 24, 1000, true);
        break;
      }
    }
    expect(await formatError(parseAnkiPackage(pkg))).toMatch(/zip bomb|damaged/);
  });

  it('refuses a zstd collection that would expand past the limit', async () => {
    const pkg = buildApkg({ 'collection.anki21b': zstdRleBomb(64 * 1024 * 1024) });
    expect(pkg.byteLength).toBeLessThan(64 * 1024);
    expect(await formatError(parseAnkiPackage(pkg, { maxUncompressedBytes: 8 * 1024 * 1024 }))).toMatch(
      /would unpack to more than the 8 MB limit/,
    );
  });

  it('refuses a zstd frame that declares a size over the limit', async () => {
    const frame = zstdStore(new Uint8Array(2 * 1024 * 1024), { declareSize: true });
    const pkg = buildApkg({ 'collection.anki21b': frame });
    expect(await formatError(parseAnkiPackage(pkg, { maxUncompressedBytes: 1024 * 1024 }))).toMatch(
      /1 MB limit/,
    );
  });
});
