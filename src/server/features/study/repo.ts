import { and, asc, desc, eq, gte, inArray, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { cards, flashcards, reviewLogs, srsSettings } from '../../db/schema';
import type { Schedule } from './scheduler';

export async function findSettings(db: Executor, userId: string) {
  const [row] = await db
    .select({ settings: srsSettings.settings })
    .from(srsSettings)
    .where(eq(srsSettings.userId, userId))
    .limit(1);
  return row?.settings;
}

export async function saveSettings(db: Executor, userId: string, settings: unknown) {
  await db
    .insert(srsSettings)
    .values({ userId, settings })
    .onConflictDoUpdate({ target: srsSettings.userId, set: { settings, updatedAt: sql`now()` } });
}

const scope = (userId: string, topicId?: string) =>
  and(eq(cards.userId, userId), eq(cards.suspended, false), topicId ? eq(cards.topicId, topicId) : undefined);

const queueColumns = {
  card: cards,
  kind: flashcards.kind,
  front: flashcards.front,
  back: flashcards.back,
  tags: flashcards.tags,
};

/** Learning and relearning cards due before `until` (Anki's learn-ahead window), soonest first. */
export const learningDue = (
  db: Executor,
  userId: string,
  topicId: string | undefined,
  until: Date,
  limit: number,
) =>
  db
    .select(queueColumns)
    .from(cards)
    .innerJoin(flashcards, eq(flashcards.id, cards.flashcardId))
    .where(and(scope(userId, topicId), inArray(cards.state, [1, 3]), lte(cards.due, until)))
    .orderBy(asc(cards.due))
    .limit(limit);

export const reviewsDue = (
  db: Executor,
  userId: string,
  topicId: string | undefined,
  dayEnd: Date,
  limit: number,
) =>
  db
    .select(queueColumns)
    .from(cards)
    .innerJoin(flashcards, eq(flashcards.id, cards.flashcardId))
    .where(and(scope(userId, topicId), eq(cards.state, 2), lt(cards.due, dayEnd)))
    .orderBy(asc(cards.due))
    .limit(limit);

/** New cards in the order they were written (a flashcard's cards in ord order), as Anki does by default. */
export const newCards = (db: Executor, userId: string, topicId: string | undefined, limit: number) =>
  db
    .select(queueColumns)
    .from(cards)
    .innerJoin(flashcards, eq(flashcards.id, cards.flashcardId))
    .where(and(scope(userId, topicId), eq(cards.state, 0)))
    // A new card's due is its creation time, so this order follows the (user, suspended, state, due) index.
    .orderBy(asc(cards.due), asc(cards.flashcardId), asc(cards.ord))
    .limit(limit);

/**
 * Everything the queue needs besides the cards, in one round trip: settings, what was studied since the
 * start of the study day (the daily limits count it), and how many cards are waiting.
 */
export async function queueFigures(
  db: Executor,
  userId: string,
  topicId: string | undefined,
  dayStart: Date,
  dayEnd: Date,
) {
  const end = dayEnd.toISOString();
  const logs = sql`from ${reviewLogs} where ${reviewLogs.userId} = ${userId} and ${reviewLogs.reviewedAt} >= ${dayStart.toISOString()}`;
  const [row] = await db
    .select({
      settings: sql<unknown>`(select ${srsSettings.settings} from ${srsSettings} where ${srsSettings.userId} = ${userId})`,
      newStudied: sql<number>`(select count(*) ${logs} and ${reviewLogs.state} = 0)`.mapWith(Number),
      reviewsDone: sql<number>`(select count(*) ${logs} and ${reviewLogs.state} = 2)`.mapWith(Number),
      new: sql<number>`count(*) filter (where ${cards.state} = 0)`.mapWith(Number),
      learning:
        sql<number>`count(*) filter (where ${cards.state} in (1, 3) and ${cards.due} < ${end})`.mapWith(
          Number,
        ),
      review: sql<number>`count(*) filter (where ${cards.state} = 2 and ${cards.due} < ${end})`.mapWith(
        Number,
      ),
    })
    .from(cards)
    .where(scope(userId, topicId));
  return row!;
}

/** What was studied since the start of the study day: the daily limits count these. */
export async function studiedSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({
      reviewed: sql<number>`count(*)`.mapWith(Number),
      newStudied: sql<number>`count(*) filter (where ${reviewLogs.state} = 0)`.mapWith(Number),
      reviewsDone: sql<number>`count(*) filter (where ${reviewLogs.state} = 2)`.mapWith(Number),
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since)));
  return row ?? { reviewed: 0, newStudied: 0, reviewsDone: 0 };
}

