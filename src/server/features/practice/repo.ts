import { and, desc, eq, sql } from 'drizzle-orm';
import type { Feedback, TranscriptTurn } from '../../../shared/contracts/practice';
import type { PracticeTool } from '../../../shared/practice';
import type { Executor } from '../../db/connect';
import { practiceSessions } from '../../db/schema';

// The SQL of the practice tools. Every statement names the user, so another user's id finds nothing.

export type SessionRow = typeof practiceSessions.$inferSelect;
export type NewSession = typeof practiceSessions.$inferInsert;

export async function insertSession(db: Executor, row: NewSession): Promise<SessionRow> {
  const [inserted] = await db.insert(practiceSessions).values(row).returning();
  return inserted!;
}

export async function findSession(
  db: Executor,
  userId: string,
  tool: PracticeTool,
  id: string,
  opts: { lock?: boolean } = {},
): Promise<SessionRow | undefined> {
  const q = db
    .select()
    .from(practiceSessions)
    .where(
      and(eq(practiceSessions.id, id), eq(practiceSessions.userId, userId), eq(practiceSessions.tool, tool)),
    );
  const [row] = opts.lock ? await q.for('update') : await q;
  return row;
}

/**
 * Appends turns to an open session's transcript if it still holds `expectedLength` turns; undefined when
 * it is not open, not the user's, or changed since it was read.
 */
export async function appendTurns(
  db: Executor,
  userId: string,
  id: string,
  expectedLength: number,
  turns: TranscriptTurn[],
  now: Date,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(practiceSessions)
    .set({
      transcript: sql`${practiceSessions.transcript} || ${JSON.stringify(turns)}::jsonb`,
      updatedAt: now,
    })
    .where(
      and(
        eq(practiceSessions.id, id),
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, 'in_progress'),
        sql`jsonb_array_length(${practiceSessions.transcript}) = ${expectedLength}`,
      ),
    )
    .returning();
  return row;
}

export async function markSubmitted(
  db: Executor,
  userId: string,
  id: string,
  f: { answer: string | null; feedback: Feedback; now: Date },
): Promise<SessionRow | undefined> {
  const [row] = await db
    .update(practiceSessions)
    .set({
      status: 'submitted',
      answer: f.answer,
      feedback: f.feedback,
      percent: f.feedback.percent,
      submittedAt: f.now,
      updatedAt: f.now,
    })
    .where(
      and(
        eq(practiceSessions.id, id),
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.status, 'in_progress'),
      ),
    )
    .returning();
  return row;
}

/** A user's attempts at one tool, newest first, one more than asked so the caller knows if there is a next page. */
export async function listSessions(
  db: Executor,
  userId: string,
  tool: PracticeTool,
  f: { limit: number; after?: { at: Date; id: string } },
) {
  return db
    .select({
      id: practiceSessions.id,
      tool: practiceSessions.tool,
      scenarioId: practiceSessions.scenarioId,
      scenarioTitle: practiceSessions.scenarioTitle,
      practiceArea: practiceSessions.practiceArea,
      status: practiceSessions.status,
      timed: practiceSessions.timed,
      percent: practiceSessions.percent,
      // Only the grade is needed from the stored feedback; the rest stays in the database.
      grade: sql<string | null>`${practiceSessions.feedback} ->> 'grade'`,
      startedAt: practiceSessions.startedAt,
      submittedAt: practiceSessions.submittedAt,
    })
    .from(practiceSessions)
    .where(
      and(
        eq(practiceSessions.userId, userId),
        eq(practiceSessions.tool, tool),
        f.after
          ? sql`(${practiceSessions.startedAt}, ${practiceSessions.id}) < (${f.after.at.toISOString()}::timestamptz, ${f.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(practiceSessions.startedAt), desc(practiceSessions.id))
    .limit(f.limit + 1);
}
export type HistoryRow = Awaited<ReturnType<typeof listSessions>>[number];
