import { MESSAGES } from '../../shared/errors';
import { AppError } from './errors';

// Keyset pagination: the cursor is the (timestamp, id) of the last row of a page, opaque to clients.
export const encodeCursor = (at: Date, id: string) =>
  Buffer.from(`${at.toISOString()}|${id}`).toString('base64url');

export function decodeCursor(cursor?: string): { at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'cursor', message: 'The cursor is not valid.' },
    ]);
  }
  return { at, id };
}

/**
 * One page of a keyset list read with `limit + 1` rows: the first `limit` presented, and a cursor after the
 * last of them when a further row shows there is more.
 */
export function keysetPage<R extends { id: string }, T>(
  rows: R[],
  limit: number,
  present: (row: R) => T,
  at: (row: R) => Date,
): { items: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(present),
    nextCursor: rows.length > limit && last ? encodeCursor(at(last), last.id) : null,
  };
}
