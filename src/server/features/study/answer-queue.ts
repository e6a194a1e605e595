import { randomUUID } from 'node:crypto';
import type { Grade } from 'ts-fsrs';
import type { Db } from '../../db/connect';
import { AppError, notFound } from '../../platform/errors';
import { presentSchedule } from '../flashcards';
import * as repo from './repo';
import { nextSchedule, type Schedule } from './scheduler';
import { settingsFromText } from './settings';
import { type CardToAnswer, findShownCard, forgetCard } from './shown-cards';

/**
 * The answer queue: group commit for answers (docs/decisions/0014). Answers that arrive while a batch is
 * being written wait and go together in the next one: one write statement for the whole batch, after one read
 * for the cards the memory of shown cards (shown-cards.ts) does not hold, instead of two round trips each.
 * The embedded database runs one statement at a time, so this is what lets a busy server keep up; an idle
 * server writes an answer at once (the batch is just that answer). Each answer is still atomic and checked on
 * its own: its log is written only if its card is unchanged, and a repeated review id is not counted twice.
 */

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

class AnswerQueue {
  private waiting: Job[] = [];
  private draining = false;

  constructor(private readonly db: Db) {}

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
      const known = job.reread ? undefined : findShownCard(this.db, job.userId, job.input.cardId);
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
        forgetCard(this.db, cardId);
        job.resolve({
          card: { id: cardId, ...presentSchedule(next) },
          reviewId: job.reviewId,
          duplicate: false,
        });
      } else if (fromMemory.has(job)) {
        // Scheduled from a card kept in memory that has moved on, or a retried review id: read it and try
        // once more, in the next batch. What was written of it, if anything, goes first.
        forgetCard(this.db, cardId);
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

/** Schedules one answer on the server with FSRS and records it with its log (see AnswerQueue). */
export function recordAnswer(db: Db, userId: string, input: AnswerInput, now = new Date()) {
  let queue = queues.get(db);
  if (!queue) {
    queue = new AnswerQueue(db);
    queues.set(db, queue);
  }
  return queue.submit(userId, input, now);
}

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
