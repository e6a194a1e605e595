import { randomUUID } from 'node:crypto';
import type { Grade } from 'ts-fsrs';
import { DEFAULT_SRS_SETTINGS, type SrsSettings, srsSettings } from '../../../shared/contracts/study';
import type { Db, Executor } from '../../db/connect';
import { AppError, notFound } from '../../platform/errors';
import { presentSchedule } from '../flashcards';
import * as repo from './repo';
import { nextSchedule, type Schedule } from './scheduler';

export const CARD_NOT_FOUND = 'Card not found.';
const MAX_BATCH = 200;

export type AnswerInput = { cardId: string; rating: Grade; durationMs: number; reviewId?: string };
export type AnswerResult = {
  card: { id: string } & ReturnType<typeof presentSchedule>;
  reviewId: string;
  duplicate: boolean;
};
type Job = {
  userId: string;
  input: AnswerInput;
  reviewId: string;
  now: Date;
  /** Set when the card kept in memory had moved on: this answer reads the card from the database. */
  reread?: boolean;
  resolve(result: AnswerResult): void;
  reject(error: unknown): void;
};
/** A card to answer, as the database or the study queue last gave it, with its owner's settings as JSON text. */
type CardToAnswer = { id: string; userId: string; settings: string | null; card: Schedule };

export function parseSettings(stored: unknown): SrsSettings {
  const parsed = srsSettings.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_SRS_SETTINGS;
}

// Users share a handful of settings and change them rarely: each stored text is validated once. The same
// object comes back each time, so the scheduler built for it is found without re-keying (scheduler.ts).
const parsedTexts = new Map<string, SrsSettings>();

/** `parseSettings` for settings read as JSON text (null: the user has none and the defaults apply). */
export function settingsFromText(text: string | null): SrsSettings {
  if (text === null) return DEFAULT_SRS_SETTINGS;
  let settings = parsedTexts.get(text);
  if (!settings) {
    let stored: unknown;
    try {
      stored = JSON.parse(text);
    } catch {
      stored = undefined;
    }
    settings = parseSettings(stored);
    if (parsedTexts.size >= 1000) parsedTexts.clear();
    parsedTexts.set(text, settings);
  }
  return settings;
}

/**
 * The cards each study queue just showed, with their owners' settings, as the queue read them
 * (docs/decisions/0041). A student answers the cards of the queue fetched a moment before, so the answer
 * can be scheduled from them without reading them again: the write records it only if the card is still at
 * that version (`repo.applyAnswers`), and an answer whose card has moved on meanwhile (undone, answered in
 * another window, edited) is read and scheduled afresh. Settings have no version, so saving them forgets the
 * user's. Bounded: a card or user not kept is simply read.
 */
class KnownCards {
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

/**
 * Group commit for answers (docs/decisions/0014). Answers that arrive while a batch is being written wait
 * and go together in the next one: one write statement for the whole batch, after one read for the cards
 * not kept from their queue (KnownCards), instead of two round trips each. The embedded database runs one
 * statement at a time, so this is what lets a busy server keep up; an idle server writes an answer at once
 * (the batch is just that answer). Each answer is still atomic and checked on its own: its log is written
 * only if its card is unchanged, and a repeated review id is not counted twice.
 */
class AnswerQueue {
  private waiting: Job[] = [];
  private draining = false;

  constructor(
    private readonly db: Db,
    private readonly known: KnownCards,
  ) {}

  submit(userId: string, input: AnswerInput, now: Date): Promise<AnswerResult> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ userId, input, reviewId: input.reviewId ?? randomUUID(), now, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // Answers that arrive in the same turn of the event loop join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain() {
    try {
      while (this.waiting.length > 0) {
        const batch = this.take();
        try {
          await this.write(batch);
        } catch (error) {
          for (const job of batch) job.reject(error);
        }
      }
    } finally {
      this.draining = false;
    }
  }

  /** The oldest waiting answers, at most one per card: a second answer to a card waits for the next batch. */
  private take(): Job[] {
    const batch: Job[] = [];
    const rest: Job[] = [];
    const cardsInBatch = new Set<string>();
    for (const job of this.waiting) {
      if (batch.length < MAX_BATCH && !cardsInBatch.has(job.input.cardId)) {
        cardsInBatch.add(job.input.cardId);
        batch.push(job);
      } else rest.push(job);
    }
    this.waiting = rest;
    return batch;
  }

