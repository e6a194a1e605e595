import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from './connect';
import type { subjects, topics } from './schema';

/**
 * Stores a user's chosen order as positions 0..n-1 in one parameterised statement.
 * Ids that are not the user's match nothing (the owner is in the WHERE clause).
 */
export async function reorder(
  db: Executor,
  table: typeof subjects | typeof topics,
  userId: string,
  ids: string[],
) {
  const position = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${i}::int`),
    sql` `,
  );
  await db
    .update(table)
    .set({ position: sql`case ${table.id} ${position} else ${table.position} end` })
    .where(and(eq(table.userId, userId), inArray(table.id, ids)));
}
