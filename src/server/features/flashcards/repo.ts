import { and, asc, desc, eq, ilike, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { intArray, textArray } from '../../db/arrays';
import type { Executor } from '../../db/connect';
import { cards, flashcards, topics } from '../../db/schema';

export type FlashcardRow = typeof flashcards.$inferSelect;
export type CardRow = typeof cards.$inferSelect;
export type NewCardSchedule = Partial<
  Omit<CardRow, 'id' | 'userId' | 'flashcardId' | 'topicId' | 'ord' | 'createdAt'>
>;

export async function insertFlashcards(
  db: Executor,
  userId: string,
  topicId: string,
  items: Array<{
    kind: string;
    front: string;
    back: string;
    tags: string[];
    source: 'manual' | 'import' | 'ai';
    cards: Array<{ ord: number } & NewCardSchedule>;
  }>,
): Promise<FlashcardRow[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insert(flashcards)
    .values(items.map(({ cards: _c, ...f }) => ({ ...f, userId, topicId })))
    .returning();
  const cardValues = rows.flatMap((row, i) =>
    items[i]!.cards.map((c) => ({ ...c, userId, topicId, flashcardId: row.id })),
  );
  if (cardValues.length) await db.insert(cards).values(cardValues);
  return rows;
}

export async function findFlashcard(db: Executor, userId: string, id: string) {
  const [row] = await db
    .select({ flashcard: flashcards, subjectId: topics.subjectId })
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topicId))
    .where(and(eq(flashcards.id, id), eq(flashcards.userId, userId)))
    .limit(1);
  return row;
}

export const cardsOf = (db: Executor, userId: string, flashcardIds: string[]) =>
  flashcardIds.length === 0
    ? Promise.resolve([] as CardRow[])
    : db
        .select()
        .from(cards)
        .where(and(eq(cards.userId, userId), inArray(cards.flashcardId, flashcardIds)))
        .orderBy(asc(cards.ord));

export type ListFilters = {
  q?: string;
  subjectId?: string;
  topicId?: string;
  tag?: string;
  state?: 'new' | 'learning' | 'review' | 'relearning' | 'suspended';
  due?: 'now' | 'today' | 'week';
  limit: number;
  after?: { createdAt: Date; id: string };
};

const STATE_NUMBER = { new: 0, learning: 1, review: 2, relearning: 3 } as const;

