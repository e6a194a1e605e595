import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/connect';
import { cards, deckCards, flashcards, subjects, topics } from '../../db/schema';

export type DeckCardRow = typeof deckCards.$inferSelect;

/** The deck cards delivered to the user, with the current text of their copy (null when deleted since). */
export const deliveredCards = (db: Executor, userId: string, decks?: string[]) =>
  db
    .select({
      link: deckCards,
      current: { kind: flashcards.kind, front: flashcards.front, back: flashcards.back },
    })
    .from(deckCards)
    .leftJoin(flashcards, eq(flashcards.id, deckCards.flashcardId))
    .where(and(eq(deckCards.userId, userId), decks ? inArray(deckCards.deck, decks) : undefined));

/** The user's subjects linked to an FLK subject, oldest first, and their topics. */
export async function flkSubjectsAndTopics(db: Executor, userId: string) {
  const [mine, theirTopics] = await Promise.all([
    db
      .select({ id: subjects.id, flkSubject: subjects.flkSubject })
      .from(subjects)
      .where(and(eq(subjects.userId, userId), sql`${subjects.flkSubject} is not null`))
      .orderBy(asc(subjects.position), asc(subjects.createdAt)),
    db
      .select({ id: topics.id, subjectId: topics.subjectId, name: topics.name })
      .from(topics)
      .where(eq(topics.userId, userId))
      .orderBy(asc(topics.position), asc(topics.createdAt)),
  ]);
  return { subjects: mine, topics: theirTopics };
}

export type NewDeckFlashcard = {
  id: string;
  deck: string;
  deckCardId: string;
  topicId: string;
  kind: string;
  front: string;
  back: string;
  ords: number[];
};

/**
 * Adds the flashcards, their study cards and their links in three statements however many there are: each
 * column travels as one array parameter and `unnest` makes the rows (as the importer does), here with a
 * topic per row because a deck spans the subject's topics.
 */
export async function insertDeckFlashcards(db: Executor, userId: string, rows: NewDeckFlashcard[]) {
  if (rows.length === 0) return;
  const col = <T>(f: (r: NewDeckFlashcard) => T) => sql.param(rows.map(f));
  await db.execute(sql`
    insert into ${flashcards} (id, user_id, topic_id, kind, front, back, tags, source)
    select u.id, ${userId}, u.topic_id, u.kind, u.front, u.back, array['starter-deck'], 'import'
    from unnest(${col((r) => r.id)}::uuid[], ${col((r) => r.topicId)}::uuid[], ${col((r) => r.kind)}::text[],
                ${col((r) => r.front)}::text[], ${col((r) => r.back)}::text[]) as u(id, topic_id, kind, front, back)`);
  const studyCards = rows.flatMap((r) =>
    r.ords.map((ord) => ({ flashcardId: r.id, topicId: r.topicId, ord })),
  );
  // New cards are studied in due order: a millisecond apart keeps them in the deck's order.
  const now = Date.now();
  await db.execute(sql`
    insert into ${cards} (user_id, topic_id, flashcard_id, ord, due)
    select ${userId}, u.topic_id, u.flashcard_id, u.ord, u.due
    from unnest(${sql.param(studyCards.map((c) => c.topicId))}::uuid[], ${sql.param(studyCards.map((c) => c.flashcardId))}::uuid[],
                ${sql.param(studyCards.map((c) => c.ord))}::int[],
                ${sql.param(studyCards.map((_c, i) => new Date(now + i).toISOString()))}::timestamptz[])
      as u(topic_id, flashcard_id, ord, due)`);
  await db.execute(sql`
    insert into ${deckCards} (user_id, deck_card_id, deck, flashcard_id, kind, front, back)
    select ${userId}, u.deck_card_id, u.deck, u.flashcard_id, u.kind, u.front, u.back
    from unnest(${col((r) => r.deckCardId)}::text[], ${col((r) => r.deck)}::text[], ${col((r) => r.id)}::uuid[],
                ${col((r) => r.kind)}::text[], ${col((r) => r.front)}::text[], ${col((r) => r.back)}::text[])
      as u(deck_card_id, deck, flashcard_id, kind, front, back)
    on conflict do nothing`);
}

/** Records the text now delivered for a deck card. */
export async function setDelivered(
  db: Executor,
  userId: string,
  deckCardId: string,
  text: { kind: string; front: string; back: string },
) {
  await db
    .update(deckCards)
    .set({ ...text, deliveredAt: sql`now()` })
    .where(and(eq(deckCards.userId, userId), eq(deckCards.deckCardId, deckCardId)));
}