// The read of every answer is prepared once per database: building the query is most of its cost on PGlite.
const preparedReads = new WeakMap<Executor, ReturnType<typeof prepareRead>>();
const prepareRead = (db: Executor) =>
  db
    .select({
      card: cards,
      // Drizzle leaves single-table columns unqualified, so the owner is compared with the parameter, not a column.
      settings: sql<unknown>`(select ${srsSettings.settings} from ${srsSettings} where ${srsSettings.userId} = ${sql.placeholder('userId')})`,
    })
    .from(cards)
    .where(and(eq(cards.id, sql.placeholder('cardId')), eq(cards.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('study_card_with_settings');

/** The card to answer and its owner's settings, in one round trip. */
export async function cardWithSettings(db: Executor, userId: string, cardId: string) {
  let read = preparedReads.get(db);
  if (!read) {
    read = prepareRead(db);
    preparedReads.set(db, read);
  }
  const [row] = await read.execute({ cardId, userId });
  return row;
}

export type AnswerLog = Omit<typeof reviewLogs.$inferInsert, 'id' | 'userId' | 'cardId'>;

/**
 * Records an answer in one statement, so it is atomic without a transaction: the log is written only if the
 * card is still at the version the schedule was computed from (`reps`) and the client review id is new, and
 * the card is updated only if the log was written. Answers the log id (null: nothing was written) and the
 * updated card (null with a log id: another answer overtook this one; the caller removes the log).
 */
export async function applyAnswer(
  db: Executor,
  userId: string,
  cardId: string,
  expectedReps: number,
  next: Schedule,
  log: AnswerLog,
) {
  const result = await db.execute(sql`
    with log as (
      insert into ${reviewLogs} (user_id, card_id, client_review_id, rating, state, due, stability, difficulty, elapsed_days,
                                 last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms, previous)
      select ${userId}, c.id, ${log.clientReviewId}, ${log.rating}, ${log.state}, ${iso(log.due)}, ${log.stability}, ${log.difficulty},
             ${log.elapsedDays}, ${log.lastElapsedDays}, ${log.scheduledDays}, ${log.learningSteps ?? 0}, ${iso(log.reviewedAt!)},
             ${log.durationMs ?? 0}, ${JSON.stringify(log.previous)}::jsonb
      from ${cards} c where c.id = ${cardId} and c.user_id = ${userId} and c.reps = ${expectedReps}
      on conflict do nothing
      returning id, card_id
    ), upd as (
      update ${cards} set due = ${iso(next.due)}, stability = ${next.stability}, difficulty = ${next.difficulty},
        elapsed_days = ${next.elapsedDays}, scheduled_days = ${next.scheduledDays}, learning_steps = ${next.learningSteps},
        reps = ${next.reps}, lapses = ${next.lapses}, state = ${next.state}, last_review = ${next.lastReview ? iso(next.lastReview) : null}
      from log where ${cards.id} = log.card_id and ${cards.reps} = ${expectedReps}
      returning ${cards.id} as id
    )
    select log.id as log_id, upd.id as card_id from log left join upd on true`);
  const row = (result as unknown as { rows: { log_id: string; card_id: string | null }[] }).rows[0];
  return { logId: row?.log_id ?? null, updated: Boolean(row?.card_id) };
}

const iso = (d: Date | string) => (typeof d === 'string' ? d : d.toISOString());

export async function clientReviewExists(db: Executor, userId: string, clientReviewId: string) {
  const [row] = await db
    .select({ id: reviewLogs.id })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.clientReviewId, clientReviewId)))
    .limit(1);
  return Boolean(row);
}

export async function lockCard(db: Executor, userId: string, cardId: string) {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
    .for('update')
    .limit(1);
  return row;
}

export async function findCard(db: Executor, userId: string, cardId: string) {
  const [row] = await db
    .select()
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
    .limit(1);
  return row;
}

export async function writeSchedule(db: Executor, userId: string, cardId: string, s: Schedule) {
  const [row] = await db
    .update(cards)
    .set(s)
    .where(and(eq(cards.id, cardId), eq(cards.userId, userId)))
    .returning();
  return row!;
}

