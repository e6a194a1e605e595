import { z } from 'zod';
import type { NoteSort } from '../../../shared/contracts/notes';
import { MESSAGES } from '../../../shared/errors';
import { decodeCursor, encodeCursor } from '../../platform/cursor';
import { AppError } from '../../platform/errors';
import type { After } from './repo';

// Date orders use the platform's (timestamp, id) cursor. Title order needs a text key, and search results
// are ordered by a computed float rank that does not survive a round trip exactly, so they page by offset.
const titleCursor = z.object({ t: z.string().max(200), id: z.uuid() });
const offsetCursor = z.object({ o: z.number().int().min(0).max(100_000) });

const pack = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
function unpack<T>(schema: z.ZodType<T>, cursor: string): T {
  try {
    return schema.parse(JSON.parse(Buffer.from(cursor, 'base64url').toString()));
  } catch {
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'cursor', message: 'The cursor is not valid.' },
    ]);
  }
}

export function encodeAfter(
  sort: NoteSort,
  last: { id: string; title: string; createdAt: Date; updatedAt: Date },
) {
  if (sort === 'title') return pack({ t: last.title, id: last.id });
  return encodeCursor(sort === 'created' ? last.createdAt : last.updatedAt, last.id);
}

export function decodeAfter(sort: NoteSort, cursor?: string): After | undefined {
  if (!cursor) return undefined;
  if (sort === 'title') {
    const { t, id } = unpack(titleCursor, cursor);
    return { sort, title: t, id };
  }
  const { at, id } = decodeCursor(cursor)!;
  return { sort, at, id };
}

export const encodeOffset = (offset: number) => pack({ o: offset });
export const decodeOffset = (cursor?: string) => (cursor ? unpack(offsetCursor, cursor).o : 0);
