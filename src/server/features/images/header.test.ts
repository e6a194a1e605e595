import { describe, expect, it } from 'vitest';
import { jpegOf, pngOf, SVG } from '../../../../tests/helpers/images';
import { readImageHeader } from './header';

const gif = (w: number, h: number) =>
  Buffer.from([...Buffer.from('GIF89a'), w & 255, w >> 8, h & 255, h >> 8, 0, 0, 0]);

function webpOf(chunk: 'VP8 ' | 'VP8L' | 'VP8X', w: number, h: number): Buffer {
  const out = Buffer.alloc(40);
  out.write('RIFF', 0, 'latin1');
  out.writeUInt32LE(32, 4);
  out.write('WEBP', 8, 'latin1');
  out.write(chunk, 12, 'latin1');
  if (chunk === 'VP8X') {
    out.writeUIntLE(w - 1, 24, 3);
    out.writeUIntLE(h - 1, 27, 3);
  } else if (chunk === 'VP8L') {
    out[20] = 0x2f;
    out.writeUInt32LE(((w - 1) & 0x3fff) | (((h - 1) & 0x3fff) << 14), 21);
  } else {
    out.set([0x9d, 0x01, 0x2a], 23);
    out.writeUInt16LE(w, 26);
    out.writeUInt16LE(h, 28);
  }
  return out;
}

describe('readImageHeader', () => {
  it('reads the type and size of PNG, JPEG, GIF and the three kinds of WebP', () => {
    expect(readImageHeader(pngOf(3, 2))).toEqual({ type: 'image/png', width: 3, height: 2 });
    expect(readImageHeader(jpegOf(640, 480))).toEqual({ type: 'image/jpeg', width: 640, height: 480 });
    expect(readImageHeader(gif(300, 5))).toEqual({ type: 'image/gif', width: 300, height: 5 });
    expect(readImageHeader(webpOf('VP8 ', 120, 80))).toEqual({ type: 'image/webp', width: 120, height: 80 });
    expect(readImageHeader(webpOf('VP8L', 16, 4000))).toEqual({
      type: 'image/webp',
      width: 16,
      height: 4000,
    });
    expect(readImageHeader(webpOf('VP8X', 9000, 7))).toEqual({ type: 'image/webp', width: 9000, height: 7 });
  });

  it('skips fill bytes and other segments before a JPEG frame header', () => {
    const jpeg = jpegOf(20, 10);
    const withComment = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x05, 0x68, 0x69, 0x21, 0xff]),
      jpeg.subarray(2),
    ]);
    expect(readImageHeader(withComment)).toEqual({ type: 'image/jpeg', width: 20, height: 10 });
  });

  it('refuses SVG, text, truncated headers and zero sizes', () => {
    expect(readImageHeader(Buffer.from(SVG))).toBeNull();
    expect(readImageHeader(Buffer.from('just some text, called cat.png'))).toBeNull();
    expect(readImageHeader(pngOf(3, 2).subarray(0, 20))).toBeNull();
    expect(readImageHeader(jpegOf(640, 480).subarray(0, 12))).toBeNull();
    expect(readImageHeader(gif(0, 5))).toBeNull();
    expect(readImageHeader(new Uint8Array())).toBeNull();
  });
});