/** Inserts the log; answers null when this client review id was already recorded (a retry or double click). */
export async function insertLog(db: Executor, values: typeof reviewLogs.$inferInsert) {
  const [row] = await db
    .insert(reviewLogs)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: reviewLogs.id });
  return row?.id ?? null;
}

export async function findLog(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        sql`(${reviewLogs.id} = ${id} or ${reviewLogs.clientReviewId} = ${id})`,
      ),
    )
    .limit(1);
  return row;
}

export async function latestLogOf(db: Executor, userId: string, cardId: string) {
  const [row] = await db
    .select({ id: reviewLogs.id })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.cardId, cardId)))
    .orderBy(desc(reviewLogs.reviewedAt), desc(reviewLogs.id))
    .limit(1);
  return row;
}

export async function deleteLog(db: Executor, userId: string, id: string) {
  await db.delete(reviewLogs).where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.id, id)));
}

export async function history(
  db: Executor,
  userId: string,
  limit: number,
  before?: { at: Date; id: string },
) {
  return db
    .select({
      log: reviewLogs,
      flashcardId: cards.flashcardId,
      ord: cards.ord,
      kind: flashcards.kind,
      front: flashcards.front,
      back: flashcards.back,
    })
    .from(reviewLogs)
    .innerJoin(cards, eq(cards.id, reviewLogs.cardId))
    .innerJoin(flashcards, eq(flashcards.id, cards.flashcardId))
    .where(
      and(
        eq(reviewLogs.userId, userId),
        before
          ? sql`(${reviewLogs.reviewedAt}, ${reviewLogs.id}) < (${before.at.toISOString()}::timestamptz, ${before.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(reviewLogs.reviewedAt), desc(reviewLogs.id))
    .limit(limit + 1);
}

/** Review times of the last year: days are grouped in the service, in London time with Anki's 04:00 rollover. */
export const reviewTimesSince = (db: Executor, userId: string, since: Date) =>
  db
    .select({ at: reviewLogs.reviewedAt, rating: reviewLogs.rating, state: reviewLogs.state })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), gte(reviewLogs.reviewedAt, since)));

export async function cardsByState(db: Executor, userId: string) {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where not ${cards.suspended} and ${cards.state} = 0)`.mapWith(Number),
      learning: sql<number>`count(*) filter (where not ${cards.suspended} and ${cards.state} = 1)`.mapWith(
        Number,
      ),
      review: sql<number>`count(*) filter (where not ${cards.suspended} and ${cards.state} = 2)`.mapWith(
        Number,
      ),
      relearning: sql<number>`count(*) filter (where not ${cards.suspended} and ${cards.state} = 3)`.mapWith(
        Number,
      ),
      suspended: sql<number>`count(*) filter (where ${cards.suspended})`.mapWith(Number),
    })
    .from(cards)
    .where(eq(cards.userId, userId));
  return row!;
}

export const dueDatesBefore = (db: Executor, userId: string, until: Date) =>
  db
    .select({ due: cards.due })
    .from(cards)
    .where(
      and(
        eq(cards.userId, userId),
        eq(cards.suspended, false),
        sql`${cards.state} <> 0`,
        lt(cards.due, until),
      ),
    );

/** Imported history (Anki's revlog) in one statement per batch: each column is one array parameter. */
export async function insertPastLogs(
  db: Executor,
  userId: string,
  rows: Array<{
    cardId: string;
    rating: number;
    state: number;
    reviewedAt: Date;
    elapsedDays: number;
    scheduledDays: number;
    durationMs: number;
  }>,
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into ${reviewLogs} (user_id, card_id, rating, state, due, stability, difficulty, elapsed_days, last_elapsed_days,
                               scheduled_days, learning_steps, reviewed_at, duration_ms)
    select ${userId}, u.card_id, u.rating, u.state, u.reviewed_at, 0, 0, u.elapsed_days, 0, u.scheduled_days, 0, u.reviewed_at, u.duration_ms
    from unnest(${col((r) => r.cardId)}::uuid[], ${col((r) => r.rating)}::smallint[], ${col((r) => r.state)}::smallint[],
                ${col((r) => r.reviewedAt.toISOString())}::timestamptz[], ${col((r) => r.elapsedDays)}::int[],
                ${col((r) => r.scheduledDays)}::int[], ${col((r) => r.durationMs)}::int[])
      as u(card_id, rating, state, reviewed_at, elapsed_days, scheduled_days, duration_ms)`);
}