export async function listFlashcards(db: Executor, userId: string, f: ListFilters) {
  const where: (SQL | undefined)[] = [eq(flashcards.userId, userId)];
  if (f.topicId) where.push(eq(flashcards.topicId, f.topicId));
  if (f.subjectId) where.push(eq(topics.subjectId, f.subjectId));
  if (f.tag) where.push(sql`${flashcards.tags} @> ${textArray([f.tag])}`);
  if (f.q) {
    const like = `%${f.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(flashcards.front, like), ilike(flashcards.back, like)));
  }
  // A flashcard matches a state or due filter when any of its study cards does.
  const cardCondition: SQL[] = [];
  if (f.state === 'suspended') cardCondition.push(sql`${cards.suspended}`);
  else if (f.state)
    cardCondition.push(sql`${cards.state} = ${STATE_NUMBER[f.state]} and not ${cards.suspended}`);
  if (f.due) {
    const horizon = {
      now: sql`now()`,
      today: sql`now() + interval '1 day'`,
      week: sql`now() + interval '7 days'`,
    }[f.due];
    cardCondition.push(sql`${cards.state} <> 0 and not ${cards.suspended} and ${cards.due} <= ${horizon}`);
  }
  if (cardCondition.length) {
    where.push(
      sql`exists (select 1 from ${cards} where ${cards.flashcardId} = ${flashcards.id} and ${sql.join(cardCondition, sql` and `)})`,
    );
  }
  if (f.after) {
    where.push(
      or(
        sql`${flashcards.createdAt} < ${f.after.createdAt.toISOString()}`,
        and(eq(flashcards.createdAt, f.after.createdAt), sql`${flashcards.id} < ${f.after.id}`),
      ),
    );
  }
  return db
    .select({ flashcard: flashcards, subjectId: topics.subjectId })
    .from(flashcards)
    .innerJoin(topics, eq(topics.id, flashcards.topicId))
    .where(and(...where))
    .orderBy(desc(flashcards.createdAt), desc(flashcards.id))
    .limit(f.limit + 1);
}

export async function updateFlashcard(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<FlashcardRow, 'kind' | 'front' | 'back' | 'tags' | 'topicId'>>,
) {
  const [row] = await db
    .update(flashcards)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(flashcards.id, id), eq(flashcards.userId, userId)))
    .returning();
  return row;
}

export async function setCardsOf(
  db: Executor,
  userId: string,
  flashcardIds: string[],
  values: { suspended?: boolean; topicId?: string },
) {
  if (flashcardIds.length === 0) return;
  await db
    .update(cards)
    .set(values)
    .where(and(eq(cards.userId, userId), inArray(cards.flashcardId, flashcardIds)));
}

export async function deleteCardsByOrd(
  db: Executor,
  userId: string,
  flashcardId: string,
  keepOrds: number[],
) {
  await db
    .delete(cards)
    .where(
      and(
        eq(cards.userId, userId),
        eq(cards.flashcardId, flashcardId),
        sql`not (${cards.ord} = any(${intArray(keepOrds)}))`,
      ),
    );
}

export async function insertCards(
  db: Executor,
  userId: string,
  topicId: string,
  flashcardId: string,
  ords: number[],
) {
  if (ords.length === 0) return;
  await db
    .insert(cards)
    .values(ords.map((ord) => ({ userId, topicId, flashcardId, ord })))
    .onConflictDoNothing();
}

export async function deleteFlashcards(db: Executor, userId: string, ids: string[]) {
  const rows = await db
    .delete(flashcards)
    .where(and(eq(flashcards.userId, userId), inArray(flashcards.id, ids)))
    .returning({ id: flashcards.id });
  return rows.length;
}

/** Moves the user's flashcards; answers how many were not in that topic already (the ones it changed). */
export async function moveFlashcards(db: Executor, userId: string, ids: string[], topicId: string) {
  const rows = await db
    .update(flashcards)
    .set({ topicId, updatedAt: sql`now()` })
    .where(and(eq(flashcards.userId, userId), inArray(flashcards.id, ids), ne(flashcards.topicId, topicId)))
    .returning({ id: flashcards.id });
  await setCardsOf(
    db,
    userId,
    rows.map((r) => r.id),
    { topicId },
  );
  return rows.length;
}

/**
 * Suspends or resumes the user's flashcards (all their study cards); answers how many flashcards had a
 * card whose state this changed, so cards already in that state, and other users' cards, count 0.
 */
export async function suspendFlashcards(db: Executor, userId: string, ids: string[], suspended: boolean) {
  const rows = await db
    .update(cards)
    .set({ suspended })
    .where(and(eq(cards.userId, userId), inArray(cards.flashcardId, ids), ne(cards.suspended, suspended)))
    .returning({ flashcardId: cards.flashcardId });
  return new Set(rows.map((r) => r.flashcardId)).size;
}

export async function retagFlashcards(
  db: Executor,
  userId: string,
  ids: string[],
  add: string[],
  remove: string[],
) {
  // Add, de-duplicate, then remove: one statement per bulk action.
  const retagged = sql`array(select distinct t from unnest(${flashcards.tags} || ${textArray(add)}) t where not (t = any(${textArray(remove)})) order by t)`;
  const rows = await db
    .update(flashcards)
    .set({ tags: retagged, updatedAt: sql`now()` })
    // Only the flashcards whose tags this changes: the count answered is what changed.
    .where(
      and(
        eq(flashcards.userId, userId),
        inArray(flashcards.id, ids),
        sql`${retagged} is distinct from ${flashcards.tags}`,
      ),
    )
    .returning({ id: flashcards.id });
  return rows.length;
}

/** Fronts already in a topic, for duplicate detection on import (same front in the same topic). */
export async function frontsIn(db: Executor, userId: string, topicId: string): Promise<Set<string>> {
  const rows = await db
    .select({ front: flashcards.front })
    .from(flashcards)
    .where(and(eq(flashcards.userId, userId), eq(flashcards.topicId, topicId)));
  return new Set(rows.map((r) => r.front));
}

/** Every flashcard with its first study card's schedule, oldest first, for export. */
export const forExport = (db: Executor, userId: string, topicId?: string) =>
  db
    .select({ flashcard: flashcards, card: cards })
    .from(flashcards)
    .leftJoin(cards, and(eq(cards.flashcardId, flashcards.id), eq(cards.userId, userId)))
    .where(and(eq(flashcards.userId, userId), topicId ? eq(flashcards.topicId, topicId) : undefined))
    .orderBy(asc(flashcards.createdAt), asc(flashcards.id), asc(cards.ord));

/**
 * Bulk insert for imports: every column travels as one array parameter and `unnest` turns them into rows,
 * so 50,000 cards cost a few statements instead of hundreds of thousands of bound parameters.
 * Ids are chosen by the caller, so no row order has to be trusted.
 */
export async function insertFlashcardsBulk(
  db: Executor,
  userId: string,
  topicId: string,
  source: 'manual' | 'import' | 'ai',
  rows: Array<{ id: string; kind: string; front: string; back: string; tags: string[] }>,
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into ${flashcards} (id, user_id, topic_id, kind, front, back, tags, source)
    select u.id, ${userId}, ${topicId}, u.kind, u.front, u.back, coalesce(string_to_array(nullif(u.tags, ''), ' '), '{}'), ${source}
    from unnest(${col((r) => r.id)}::uuid[], ${col((r) => r.kind)}::text[], ${col((r) => r.front)}::text[],
                ${col((r) => r.back)}::text[], ${col((r) => r.tags.join(' '))}::text[]) as u(id, kind, front, back, tags)`);
}

