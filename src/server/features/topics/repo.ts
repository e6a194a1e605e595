import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cardFigures } from '../../db/card-figures';
import type { Executor } from '../../db/connect';
import { reorder } from '../../db/ordering';
import { cards, topics } from '../../db/schema';

export type TopicRow = typeof topics.$inferSelect;

export async function listTopics(
  db: Executor,
  userId: string,
  where: { subjectId?: string; ids?: string[] } = {},
) {
  return db
    .select({ topic: topics, ...cardFigures })
    .from(topics)
    .leftJoin(cards, eq(cards.topicId, topics.id))
    .where(
      and(
        eq(topics.userId, userId),
        where.subjectId ? eq(topics.subjectId, where.subjectId) : undefined,
        where.ids ? inArray(topics.id, where.ids) : undefined,
      ),
    )
    .groupBy(topics.id)
    .orderBy(asc(topics.position), asc(topics.createdAt));
}

export async function insertTopic(
  db: Executor,
  userId: string,
  subjectId: string,
  values: { name: string; description?: string },
) {
  const [row] = await db
    .insert(topics)
    .values({
      ...values,
      userId,
      subjectId,
      position: sql`(select coalesce(max(${topics.position}) + 1, 0) from ${topics} where ${topics.subjectId} = ${subjectId})`,
    })
    .returning();
  return row!;
}

export async function updateTopic(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<TopicRow, 'name' | 'description' | 'subjectId'>>,
) {
  const [row] = await db
    .update(topics)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(topics.id, id), eq(topics.userId, userId)))
    .returning({ id: topics.id });
  return row;
}

export async function deleteTopic(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(topics)
    .where(and(eq(topics.id, id), eq(topics.userId, userId)))
    .returning({ id: topics.id });
  return row;
}

export async function findTopic(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(topics)
    .where(and(eq(topics.id, id), eq(topics.userId, userId)))
    .limit(1);
  return row;
}

export const reorderTopics = (db: Executor, userId: string, ids: string[]) =>
  reorder(db, topics, userId, ids);
