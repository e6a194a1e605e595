import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { sbaqMocks } from '../../db/schema';

export type MockRow = typeof sbaqMocks.$inferSelect;

export async function insertMock(
  db: Executor,
  values: { userId: string; paper: string; questionIds: string[]; session1Id: string; createdAt: Date },
): Promise<MockRow> {
  const [row] = await db.insert(sbaqMocks).values(values).returning();
  return row!;
}

export async function findMock(db: Executor, userId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(sbaqMocks)
    .where(and(eq(sbaqMocks.id, id), eq(sbaqMocks.userId, userId)))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

export async function setSession2(db: Executor, id: string, quizId: string) {
  await db.update(sbaqMocks).set({ session2Id: quizId }).where(eq(sbaqMocks.id, id));
}

/** A user's mock papers, newest first (a student sits a handful, so the list is not paged). */
export async function listMocks(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(sbaqMocks)
    .where(eq(sbaqMocks.userId, userId))
    .orderBy(desc(sbaqMocks.createdAt))
    .limit(limit);
}
