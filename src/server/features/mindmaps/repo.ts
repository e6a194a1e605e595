import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { MindMapNode } from '../../../shared/mindmap-tree';
import type { Executor } from '../../db/connect';
import { mindMaps } from '../../db/schema';

export type MindMapRow = typeof mindMaps.$inferSelect;
export type MindMapValues = {
  title: string;
  root: MindMapNode;
  nodeCount: number;
  subjectId: string | null;
  topicId: string | null;
  source: 'manual' | 'ai' | 'note';
};

// Milliseconds only, as for notes: the client echoes updatedAt back as an ISO string, and PostgreSQL's
// microseconds would make every save look stale.
const NOW_MS = sql`date_trunc('milliseconds', clock_timestamp())`;

const summaryColumns = {
  id: mindMaps.id,
  title: mindMaps.title,
  subjectId: mindMaps.subjectId,
  topicId: mindMaps.topicId,
  nodeCount: mindMaps.nodeCount,
  source: mindMaps.source,
  createdAt: mindMaps.createdAt,
  updatedAt: mindMaps.updatedAt,
};
export type MindMapSummaryRow = Omit<MindMapRow, 'userId' | 'root'>;

export async function insertMindMap(db: Executor, userId: string, values: MindMapValues) {
  const [row] = await db
    .insert(mindMaps)
    .values({ ...values, userId, createdAt: NOW_MS, updatedAt: NOW_MS })
    .returning();
  return row!;
}

export async function findMindMap(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(mindMaps)
    .where(and(eq(mindMaps.id, id), eq(mindMaps.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Writes only if the row still carries the updatedAt the client saw, in one statement, so two tabs saving
 * at once cannot both win. The new version is at least 1 ms after the old one. Undefined means "missing or
 * changed since". The tree comes back only when asked for: a save that sent one already has it, and
 * reading a large jsonb back is most of the cost of a save.
 */
export async function updateMindMapIfUnchanged(
  db: Executor,
  userId: string,
  id: string,
  seenUpdatedAt: Date,
  values: Partial<Pick<MindMapRow, 'title' | 'root' | 'nodeCount' | 'subjectId' | 'topicId'>>,
  opts: { returnRoot: boolean },
): Promise<(MindMapSummaryRow & { root?: unknown }) | undefined> {
  const [row] = await db
    .update(mindMaps)
    .set({ ...values, updatedAt: sql`greatest(${NOW_MS}, ${mindMaps.updatedAt} + interval '1 millisecond')` })
    .where(
      and(
        eq(mindMaps.id, id),
        eq(mindMaps.userId, userId),
        sql`${mindMaps.updatedAt} = ${seenUpdatedAt.toISOString()}::timestamptz`,
      ),
    )
    .returning(opts.returnRoot ? { ...summaryColumns, root: mindMaps.root } : summaryColumns);
  return row;
}

/** Where a map is filed, without its tree: what a save that moves it needs to know. */
export async function findMindMapLinks(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ subjectId: mindMaps.subjectId, topicId: mindMaps.topicId })
    .from(mindMaps)
    .where(and(eq(mindMaps.id, id), eq(mindMaps.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteMindMap(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(mindMaps)
    .where(and(eq(mindMaps.id, id), eq(mindMaps.userId, userId)))
    .returning({ id: mindMaps.id });
  return row;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Newest edit first, keyset-paged on (updatedAt, id); the trees stay in the database. */
export async function listMindMaps(
  db: Executor,
  userId: string,
  f: {
    q?: string;
    subjectId?: string;
    topicId?: string;
    limit: number;
    after?: { at: Date; id: string };
  },
): Promise<MindMapSummaryRow[]> {
  const where: (SQL | undefined)[] = [
    eq(mindMaps.userId, userId),
    f.subjectId ? eq(mindMaps.subjectId, f.subjectId) : undefined,
    f.topicId ? eq(mindMaps.topicId, f.topicId) : undefined,
    f.q ? sql`${mindMaps.title} ilike ${likePattern(f.q)}` : undefined,
    f.after
      ? sql`(${mindMaps.updatedAt}, ${mindMaps.id}) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id}::uuid)`
      : undefined,
  ];
  return db
    .select(summaryColumns)
    .from(mindMaps)
    .where(and(...where))
    .orderBy(desc(mindMaps.updatedAt), desc(mindMaps.id))
    .limit(f.limit + 1);
}
