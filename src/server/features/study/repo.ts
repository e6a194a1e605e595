import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { GENERIC_PLAN_SAFE } from '../../db/generic-plan-safe';
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

/** A card of the queue with what the study screen shows of it, as `queueCards` reads it. */
export type QueueRow = {
  card: Schedule & { id: string; flashcardId: string; topicId: string; ord: number };
  kind: string;
  front: string;
  back: string;
  tags: string[];
};

/** Daily limits in force; either may be null to take the stored settings' value (see `queueCards`). */
export type DailyLimits = { newPerDay: number | null; reviewsPerDay: number | null };

// One card as a JSON array: `due` and `last_review` arrive as ISO strings, numbers as JSON numbers.
const cardJson = sql.raw(`json_build_array(c.id, c.flashcard_id, c.topic_id, c.ord, c.due, c.stability,
  c.difficulty, c.elapsed_days, c.scheduled_days, c.learning_steps, c.reps, c.lapses, c.state, c.last_review,
  f.kind, f.front, f.back, f.tags)`);
type CardJson = [
  string,
  string,
  string,
  number,
  string,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  string | null,
  string,
  string,
  string,
  string[],
];

const fromJson = (r: CardJson): QueueRow => ({
  card: {
    id: r[0],
    flashcardId: r[1],
    topicId: r[2],
    ord: r[3],
    due: new Date(r[4]),
    stability: r[5],
    difficulty: r[6],
    elapsedDays: r[7],
    scheduledDays: r[8],
    learningSteps: r[9],
    reps: r[10],
    lapses: r[11],
    state: r[12],
    lastReview: r[13] === null ? null : new Date(r[13]),
  },
  kind: r[14],
  front: r[15],
  back: r[16],
  tags: r[17],
});

// A stored limit is used by the statement only if it is a plausible number; the service checks it against
// the validated settings and asks again with explicit limits when they differ (stored settings are invalid).
const storedLimit = (field: string, fallback: number) =>
  sql.raw(`coalesce(case when jsonb_typeof(s.settings->'${field}') = 'number'
    and (s.settings->>'${field}')::numeric between 0 and 1000000 then (s.settings->>'${field}')::numeric end, ${fallback})`);

/**
 * Everything the study queue needs, in one statement (one round trip, one plan): the user's settings, what
 * was studied since the start of the study day (the daily limits count it), the three kinds of card due, and
 * the header's counts. The new and review counts stop at what the daily limits leave, so a large collection
 * costs no more than a small one; only the learning count (few cards) is counted in full.
 *
 * - learning and relearning cards due before `learnAhead` (Anki's learn-ahead window), soonest first;
 * - review cards due before the end of the study day, most overdue first, at most the reviews left today;
 * - new cards in the order they were written (a flashcard's cards in ord order), at most the new cards left.
 */
