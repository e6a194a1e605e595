import { customType, timestamp } from 'drizzle-orm/pg-core';

// Column helpers every table file shares.

// Drizzle has no tsvector column type; full-text search needs one.
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
