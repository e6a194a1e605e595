import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every table file shares.

// Drizzle has no tsvector column type; full-text search needs one.
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

// Raw bytes. node-postgres hands back a Buffer and PGlite a Uint8Array: both are Uint8Arrays.
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});
