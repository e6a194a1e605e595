import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { aiUsage } from '../../db/schema';

/**
 * Takes one use in one statement, so two requests can never both take the last unit (docs/ARCHITECTURE.md,
 * "Weekly limits"). With a limit, the row is incremented only while `used < limit`; no row back means the
 * limit was reached. Without a limit the use is only counted (for the user's and the admins' figures).
 */
export async function takeUse(
  db: Executor,
  userId: string,
  tool: string,
  weekStart: Date,
  limit: number | null,
) {
  const result = await db.execute(sql`
    insert into ${aiUsage} (user_id, tool, week_start, used, last_used_at)
    values (${userId}, ${tool}, ${weekStart.toISOString()}, 1, now())
    on conflict (user_id, tool, week_start) do update
      set used = ${aiUsage}.used + 1, last_used_at = now()
      ${limit === null ? sql`` : sql`where ${aiUsage}.used < ${limit}`}
    returning used`);
  const row = (result as unknown as { rows: { used: number }[] }).rows[0];
  return row ? Number(row.used) : null;
}

/** Gives back a use whose work failed: a failed generation costs nothing (docs/product.md). */
export async function giveBackUse(db: Executor, userId: string, tool: string, weekStart: Date) {
  await db
    .update(aiUsage)
    .set({ used: sql`greatest(${aiUsage.used} - 1, 0)` })
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.tool, tool), eq(aiUsage.weekStart, weekStart)));
}

export function weekUsage(db: Executor, userId: string, weekStart: Date) {
  return db
    .select({ tool: aiUsage.tool, used: aiUsage.used, lastUsedAt: aiUsage.lastUsedAt })
    .from(aiUsage)
    .where(and(eq(aiUsage.userId, userId), eq(aiUsage.weekStart, weekStart)));
}
