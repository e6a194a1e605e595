// Just enough protobuf to read what schema 18 collections (collection.anki21b) keep in blobs: a note
// type's kind and its templates' question and answer formats. A dependency for two fields would be heavier
// than these lines.

export type ProtoField = { field: number; varint?: number; bytes?: Uint8Array };

export function readProto(buf: Uint8Array): ProtoField[] {
  const fields: ProtoField[] = [];
  let at = 0;
  const varint = (): number => {
    let value = 0;
    let scale = 1;
    for (;;) {
      if (at >= buf.byteLength) throw new Error('truncated protobuf');
      const byte = buf[at++]!;
      value += (byte & 0x7f) * scale;
      if (byte < 0x80) return value;
      scale *= 128;
    }
  };
  while (at < buf.byteLength) {
    const key = varint();
    const field = Math.floor(key / 8);
    const wire = key % 8;
    if (wire === 0) fields.push({ field, varint: varint() });
    else if (wire === 1) at += 8;
    else if (wire === 5) at += 4;
    else if (wire === 2) {
      const length = varint();
      if (at + length > buf.byteLength) throw new Error('truncated protobuf');
      fields.push({ field, bytes: buf.subarray(at, at + length) });
      at += length;
    } else throw new Error(`unsupported protobuf wire type ${wire}`);
  }
  return fields;
}

export function protoString(fields: ProtoField[], field: number): string {
  const found = fields.find((f) => f.field === field && f.bytes);
  return found?.bytes ? new TextDecoder().decode(found.bytes) : '';
}

export function protoVarint(fields: ProtoField[], field: number): number {
  return fields.find((f) => f.field === field && f.varint !== undefined)?.varint ?? 0;
}