export async function queueCards(
  db: Executor,
  userId: string,
  opts: {
    topicId?: string;
    limit: number;
    dayStart: Date;
    dayEnd: Date;
    learnAhead: Date;
    limits: DailyLimits;
    defaults: { newPerDay: number; reviewsPerDay: number };
  },
) {
  const end = opts.dayEnd.toISOString();
  const topic = opts.topicId ? sql` and c.topic_id = ${opts.topicId}` : sql``;
  const mine = sql`c.user_id = ${userId} and not c.suspended${topic}`;
  // The sort keys travel with each card, so the aggregate keeps the order the limit was taken in.
  const cardsOf = (where: SQL, order: 'due' | 'written', limit: SQL) => {
    const [keys, aggOrder] =
      order === 'due'
        ? ['c.due as k1', 'x.k1']
        : ['c.due as k1, c.flashcard_id as k2, c.ord as k3', 'x.k1, x.k2, x.k3'];
    return sql`coalesce((select json_agg(x.card order by ${sql.raw(aggOrder)}) from (
      select ${cardJson} as card, ${sql.raw(keys)}
      from ${cards} c join ${flashcards} f on f.id = c.flashcard_id
      where ${mine} and ${where}
      order by ${sql.raw(aggOrder.replaceAll('x.', ''))} limit ${limit}) x), '[]')`;
  };
  const result = await db.execute(sql`${sql.raw(GENERIC_PLAN_SAFE)}
    with t as materialized (
      select settings, new_per_day, reviews_per_day, greatest(0, new_per_day - new_studied) as new_left,
        greatest(0, reviews_per_day - reviews_done) as review_left
      from (
        select s.settings::text as settings,
          coalesce(${opts.limits.newPerDay}::numeric, ${storedLimit('newPerDay', opts.defaults.newPerDay)}) as new_per_day,
          coalesce(${opts.limits.reviewsPerDay}::numeric, ${storedLimit('reviewsPerDay', opts.defaults.reviewsPerDay)}) as reviews_per_day,
          d.new_studied, d.reviews_done
        from (select count(*) filter (where state = 0) as new_studied, count(*) filter (where state = 2) as reviews_done
              from ${reviewLogs} where user_id = ${userId} and reviewed_at >= ${opts.dayStart.toISOString()}) d
          left join ${srsSettings} s on s.user_id = ${userId}
      ) l
    )
    select t.settings, t.new_per_day::float8 as new_per_day, t.reviews_per_day::float8 as reviews_per_day,
      (select count(*) from (select 1 from ${cards} c where ${mine} and c.state = 0 limit t.new_left) n)::int as new,
      (select count(*) from ${cards} c where ${mine} and c.state in (1, 3) and c.due < ${end})::int as learning,
      (select count(*) from (select 1 from ${cards} c where ${mine} and c.state = 2 and c.due < ${end}
        limit t.review_left) r)::int as review,
      ${cardsOf(sql`c.state in (1, 3) and c.due <= ${opts.learnAhead.toISOString()}`, 'due', sql`${opts.limit}::int`)} as learning_cards,
      ${cardsOf(sql`c.state = 2 and c.due < ${end}`, 'due', sql`least(${opts.limit}::int, t.review_left)`)} as review_cards,
      ${cardsOf(sql`c.state = 0`, 'written', sql`least(${opts.limit}::int, t.new_left)`)} as new_cards
    from t`);
  const row = (result as unknown as { rows: RawQueue[] }).rows[0]!;
  return {
    settings: row.settings,
    limits: { newPerDay: row.new_per_day, reviewsPerDay: row.reviews_per_day },
    counts: { new: row.new, learning: row.learning, review: row.review },
    learning: json<CardJson[]>(row.learning_cards).map(fromJson),
    reviews: json<CardJson[]>(row.review_cards).map(fromJson),
    fresh: json<CardJson[]>(row.new_cards).map(fromJson),
  };
}
type RawQueue = {
  settings: string | null;
  new_per_day: number;
  reviews_per_day: number;
  new: number;
  learning: number;
  review: number;
  learning_cards: unknown;
  review_cards: unknown;
  new_cards: unknown;
};
// PGlite parses json columns; node-postgres does too, but a driver may hand over text.
const json = <T>(v: unknown): T => (typeof v === 'string' ? JSON.parse(v) : v) as T;

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

type AnswerKey = { userId: string; cardId: string };

/**
 * The cards to answer and their owners' settings, for a batch of answers in one round trip. Each card is
 * matched with its own user id, so an answer can only ever read its own user's card.
 */
export async function cardsWithSettings(db: Executor, keys: AnswerKey[]) {
  if (keys.length === 0) return [];
  const result = await db.execute(sql`${sql.raw(GENERIC_PLAN_SAFE)}
    select c.id, c.user_id, c.due, c.stability, c.difficulty, c.elapsed_days, c.scheduled_days, c.learning_steps,
           c.reps, c.lapses, c.state, c.last_review, s.settings::text as settings
    from unnest(${sql.param(keys.map((k) => k.cardId))}::uuid[], ${sql.param(keys.map((k) => k.userId))}::uuid[]) as k(card_id, user_id)
    join ${cards} c on c.id = k.card_id and c.user_id = k.user_id
    left join ${srsSettings} s on s.user_id = c.user_id`);
  return (result as unknown as { rows: RawAnswerCard[] }).rows.map((r) => ({
    id: r.id,
    userId: r.user_id,
    /** As JSON text (null: the user has none), for `settingsFromText`. */
    settings: r.settings,
    card: {
      due: new Date(r.due),
      stability: Number(r.stability),
      difficulty: Number(r.difficulty),
      elapsedDays: r.elapsed_days,
      scheduledDays: r.scheduled_days,
      learningSteps: r.learning_steps,
      reps: r.reps,
      lapses: r.lapses,
      state: r.state,
      lastReview: r.last_review ? new Date(r.last_review) : null,
    } satisfies Schedule,
  }));
}
type RawAnswerCard = {
  id: string;
  user_id: string;
  due: Date | string;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date | string | null;
  settings: string | null;
};

