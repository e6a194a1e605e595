import { and, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { GenerationStatus, GenerationTool } from '../../../shared/contracts/ai-generations';
import type { Executor } from '../../db/connect';
import { aiGenerations } from '../../db/schema';

// The SQL of kept generations. Every statement names the owner, so another user's id finds nothing.

const { userId: _u, result: _r, sourceText: _s, ...summaryColumns } = getTableColumns(aiGenerations);
const listColumns = {
  ...summaryColumns,
  // What the list shows of a result, without reading the result itself out of the database.
  cardCount: sql<number | null>`jsonb_array_length(${aiGenerations.result} -> 'items')`,
  resultTitle: sql<
    string | null
  >`coalesce(${aiGenerations.result} -> 'note' ->> 'title', ${aiGenerations.result} -> 'mindmap' ->> 'title')`,
};
export type GenerationRow = typeof aiGenerations.$inferSelect;
export type NewGeneration = typeof aiGenerations.$inferInsert;

export async function insertGeneration(db: Executor, row: NewGeneration): Promise<GenerationRow> {
  const [inserted] = await db.insert(aiGenerations).values(row).returning();
  return inserted!;
}

export function listGenerations(
  db: Executor,
  userId: string,
  f: {
    tool?: GenerationTool;
    status?: GenerationStatus;
    limit: number;
    after?: { at: Date; id: string };
  },
) {
  return db
    .select(listColumns)
    .from(aiGenerations)
    .where(
      and(
        eq(aiGenerations.userId, userId),
        f.tool ? eq(aiGenerations.tool, f.tool) : undefined,
        f.status ? eq(aiGenerations.status, f.status) : undefined,
        f.after
          ? sql`(${aiGenerations.createdAt}, ${aiGenerations.id}) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(aiGenerations.createdAt), desc(aiGenerations.id))
    .limit(f.limit + 1);
}

export type GenerationListRow = Awaited<ReturnType<typeof listGenerations>>[number];

export async function getGeneration(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(aiGenerations)
    .where(and(eq(aiGenerations.id, id), eq(aiGenerations.userId, userId)));
  return row ?? null;
}

/** Moves a generation to `status` if it is in one of `from`; null if it is not (or is not the user's). */
export async function setStatus(
  db: Executor,
  userId: string,
  id: string,
  status: GenerationStatus,
  from: GenerationStatus[],
) {
  const [row] = await db
    .update(aiGenerations)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(eq(aiGenerations.id, id), eq(aiGenerations.userId, userId), inArray(aiGenerations.status, from)),
    )
    .returning();
  return row ?? null;
}

export function generationsOf(db: Executor, userId: string) {
  const { userId: _, ...columns } = getTableColumns(aiGenerations);
  return db
    .select(columns)
    .from(aiGenerations)
    .where(eq(aiGenerations.userId, userId))
    .orderBy(aiGenerations.createdAt);
}
