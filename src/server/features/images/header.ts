// What an uploaded file is, from its first bytes alone: the file name and the declared type are the
// sender's word, the bytes are not. Only the four raster formats every browser shows are recognised; SVG
// (text that can carry script) and everything else is refused. Dimensions come from the header, so a
// picture is measured without decoding it and without a native image library.

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
export type ImageHeader = { type: ImageType; width: number; height: number };

export const EXTENSIONS: Record<ImageType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The type and size of a PNG, JPEG, GIF or WebP image, or null when the bytes are none of them. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (at: number, length: number) =>
    at + length <= bytes.byteLength ? String.fromCharCode(...bytes.subarray(at, at + length)) : '';
  const measured = (type: ImageType, width: number, height: number): ImageHeader | null =>
    width > 0 && height > 0 ? { type, width, height } : null;

  if (bytes.byteLength >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && ascii(12, 4) === 'IHDR')
    return measured('image/png', view.getUint32(16), view.getUint32(20));
  if (bytes.byteLength >= 10 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a'))
    return measured('image/gif', view.getUint16(6, true), view.getUint16(8, true));
  if (bytes.byteLength >= 30 && ascii(0, 4) === 'RIFF' && ascii(8, 4) === 'WEBP') return webp(bytes, view);
  if (bytes.byteLength >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return jpeg(bytes, view);
  return null;
}

function webp(bytes: Uint8Array, view: DataView): ImageHeader | null {
  const chunk = String.fromCharCode(...bytes.subarray(12, 16));
  const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16);
  if (chunk === 'VP8X') return { type: 'image/webp', width: u24(24) + 1, height: u24(27) + 1 };
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { type: 'image/webp', width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // A lossy frame: its start code, then two 14-bit dimensions (the top two bits are a scale).
  if (chunk === 'VP8 ' && bytes[23] === 0x9d && bytes[24] === 0x01 && bytes[25] === 0x2a) {
    const width = view.getUint16(26, true) & 0x3fff;
    const height = view.getUint16(28, true) & 0x3fff;
    return width > 0 && height > 0 ? { type: 'image/webp', width, height } : null;
  }
  return null;
}

/** Walks the JPEG's segments to the first start-of-frame, which holds the dimensions. */
function jpeg(bytes: Uint8Array, view: DataView): ImageHeader | null {
  let at = 2;
  while (at + 9 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes before a marker, and markers that stand alone (no length).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      return width > 0 && height > 0 ? { type: 'image/jpeg', width, height } : null;
    }
    if (marker === 0xd9 || marker === 0xda || length < 2) return null;
    at += 2 + length;
  }
  return null;
}