export type AnswerLog = Omit<typeof reviewLogs.$inferInsert, 'id' | 'userId' | 'cardId'>;
/** `expected`: the card's version the schedule was computed from (see `applyAnswers`). */
export type Answer = AnswerKey & {
  expected: Pick<Schedule, 'reps' | 'stability' | 'difficulty'>;
  next: Schedule;
  log: AnswerLog;
};

/**
 * Records a batch of answers in one statement, so each is atomic without a transaction: an answer's log is
 * written only if its card is still at the version the schedule was computed from and its client review id
 * is new, and the card is updated only if its log was written. The version is `reps` (one more per answer)
 * with the exact stability and difficulty, so an answer undone and given again elsewhere, which leaves
 * `reps` where it was, still counts as a change (shown-cards.ts keeps cards read minutes earlier). A batch
 * holds at most one answer per card. Answers, per card id, the log id (absent: nothing was written) and
 * whether the card was updated (false with a log id: another answer overtook this one; the caller removes
 * the log).
 */
export async function applyAnswers(db: Executor, answers: Answer[]) {
  const outcome = new Map<string, { logId: string; updated: boolean }>();
  if (answers.length === 0) return outcome;
  const col = <T>(f: (a: Answer) => T) => sql.param(answers.map(f));
  const result = await db.execute(sql`${sql.raw(GENERIC_PLAN_SAFE)}
    with a as (
      select * from unnest(
        ${col((a) => a.cardId)}::uuid[], ${col((a) => a.userId)}::uuid[], ${col((a) => a.expected.reps)}::int[],
        ${col((a) => a.expected.stability)}::float8[], ${col((a) => a.expected.difficulty)}::float8[],
        ${col((a) => a.log.clientReviewId)}::uuid[], ${col((a) => a.log.rating)}::smallint[], ${col((a) => a.log.state)}::smallint[],
        ${col((a) => iso(a.log.due))}::timestamptz[], ${col((a) => a.log.stability)}::float8[], ${col((a) => a.log.difficulty)}::float8[],
        ${col((a) => a.log.elapsedDays)}::int[], ${col((a) => a.log.lastElapsedDays)}::int[], ${col((a) => a.log.scheduledDays)}::int[],
        ${col((a) => a.log.learningSteps ?? 0)}::int[], ${col((a) => iso(a.log.reviewedAt!))}::timestamptz[],
        ${col((a) => a.log.durationMs ?? 0)}::int[], ${col((a) => JSON.stringify(a.log.previous))}::jsonb[],
        ${col((a) => iso(a.next.due))}::timestamptz[], ${col((a) => a.next.stability)}::float8[], ${col((a) => a.next.difficulty)}::float8[],
        ${col((a) => a.next.elapsedDays)}::int[], ${col((a) => a.next.scheduledDays)}::int[], ${col((a) => a.next.learningSteps)}::int[],
        ${col((a) => a.next.reps)}::int[], ${col((a) => a.next.lapses)}::int[], ${col((a) => a.next.state)}::smallint[],
        ${col((a) => (a.next.lastReview ? iso(a.next.lastReview) : null))}::timestamptz[]
      ) as a(card_id, user_id, expected_reps, expected_stability, expected_difficulty, client_review_id, rating, log_state, log_due, log_stability, log_difficulty,
             log_elapsed_days, log_last_elapsed_days, log_scheduled_days, log_learning_steps, reviewed_at, duration_ms, previous,
             due, stability, difficulty, elapsed_days, scheduled_days, learning_steps, reps, lapses, state, last_review)
    ), log as (
      insert into ${reviewLogs} (user_id, card_id, client_review_id, rating, state, due, stability, difficulty, elapsed_days,
                                 last_elapsed_days, scheduled_days, learning_steps, reviewed_at, duration_ms, previous)
      select a.user_id, c.id, a.client_review_id, a.rating, a.log_state, a.log_due, a.log_stability, a.log_difficulty,
             a.log_elapsed_days, a.log_last_elapsed_days, a.log_scheduled_days, a.log_learning_steps, a.reviewed_at,
             a.duration_ms, a.previous
      from a join ${cards} c on c.id = a.card_id and c.user_id = a.user_id and c.reps = a.expected_reps
        and c.stability = a.expected_stability and c.difficulty = a.expected_difficulty
      on conflict do nothing
      returning id, card_id
    ), upd as (
      update ${cards} c set due = a.due, stability = a.stability, difficulty = a.difficulty, elapsed_days = a.elapsed_days,
        scheduled_days = a.scheduled_days, learning_steps = a.learning_steps, reps = a.reps, lapses = a.lapses,
        state = a.state, last_review = a.last_review
      from log join a on a.card_id = log.card_id
      where c.id = log.card_id and c.reps = a.expected_reps and c.stability = a.expected_stability
        and c.difficulty = a.expected_difficulty
      returning c.id
    )
    select log.id as log_id, log.card_id, upd.id is not null as updated from log left join upd on upd.id = log.card_id`);
  for (const row of (result as unknown as { rows: { log_id: string; card_id: string; updated: boolean }[] })
    .rows)
    outcome.set(row.card_id, { logId: row.log_id, updated: row.updated });
  return outcome;
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

/** `bounds` as one array parameter: the starts of consecutive days, then the last one's end. */
const dayBounds = (bounds: Date[]) => sql`${sql.param(bounds.map((d) => d.toISOString()))}::timestamptz[]`;

/**
 * Reviews in each of the consecutive days whose starts (then the last one's end) are `bounds`: element i is
 * the count of day i. The days are the caller's (study days change length when the clocks change); the
 * database only sorts each review into its day (width_bucket, a binary search) and counts, so a year of
 * history is not sent to the server row by row.
 */
export async function reviewsPerDay(db: Executor, userId: string, bounds: Date[]): Promise<number[]> {
  const rows = await db
    .select({
      day: sql<number>`width_bucket(${reviewLogs.reviewedAt}, ${dayBounds(bounds)})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(reviewLogs)
    .where(
      and(
        eq(reviewLogs.userId, userId),
        gte(reviewLogs.reviewedAt, bounds[0]!),
        lt(reviewLogs.reviewedAt, bounds.at(-1)!),
      ),
    )
    .groupBy(sql`1`);
  return perDay(rows, bounds.length - 1);
}

/** Buckets 1..days from width_bucket as counts per day (index 0 is the first day). */
function perDay(rows: Array<{ day: number; count: number }>, days: number): number[] {
  const counts = new Array<number>(days).fill(0);
  for (const { day, count } of rows) if (day >= 1 && day <= days) counts[day - 1] = count;
  return counts;
}

/** Answers to cards in review since `since`, and how many of them were remembered (any rating but Again). */
export async function reviewAnswersSince(db: Executor, userId: string, since: Date) {
  const [row] = await db
    .select({
      answered: sql<number>`count(*)`.mapWith(Number),
      remembered: sql<number>`count(*) filter (where ${reviewLogs.rating} > 1)`.mapWith(Number),
    })
    .from(reviewLogs)
    .where(and(eq(reviewLogs.userId, userId), eq(reviewLogs.state, 2), gte(reviewLogs.reviewedAt, since)));
  return row ?? { answered: 0, remembered: 0 };
}

const dueForReview = (userId: string, until: Date) =>
  and(eq(cards.userId, userId), eq(cards.suspended, false), sql`${cards.state} <> 0`, lt(cards.due, until));

/**
 * Cards in review falling due in each of the days `bounds` delimit (as `reviewsPerDay`), the overdue ones on
 * the first day, as Anki's forecast counts them.
 */
export async function duePerDay(db: Executor, userId: string, bounds: Date[]): Promise<number[]> {
  const rows = await db
    .select({
      day: sql<number>`width_bucket(greatest(${cards.due}, ${bounds[0]!.toISOString()}::timestamptz), ${dayBounds(bounds)})`.mapWith(
        Number,
      ),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(cards)
    .where(dueForReview(userId, bounds.at(-1)!))
    .groupBy(sql`1`);
  return perDay(rows, bounds.length - 1);
}

/** How many cards in review fall due before `until`, overdue ones included. */
export async function dueCountBefore(db: Executor, userId: string, until: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(cards)
    .where(dueForReview(userId, until));
  return row?.n ?? 0;
}

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
