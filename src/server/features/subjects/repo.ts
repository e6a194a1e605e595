import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { cardFigures } from '../../db/card-figures';
import type { Executor } from '../../db/connect';
import { reorder } from '../../db/ordering';
import { cards, subjects, topics } from '../../db/schema';

export type SubjectRow = typeof subjects.$inferSelect;

export async function listSubjects(db: Executor, userId: string, ids?: string[]) {
  const topicCount = db
    .select({ subjectId: topics.subjectId, n: sql<number>`count(*)`.as('n') })
    .from(topics)
    .where(eq(topics.userId, userId))
    .groupBy(topics.subjectId)
    .as('tc');
  return db
    .select({
      subject: subjects,
      topicCount: sql<number>`coalesce(max(${topicCount.n}), 0)`.mapWith(Number),
      ...cardFigures,
    })
    .from(subjects)
    .leftJoin(topicCount, eq(topicCount.subjectId, subjects.id))
    .leftJoin(topics, eq(topics.subjectId, subjects.id))
    .leftJoin(cards, eq(cards.topicId, topics.id))
    .where(and(eq(subjects.userId, userId), ids ? inArray(subjects.id, ids) : undefined))
    .groupBy(subjects.id)
    .orderBy(asc(subjects.position), asc(subjects.createdAt));
}

export async function insertSubject(
  db: Executor,
  userId: string,
  values: { name: string; description?: string; color?: string; flkSubject?: string | null },
) {
  const [row] = await db
    .insert(subjects)
    .values({
      ...values,
      userId,
      // New subjects go last.
      position: sql`(select coalesce(max(${subjects.position}) + 1, 0) from ${subjects} where ${subjects.userId} = ${userId})`,
    })
    .returning();
  return row!;
}

export async function updateSubject(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<SubjectRow, 'name' | 'description' | 'color' | 'flkSubject'>>,
) {
  const [row] = await db
    .update(subjects)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(subjects.id, id), eq(subjects.userId, userId)))
    .returning({ id: subjects.id });
  return row;
}

export async function deleteSubject(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.userId, userId)))
    .returning({ id: subjects.id });
  return row;
}

export const reorderSubjects = (db: Executor, userId: string, ids: string[]) =>
  reorder(db, subjects, userId, ids);

export async function subjectExists(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(and(eq(subjects.id, id), eq(subjects.userId, userId)))
    .limit(1);
  return Boolean(row);
}