  private async write(batch: Job[]) {
    const toAnswer = new Map<Job, CardToAnswer>();
    const fromMemory = new Set<Job>();
    const toRead: Job[] = [];
    for (const job of batch) {
      const known = job.reread ? undefined : this.known.find(job.userId, job.input.cardId);
      if (known) {
        toAnswer.set(job, known);
        fromMemory.add(job);
      } else toRead.push(job);
    }
    if (toRead.length > 0) {
      const found = await repo.cardsWithSettings(
        this.db,
        toRead.map((j) => ({ userId: j.userId, cardId: j.input.cardId })),
      );
      const byCard = new Map(found.map((f) => [f.id, f]));
      for (const job of toRead) {
        const row = byCard.get(job.input.cardId);
        // The read matched user and card together, so another user's card is simply not found.
        if (row?.userId === job.userId) toAnswer.set(job, row);
        else job.reject(notFound(CARD_NOT_FOUND));
      }
    }
    const answers: (repo.Answer & { job: Job })[] = [];
    for (const [job, row] of toAnswer) {
      const { next, log } = nextSchedule(settingsFromText(row.settings), row.card, job.now, job.input.rating);
      answers.push({
        job,
        userId: job.userId,
        cardId: row.id,
        expected: row.card,
        next,
        log: {
          clientReviewId: job.reviewId,
          rating: job.input.rating,
          state: log.state,
          due: log.due,
          stability: log.stability,
          difficulty: log.difficulty,
          elapsedDays: log.elapsed_days,
          lastElapsedDays: log.last_elapsed_days,
          scheduledDays: log.scheduled_days,
          learningSteps: log.learning_steps,
          reviewedAt: job.now,
          durationMs: job.input.durationMs,
          previous: snapshot(row.card),
        },
      });
    }
    const outcome = await repo.applyAnswers(this.db, answers);
    const again: Job[] = [];
    for (const { job, cardId, next } of answers) {
      const written = outcome.get(cardId);
      if (written?.updated) {
        this.known.forgetCard(cardId);
        job.resolve({
          card: { id: cardId, ...presentSchedule(next) },
          reviewId: job.reviewId,
          duplicate: false,
        });
      } else if (fromMemory.has(job)) {
        // Scheduled from a card kept in memory that has moved on, or a retried review id: read it and try
        // once more, in the next batch. What was written of it, if anything, goes first.
        this.known.forgetCard(cardId);
        try {
          if (written) await repo.deleteLog(this.db, job.userId, written.logId);
          job.reread = true;
          again.push(job);
        } catch (error) {
          job.reject(error);
        }
      } else await this.settleUnwritten(job, written?.logId ?? null).catch(job.reject);
    }
    this.waiting.unshift(...again);
  }

  /** The rare answers the batch could not record: a retried review id, or a card answered elsewhere meanwhile. */
  private async settleUnwritten(job: Job, logId: string | null) {
    if (logId) await repo.deleteLog(this.db, job.userId, logId);
    else if (await repo.clientReviewExists(this.db, job.userId, job.reviewId)) {
      const card = await repo.findCard(this.db, job.userId, job.input.cardId);
      if (!card) throw notFound(CARD_NOT_FOUND);
      return job.resolve({
        card: { id: card.id, ...presentSchedule(card) },
        reviewId: job.reviewId,
        duplicate: true,
      });
    }
    throw new AppError(
      'conflict',
      'This card was just answered in another window. Reload the session to continue.',
    );
  }
}

const queues = new WeakMap<Db, AnswerQueue>();
const knownCards = new WeakMap<object, KnownCards>();

function knownCardsOf(db: object) {
  let known = knownCards.get(db);
  if (!known) {
    known = new KnownCards();
    knownCards.set(db, known);
  }
  return known;
}

/** Schedules one answer on the server with FSRS and records it with its log (see AnswerQueue). */
export function recordAnswer(db: Db, userId: string, input: AnswerInput, now = new Date()) {
  let queue = queues.get(db);
  if (!queue) {
    queue = new AnswerQueue(db, knownCardsOf(db));
    queues.set(db, queue);
  }
  return queue.submit(userId, input, now);
}

/** The study queue shows these cards: their answers may be scheduled from them (see KnownCards). */
export const rememberQueue = (
  db: Executor,
  userId: string,
  settings: string | null,
  cards: (Schedule & { id: string })[],
) => knownCardsOf(db).remember(userId, settings, cards);

/** The user's settings changed: answers read them again. */
export const forgetSettings = (db: Executor, userId: string) => knownCardsOf(db).forgetSettings(userId);

/** The card's schedule was changed other than by an answer (undo). */
export const forgetCard = (db: Executor, cardId: string) => knownCardsOf(db).forgetCard(cardId);

// Only the schedule is kept for undo: nothing else of the card changes when it is answered.
export const snapshot = (c: Schedule) => ({
  due: c.due.toISOString(),
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsedDays,
  scheduledDays: c.scheduledDays,
  learningSteps: c.learningSteps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.lastReview?.toISOString() ?? null,
});
export type Snapshot = ReturnType<typeof snapshot>;
