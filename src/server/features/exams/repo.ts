import { and, asc, desc, eq, gt, gte, lt, or, type SQL, sql } from 'drizzle-orm';
import { cardFigures } from '../../db/card-figures';
import type { Executor } from '../../db/connect';
import { cards, exams, subjects, topics } from '../../db/schema';

export type ExamRow = typeof exams.$inferSelect;
type ExamValues = Partial<Pick<ExamRow, 'title' | 'kind' | 'startsAt' | 'subjectId' | 'location' | 'notes'>>;

const withSubject = (db: Executor) =>
  db
    .select({ exam: exams, subjectName: subjects.name })
    .from(exams)
    // The subject's user is checked too, so a foreign subject id could never lend its name.
    .leftJoin(subjects, and(eq(subjects.id, exams.subjectId), eq(subjects.userId, exams.userId)));

export async function findExam(db: Executor, userId: string, id: string) {
  const [row] = await withSubject(db)
    .where(and(eq(exams.id, id), eq(exams.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Keyset pages on (startsAt, id): upcoming exams ascending from `now`, all exams descending (the latest
 * first). One extra row tells whether there is a next page.
 */
export function listExams(
  db: Executor,
  userId: string,
  opts: { upcoming: boolean; now: Date; limit: number; after?: { at: Date; id: string } },
) {
  const { upcoming, after } = opts;
  const conditions: Array<SQL | undefined> = [eq(exams.userId, userId)];
  if (upcoming) conditions.push(gte(exams.startsAt, opts.now));
  if (after) {
    const past = upcoming ? gt : lt;
    conditions.push(
      or(past(exams.startsAt, after.at), and(eq(exams.startsAt, after.at), past(exams.id, after.id))),
    );
  }
  const order = upcoming ? asc : desc;
  return withSubject(db)
    .where(and(...conditions))
    .orderBy(order(exams.startsAt), order(exams.id))
    .limit(opts.limit + 1);
}

export async function insertExam(
  db: Executor,
  userId: string,
  values: Required<Pick<ExamValues, 'title' | 'kind' | 'startsAt'>> & ExamValues,
) {
  const [row] = await db
    .insert(exams)
    .values({ ...values, userId })
    .returning({ id: exams.id });
  return row!;
}

export async function updateExam(db: Executor, userId: string, id: string, values: ExamValues) {
  const [row] = await db
    .update(exams)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(exams.id, id), eq(exams.userId, userId)))
    .returning({ id: exams.id });
  return row;
}

export async function deleteExam(db: Executor, userId: string, id: string) {
  const [row] = await db
    .delete(exams)
    .where(and(eq(exams.id, id), eq(exams.userId, userId)))
    .returning({ id: exams.id });
  return row;
}

const inScope = (userId: string, subjectId: string | null) =>
  and(
    eq(cards.userId, userId),
    subjectId
      ? sql`${cards.topicId} in (select ${topics.id} from ${topics} where ${topics.subjectId} = ${subjectId} and ${topics.userId} = ${userId})`
      : undefined,
  );

/** Card figures of one subject (or of all the user's cards), counted as the subjects list counts them. */
export async function cardCounts(db: Executor, userId: string, subjectId: string | null) {
  const [row] = await db
    .select({
      ...cardFigures,
      newCount:
        sql<number>`count(${cards.id}) filter (where not ${cards.suspended} and ${cards.state} = 0)`.mapWith(
          Number,
        ),
    })
    .from(cards)
    .where(inScope(userId, subjectId));
  return row ?? { cardCount: 0, dueCount: 0, matureCount: 0, newCount: 0 };
}

/** Due dates of the studied cards that fall due before `until` (suspended cards are not studied). */
export const reviewDueDates = (db: Executor, userId: string, subjectId: string | null, until: Date) =>
  db
    .select({ due: cards.due })
    .from(cards)
    .where(
      and(
        inScope(userId, subjectId),
        eq(cards.suspended, false),
        sql`${cards.state} <> 0`,
        lt(cards.due, until),
      ),
    );
