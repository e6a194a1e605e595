import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cardOrds } from '../../../shared/cards';
import type { DeckAddResult, DeckCard, DeckSummary, DeckUpdateResult } from '../../../shared/contracts/decks';
import { FLK_MAIN_TOPICS, FLK_SUBJECTS, type FlkSubjectId } from '../../../shared/flk';
import type { Db, Executor } from '../../db/connect';
import { users } from '../../db/schema';
import * as flashcardRepo from '../flashcards';
import { flkSubjectValues } from '../sqe/service';
import * as subjectRepo from '../subjects';
import * as topicRepo from '../topics';
import * as repo from './repo';
import { type Decks, deliveredText } from './store';

type Text = { kind: string; front: string; back: string };
const same = (a: Text, b: Text) => a.kind === b.kind && a.front === b.front && a.back === b.back;

/** Every deck with its size and, for this user, how much of it they have and what has changed since. */
export async function listDecks(db: Executor, userId: string, decks: Decks): Promise<DeckSummary[]> {
  const delivered = await repo.deliveredCards(db, userId);
  const byId = new Map(delivered.map((d) => [d.link.deckCardId, d]));
  return FLK_SUBJECTS.map((f) => {
    const deck = decks.get(f.id) ?? [];
    const addedCount = delivered.filter((d) => d.link.deck === f.id).length;
    const updatesAvailable = addedCount
      ? deck.filter((c) => {
          const d = byId.get(c.id);
          return !d || isUpdatable(d, deliveredText(c));
        }).length
      : 0;
    return {
      subject: f.id,
      name: f.name,
      paper: f.paper,
      cardCount: deck.length,
      addedCount,
      added: addedCount > 0,
      updatesAvailable,
    };
  });
}

/** A delivered card is updated when the deck's text changed and the user's copy is still as delivered. */
function isUpdatable(d: Awaited<ReturnType<typeof repo.deliveredCards>>[number], next: Text) {
  return d.current !== null && !same(d.link, next) && same(d.current, d.link);
}

/**
 * Adds the cards of the given decks the user does not have yet, into the subject linked to the deck's FLK
 * subject and the topic of the card's name, creating either (as the starter set does) when missing. A card
 * once delivered is never delivered again, even if the user deleted it.
 */
export async function addDecks(db: Db, userId: string, decks: Decks, which: FlkSubjectId[]) {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const delivered = new Set((await repo.deliveredCards(tx, userId, which)).map((d) => d.link.deckCardId));
    const wanted = which.flatMap((s) => (decks.get(s) ?? []).map((card) => ({ subject: s, card })));
    const fresh = wanted.filter((w) => !delivered.has(w.card.id));
    const created = await deliver(tx, userId, fresh);
    return {
      addedCards: fresh.length,
      alreadyAdded: wanted.length - fresh.length,
      ...created,
    } satisfies DeckAddResult;
  });
}

/**
 * For every deck the user has added: a changed card replaces the user's copy unless they edited it (their
 * edit wins), new cards are added, and cards the team removed are left with the user. Only the text
 * changes: the study cards keep their schedule and review history (a cloze whose number is gone loses that
 * one study card, as when the user edits it).
 */
export async function updateDecks(db: Db, userId: string, decks: Decks): Promise<DeckUpdateResult> {
  return db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const delivered = await repo.deliveredCards(tx, userId);
    const byId = new Map(delivered.map((d) => [d.link.deckCardId, d]));
    const added = FLK_SUBJECTS.map((f) => f.id).filter((s) => delivered.some((d) => d.link.deck === s));
    let updated = 0;
    let keptEdited = 0;
    const fresh: { subject: FlkSubjectId; card: DeckCard }[] = [];
    for (const subject of added) {
      for (const card of decks.get(subject) ?? []) {
        const d = byId.get(card.id);
        if (!d) {
          fresh.push({ subject, card });
          continue;
        }
        const next = deliveredText(card);
        if (same(d.link, next) || !d.current || !d.link.flashcardId) continue;
        if (!same(d.current, d.link)) {
          keptEdited++;
          continue;
        }
        await replaceText(tx, userId, d.link.flashcardId, next);
        await repo.setDelivered(tx, userId, card.id, next);
        updated++;
      }
    }
    const created = await deliver(tx, userId, fresh);
    return { updated, addedCards: fresh.length, keptEdited, ...created };
  });
}

// Two presses at once must not both add the same cards: the second waits, then finds them delivered.
const lockUser = (tx: Executor, userId: string) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

async function replaceText(tx: Executor, userId: string, flashcardId: string, next: Text) {
  const ords = cardOrds(next.kind as DeckCard['kind'], next.front);
  const found = await flashcardRepo.findFlashcard(tx, userId, flashcardId);
  if (!found) return;
  await flashcardRepo.updateFlashcard(tx, userId, flashcardId, {
    kind: next.kind,
    front: next.front,
    back: next.back,
  });
  await flashcardRepo.deleteCardsByOrd(tx, userId, flashcardId, ords);
  await flashcardRepo.insertCards(tx, userId, found.flashcard.topicId, flashcardId, ords);
}

/** Inserts the cards, finding or creating each one's subject and topic first. */
async function deliver(tx: Executor, userId: string, items: { subject: FlkSubjectId; card: DeckCard }[]) {
  let createdSubjects = 0;
  let createdTopics = 0;
  if (items.length === 0) return { createdSubjects, createdTopics };
  const mine = await repo.flkSubjectsAndTopics(tx, userId);
  const subjectOf = new Map<string, string>();
  for (const s of mine.subjects) if (!subjectOf.has(s.flkSubject!)) subjectOf.set(s.flkSubject!, s.id);
  const topicOf = new Map<string, string>();
  for (const t of mine.topics) {
    const key = `${t.subjectId}/${t.name}`;
    if (!topicOf.has(key)) topicOf.set(key, t.id);
  }
  const rows: repo.NewDeckFlashcard[] = [];
  for (const { subject, card } of items) {
    let subjectId = subjectOf.get(subject);
    if (!subjectId) {
      const f = FLK_SUBJECTS.find((x) => x.id === subject)!;
      subjectId = (await subjectRepo.insertSubject(tx, userId, flkSubjectValues(f))).id;
      subjectOf.set(subject, subjectId);
      createdSubjects++;
      // All the main topics, in their order, as the starter set makes them.
      for (const name of FLK_MAIN_TOPICS[subject]) {
        topicOf.set(
          `${subjectId}/${name}`,
          (await topicRepo.insertTopic(tx, userId, subjectId, { name })).id,
        );
        createdTopics++;
      }
    }
    const key = `${subjectId}/${card.topic}`;
    let topicId = topicOf.get(key);
    if (!topicId) {
      topicId = (await topicRepo.insertTopic(tx, userId, subjectId, { name: card.topic })).id;
      topicOf.set(key, topicId);
      createdTopics++;
    }
    const text = deliveredText(card);
    rows.push({
      id: randomUUID(),
      deck: subject,
      deckCardId: card.id,
      topicId,
      ...text,
      ords: cardOrds(text.kind, text.front),
    });
  }
  await repo.insertDeckFlashcards(tx, userId, rows);
  return { createdSubjects, createdTopics };
}