export async function insertCardsBulk(
  db: Executor,
  userId: string,
  topicId: string,
  rows: Array<{ id: string; flashcardId: string; ord: number } & NewCardSchedule>,
) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: (typeof rows)[number]) => T) => sql.param(rows.map(f));
  // New cards are studied in due order: a millisecond apart keeps them in the order of the file.
  const now = Date.now();
  await db.execute(sql`
    insert into ${cards} (id, user_id, topic_id, flashcard_id, ord, suspended, due, stability, difficulty, elapsed_days,
                          scheduled_days, learning_steps, reps, lapses, state, last_review)
    select u.id, ${userId}, ${topicId}, u.flashcard_id, u.ord, u.suspended, u.due, u.stability, u.difficulty, u.elapsed_days,
           u.scheduled_days, 0, u.reps, u.lapses, u.state, u.last_review
    from unnest(${col((r) => r.id)}::uuid[], ${col((r) => r.flashcardId)}::uuid[], ${col((r) => r.ord)}::int[],
                ${col((r) => r.suspended ?? false)}::boolean[], ${sql.param(rows.map((r, i) => (r.due ?? new Date(now + i)).toISOString()))}::timestamptz[],
                ${col((r) => r.stability ?? 0)}::float8[], ${col((r) => r.difficulty ?? 0)}::float8[], ${col((r) => r.elapsedDays ?? 0)}::int[],
                ${col((r) => r.scheduledDays ?? 0)}::int[], ${col((r) => r.reps ?? 0)}::int[], ${col((r) => r.lapses ?? 0)}::int[],
                ${col((r) => r.state ?? 0)}::smallint[], ${col((r) => r.lastReview?.toISOString() ?? null)}::timestamptz[])
      as u(id, flashcard_id, ord, suspended, due, stability, difficulty, elapsed_days, scheduled_days, reps, lapses, state, last_review)`);
}
