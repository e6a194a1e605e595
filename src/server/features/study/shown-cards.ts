import type { Executor } from '../../db/connect';
import type { Schedule } from './scheduler';

/**
 * The memory of shown cards (docs/decisions/0041): the cards each study queue just showed, with their owners'
 * settings, as the queue read them. A student answers the cards of the queue fetched a moment before, so the
 * answer queue (answer-queue.ts) can schedule an answer from them without reading the card again: one
 * statement per batch of answers instead of two. On the embedded database, which runs one statement at a
 * time, that read was a large share of an answer's cost.
 *
 * Memory is never trusted on its own: the write records an answer only if the card is still at the version
 * it was scheduled from (`repo.applyAnswers`), and an answer whose card has moved on meanwhile (undone,
 * answered in another window, edited) is read and scheduled afresh. Settings have no version, so saving them
 * forgets the user's. Bounded: a card or user not kept is simply read.
 *
 * Kept per database handle, and only where the server keeps it (`keepShownCards`, from STUDY_SHOWN_CARDS
 * in config.ts; docs/decisions/0082): a handle the server never configured keeps it.
 */

/** A card to answer, as the database or the study queue last gave it, with its owner's settings as JSON text. */
export type CardToAnswer = { id: string; userId: string; settings: string | null; card: Schedule };

class ShownCards {
  private readonly cards = new Map<string, { userId: string; card: Schedule }>();
  private readonly settings = new Map<string, string | null>();

  constructor(private readonly capacity = { cards: 50_000, users: 10_000 }) {}

  remember(userId: string, settings: string | null, cards: (Schedule & { id: string })[]) {
    keep(this.settings, userId, settings, this.capacity.users);
    for (const card of cards) keep(this.cards, card.id, { userId, card }, this.capacity.cards);
  }

  find(userId: string, cardId: string): CardToAnswer | undefined {
    const known = this.cards.get(cardId);
    if (known?.userId !== userId || !this.settings.has(userId)) return undefined;
    return { id: cardId, userId, settings: this.settings.get(userId)!, card: known.card };
  }

  /**
   * A card is dropped once answered (or found to have moved on): the next time it is due, its queue brings
   * it back. So only the cards shown and not yet answered are kept, a few dozen per student studying, and
   * the server's heap does not carry tens of thousands of them from one garbage collection to the next.
   */
  forgetCard(cardId: string) {
    this.cards.delete(cardId);
  }

  forgetSettings(userId: string) {
    this.settings.delete(userId);
  }
}

/** Sets a key as the newest of a map kept in insertion order, dropping the oldest beyond `capacity`. */
function keep<K, V>(map: Map<K, V>, key: K, value: V, capacity: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value as K);
}

/** Each database handle's memory; null where the server keeps none. */
const memories = new WeakMap<object, ShownCards | null>();

function memoryOf(db: object): ShownCards | null {
  let memory = memories.get(db);
  if (memory === undefined) {
    memory = new ShownCards();
    memories.set(db, memory);
  }
  return memory;
}

/** Whether answers on this database may be scheduled from the cards their queue showed (app.ts decides). */
export function keepShownCards(db: object, keep: boolean) {
  memories.set(db, keep ? new ShownCards() : null);
}

/** Whether this database's answers are scheduled from memory (for the tests of the switch). */
export const keepsShownCards = (db: object) => memoryOf(db) !== null;

/** The study queue shows these cards: their answers may be scheduled from them. */
export const rememberQueue = (
  db: Executor,
  userId: string,
  settings: string | null,
  cards: (Schedule & { id: string })[],
) => memoryOf(db)?.remember(userId, settings, cards);

/** The card as its queue showed it, if that is kept. */
export const findShownCard = (db: object, userId: string, cardId: string) =>
  memoryOf(db)?.find(userId, cardId);

/** The user's settings changed: answers read them again. */
export const forgetSettings = (db: Executor, userId: string) => memoryOf(db)?.forgetSettings(userId);

/** The card's schedule was changed other than by an answer (undo), or its answer was recorded. */
export const forgetCard = (db: object, cardId: string) => memoryOf(db)?.forgetCard(cardId);
