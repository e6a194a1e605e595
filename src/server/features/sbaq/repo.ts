import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { OptionKey, SbaqQuestionRecord } from '../../../shared/contracts/sbaq-data';
import type { Executor } from '../../db/connect';
import { sbaqQuestions, sbaqQuizzes, sbaqResults } from '../../db/schema';

export type QuestionRow = typeof sbaqQuestions.$inferSelect;
export type QuizRow = typeof sbaqQuizzes.$inferSelect;
export type ResultRow = typeof sbaqResults.$inferSelect;
export type UpsertCounts = { inserted: number; updated: number; unchanged: number };

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const CHUNK = 500;

/**
 * Inserts or updates the bank's questions by id. A row whose content is unchanged is not rewritten, so a
 * start with the same files writes nothing; `xmax = 0` tells an inserted row from an updated one.
 */
export async function upsertBankQuestions(
  db: Executor,
  records: SbaqQuestionRecord[],
): Promise<UpsertCounts> {
  const counts = { inserted: 0, updated: 0, unchanged: 0 };
  for (let i = 0; i < records.length; i += CHUNK) {
    const chunk = records.slice(i, i + CHUNK);
    const written = await db
      .insert(sbaqQuestions)
      .values(chunk.map((q) => ({ ...q, origin: 'bank' })))
      .onConflictDoUpdate({
        target: sbaqQuestions.id,
        set: {
          origin: sql`excluded.origin`,
          subject: sql`excluded.subject`,
          topic: sql`excluded.topic`,
          difficulty: sql`excluded.difficulty`,
          stem: sql`excluded.stem`,
          options: sql`excluded.options`,
          answer: sql`excluded.answer`,
        },
        setWhere: sql`(${sbaqQuestions.origin}, ${sbaqQuestions.subject}, ${sbaqQuestions.topic}, ${sbaqQuestions.difficulty}, ${sbaqQuestions.stem}, ${sbaqQuestions.options}, ${sbaqQuestions.answer})
          is distinct from (excluded.origin, excluded.subject, excluded.topic, excluded.difficulty, excluded.stem, excluded.options, excluded.answer)`,
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    const inserted = written.filter((w) => w.inserted).length;
    counts.inserted += inserted;
    counts.updated += written.length - inserted;
    counts.unchanged += chunk.length - written.length;
  }
  return counts;
}

/** The bank's questions per subject and topic (the topics screen's counts). */
export async function bankCounts(db: Executor) {
  return db
    .select({ subject: sbaqQuestions.subject, topic: sbaqQuestions.topic, count: sql<number>`count(*)::int` })
    .from(sbaqQuestions)
    .where(eq(sbaqQuestions.origin, 'bank'))
    .groupBy(sbaqQuestions.subject, sbaqQuestions.topic);
}

/** What selection needs to know of the bank's questions in some subjects: no stems, no answers. */
export async function bankScope(db: Executor, subjects: string[]) {
  return db
    .select({ id: sbaqQuestions.id, subject: sbaqQuestions.subject, topic: sbaqQuestions.topic })
    .from(sbaqQuestions)
    .where(and(eq(sbaqQuestions.origin, 'bank'), inArray(sbaqQuestions.subject, subjects)))
    .orderBy(asc(sbaqQuestions.id));
}

export async function questionsByIds(db: Executor, ids: string[]): Promise<QuestionRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(sbaqQuestions).where(inArray(sbaqQuestions.id, ids));
}

/** Each question's subject (a mock paper's mix). */
export async function subjectsOfQuestions(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: sbaqQuestions.id, subject: sbaqQuestions.subject })
    .from(sbaqQuestions)
    .where(inArray(sbaqQuestions.id, ids));
}

/** A user's quizzes by id (a mock paper's sessions in its history line). */
export async function quizzesByIds(db: Executor, userId: string, ids: string[]): Promise<QuizRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(sbaqQuizzes)
    .where(and(eq(sbaqQuizzes.userId, userId), inArray(sbaqQuizzes.id, ids)));
}

/** The first bank question (by id) of each subject given, in the order given: the public demo's questions. */
export async function firstBankQuestions(db: Executor, subjects: string[]): Promise<QuestionRow[]> {
  const rows = await db
    .selectDistinctOn([sbaqQuestions.subject])
    .from(sbaqQuestions)
    .where(and(eq(sbaqQuestions.origin, 'bank'), inArray(sbaqQuestions.subject, subjects)))
    .orderBy(sbaqQuestions.subject, asc(sbaqQuestions.id));
  return subjects.flatMap((s) => rows.filter((r) => r.subject === s));
}

/** How many of the user's quizzes (taken or abandoned) each question has appeared in. */
export async function timesServed(db: Executor, userId: string): Promise<Map<string, number>> {
  const result = await db.execute(sql`
    select q.id, count(*)::int as times
    from ${sbaqQuizzes}, unnest(${sbaqQuizzes.questionIds}) as q(id)
    where ${sbaqQuizzes.userId} = ${userId}
    group by q.id`);
  return new Map(rowsOf<{ id: string; times: number }>(result).map((r) => [r.id, Number(r.times)]));
}

