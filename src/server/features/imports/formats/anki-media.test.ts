import { describe, expect, it } from 'vitest';
import { MAX_PICTURES, readMediaMap, readPictures } from './anki/media';
import { listZipEntries } from './anki/zip';
import { buildApkg, mediaEntries } from './testing/anki-fixture';
import { zstdStore } from './testing/zstd';

const open = (files: Record<string, Uint8Array | string>) => {
  const pkg = buildApkg(files);
  const map = readMediaMap(pkg, new Map(listZipEntries(pkg).map((e) => [e.name, e])));
  return { pkg, map };
};
const text = (b: Uint8Array) => new TextDecoder().decode(b);

describe('pictures in a package', () => {
  it('reads the legacy JSON map and only the pictures asked for', () => {
    const { pkg, map } = open({
      media: JSON.stringify({ '0': 'a.png', '1': 'b c.png', '7': 'gone.png' }),
      '0': 'A',
      '1': 'B',
    });
    expect([...map.keys()].sort()).toEqual(['a.png', 'b c.png']);
    // A field may hold the name URL-encoded; a name the package lacks is left out.
    const read = readPictures(pkg, map, ['b%20c.png', 'gone.png', 'never.png']);
    expect(read.map((p) => [p.name, text(p.bytes)])).toEqual([['b%20c.png', 'B']]);
  });

  it("reads the newest layout's zstd protobuf map and zstd files", () => {
    const { pkg, map } = open({
      media: zstdStore(mediaEntries(['x.png', 'y.jpg'])),
      '0': zstdStore(new TextEncoder().encode('X')),
      '1': zstdStore(new TextEncoder().encode('Y')),
    });
    expect(readPictures(pkg, map, ['y.jpg', 'x.png']).map((p) => [p.name, text(p.bytes)])).toEqual([
      ['y.jpg', 'Y'],
      ['x.png', 'X'],
    ]);
  });

  it('leaves out a picture over 2 MB, and reads no more than the limit', () => {
    const { pkg, map } = open({
      media: JSON.stringify({ '0': 'big.png', '1': 'ok.png' }),
      '0': new Uint8Array(3 * 1024 * 1024),
      '1': 'ok',
    });
    expect(readPictures(pkg, map, ['big.png', 'ok.png']).map((p) => p.name)).toEqual(['ok.png']);

    const names = Array.from({ length: MAX_PICTURES + 3 }, (_, i) => `p${i}.png`);
    const many = open({
      media: JSON.stringify(Object.fromEntries(names.map((n, i) => [String(i), n]))),
      ...Object.fromEntries(names.map((_, i) => [String(i), 'x'])),
    });
    expect(readPictures(many.pkg, many.map, names)).toHaveLength(MAX_PICTURES);
  });

  it('treats a missing or damaged map as no pictures, not as a broken package', () => {
    expect(open({ '0': 'A' }).map.size).toBe(0);
    expect(open({ media: '{not json', '0': 'A' }).map.size).toBe(0);
    expect(open({ media: zstdStore(new Uint8Array([0x0a, 0xff])), '0': 'A' }).map.size).toBe(0);
  });
});
