import zlib from 'node:zlib';
import { strToU8 } from 'fflate';

// Zip bombs for tests and the hostile-upload benchmark, built here so nothing hides in a binary fixture:
// zeros deflated in chunks (never held whole in memory), in a zip whose headers may state any size.

const CHUNK = 1024 * 1024;

/** `size` zeros as raw deflate data, about 1,030 times smaller (zlib's best; 1 GiB takes a few seconds). */
export async function deflatedZeros(size: number): Promise<Uint8Array> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const out: Uint8Array[] = [];
  deflate.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  const zeros = Buffer.alloc(CHUNK);
  for (let left = size; left > 0; left -= CHUNK) {
    if (!deflate.write(left > CHUNK ? zeros : zeros.subarray(0, left)))
      await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return concat(out);
}

export type ZipPart = {
  name: string;
  /** Deflated (method 8) unless `stored`. */
  data: Uint8Array;
  stored?: boolean;
  /** The uncompressed size the headers state: the truth or a lie. */
  declaredSize: number;
};

/** A zip archive of the parts as given (CRCs are left 0: neither our reader nor mammoth's checks them). */
export function zipOf(parts: ZipPart[]): Uint8Array {
  const locals: Uint8Array[] = [];
  const centrals: Uint8Array[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = strToU8(part.name);
    const method = part.stored ? 0 : 8;
    const local = new Uint8Array(30 + name.byteLength);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, 20, true);
    l.setUint16(8, method, true);
    l.setUint32(18, part.data.byteLength, true);
    l.setUint32(22, part.declaredSize, true);
    l.setUint16(26, name.byteLength, true);
    local.set(name, 30);
    const central = new Uint8Array(46 + name.byteLength);
    const c = new DataView(central.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, 20, true);
    c.setUint16(6, 20, true);
    c.setUint16(10, method, true);
    c.setUint32(20, part.data.byteLength, true);
    c.setUint32(24, part.declaredSize, true);
    c.setUint16(28, name.byteLength, true);
    c.setUint32(42, offset, true);
    central.set(name, 46);
    locals.push(local, part.data);
    centrals.push(central);
    offset += local.byteLength + part.data.byteLength;
  }
  const centralSize = centrals.reduce((n, c) => n + c.byteLength, 0);
  const end = new Uint8Array(22);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, parts.length, true);
  e.setUint16(10, parts.length, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, offset, true);
  return concat([...locals, ...centrals, end]);
}

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const RELS = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

/** A Word document whose word/document.xml inflates to `inflatesTo` zeros while declaring `declares`. */
export async function docxBomb(inflatesTo: number, declares: number): Promise<Uint8Array> {
  const text = (name: string, s: string) => {
    const data = strToU8(s);
    return { name, data, stored: true, declaredSize: data.byteLength };
  };
  return zipOf([
    text('[Content_Types].xml', CONTENT_TYPES),
    text('_rels/.rels', RELS),
    { name: 'word/document.xml', data: await deflatedZeros(inflatesTo), declaredSize: declares },
  ]);
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