/** The user's answers in submitted quizzes, counted per subject and topic. */
export async function resultsByTopic(db: Executor, userId: string) {
  return db
    .select({
      subject: sbaqResults.subject,
      topic: sbaqQuestions.topic,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${sbaqResults.correct})::int`,
    })
    .from(sbaqResults)
    .innerJoin(sbaqQuestions, eq(sbaqQuestions.id, sbaqResults.questionId))
    .where(eq(sbaqResults.userId, userId))
    .groupBy(sbaqResults.subject, sbaqQuestions.topic);
}

export async function resultsBySubject(db: Executor, userId: string) {
  return db
    .select({
      subject: sbaqResults.subject,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${sbaqResults.correct})::int`,
    })
    .from(sbaqResults)
    .where(eq(sbaqResults.userId, userId))
    .groupBy(sbaqResults.subject);
}

export async function insertQuiz(
  db: Executor,
  values: {
    userId: string;
    subjects: string[];
    questionIds: string[];
    timeLimitSeconds: number | null;
    startedAt: Date;
  },
): Promise<QuizRow> {
  const [row] = await db.insert(sbaqQuizzes).values(values).returning();
  return row!;
}

export async function findQuiz(db: Executor, userId: string, id: string, opts: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(sbaqQuizzes)
    .where(and(eq(sbaqQuizzes.id, id), eq(sbaqQuizzes.userId, userId)))
    .limit(1);
  const [row] = await (opts.lock ? query.for('update') : query);
  return row;
}

/**
 * Writes one question's answer and flag in one statement, and only while the quiz is open: not submitted,
 * the question is in it, and (when timed) `openUntil` has not passed. Undefined when nothing was written;
 * the caller then finds out why. Two saves at once for different questions both land.
 */
export async function saveAnswer(
  db: Executor,
  userId: string,
  id: string,
  change: { questionId: string; answer: OptionKey | null; flagged?: boolean },
  now: Date,
  graceSeconds: number,
) {
  const q = change.questionId;
  const answers =
    change.answer === null
      ? sql`${sbaqQuizzes.answers} - ${q}::text`
      : sql`${sbaqQuizzes.answers} || jsonb_build_object(${q}::text, ${change.answer}::text)`;
  const without = sql`array_remove(${sbaqQuizzes.flagged}, ${q}::text)`;
  const flagged: SQL | undefined =
    change.flagged === undefined
      ? undefined
      : change.flagged
        ? sql`array_append(${without}, ${q}::text)`
        : without;
  const [row] = await db
    .update(sbaqQuizzes)
    .set({ answers, ...(flagged ? { flagged } : {}) })
    .where(
      and(
        eq(sbaqQuizzes.id, id),
        eq(sbaqQuizzes.userId, userId),
        isNull(sbaqQuizzes.submittedAt),
        sql`${q}::text = any(${sbaqQuizzes.questionIds})`,
        sql`(${sbaqQuizzes.timeLimitSeconds} is null or ${sbaqQuizzes.startedAt} + make_interval(secs => ${sbaqQuizzes.timeLimitSeconds} + ${graceSeconds}) > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({
      answers: sbaqQuizzes.answers,
      flagged: sbaqQuizzes.flagged,
      startedAt: sbaqQuizzes.startedAt,
      timeLimitSeconds: sbaqQuizzes.timeLimitSeconds,
    });
  return row;
}

export async function insertResults(db: Executor, rows: (typeof sbaqResults.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db.insert(sbaqResults).values(rows).onConflictDoNothing();
}

export async function markSubmitted(db: Executor, userId: string, id: string, score: number, at: Date) {
  const [row] = await db
    .update(sbaqQuizzes)
    .set({ score, submittedAt: at })
    .where(and(eq(sbaqQuizzes.id, id), eq(sbaqQuizzes.userId, userId), isNull(sbaqQuizzes.submittedAt)))
    .returning();
  return row;
}

export async function resultsOfQuiz(db: Executor, userId: string, quizId: string): Promise<ResultRow[]> {
  return db
    .select()
    .from(sbaqResults)
    .where(and(eq(sbaqResults.quizId, quizId), eq(sbaqResults.userId, userId)));
}

/** Newest first, keyset-paged on (startedAt, id). */
export async function listQuizzes(
  db: Executor,
  userId: string,
  f: { limit: number; after?: { at: Date; id: string } },
) {
  return db
    .select({
      id: sbaqQuizzes.id,
      subjects: sbaqQuizzes.subjects,
      total: sql<number>`cardinality(${sbaqQuizzes.questionIds})`,
      score: sbaqQuizzes.score,
      timeLimitSeconds: sbaqQuizzes.timeLimitSeconds,
      startedAt: sbaqQuizzes.startedAt,
      submittedAt: sbaqQuizzes.submittedAt,
    })
    .from(sbaqQuizzes)
    .where(
      and(
        eq(sbaqQuizzes.userId, userId),
        f.after
          ? sql`(${sbaqQuizzes.startedAt}, ${sbaqQuizzes.id}) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(sbaqQuizzes.startedAt), desc(sbaqQuizzes.id))
    .limit(f.limit + 1);
}
