import { randomUUID } from 'node:crypto';
import type { Grade } from 'ts-fsrs';
import { DEFAULT_SRS_SETTINGS, type SrsSettings, srsSettings } from '../../../shared/contracts/study';
import type { Db } from '../../db/connect';
import { AppError, notFound } from '../../platform/errors';
import { presentSchedule } from '../flashcards/presenter';
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
  resolve(result: AnswerResult): void;
  reject(error: unknown): void;
};

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
 * Group commit for answers (docs/decisions/0014). Answers that arrive while a batch is being written wait
 * and go together in the next one: one read and one write statement for the whole batch instead of two
 * round trips each. The embedded database runs one statement at a time, so this is what lets a busy
 * server keep up; an idle server writes an answer at once (the batch is just that answer). Each answer is
 * still atomic and checked on its own: its log is written only if its card is unchanged, and a repeated
 * review id is not counted twice.
 */
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
    const found = await repo.cardsWithSettings(
      this.db,
      batch.map((j) => ({ userId: j.userId, cardId: j.input.cardId })),
    );
    const byCard = new Map(found.map((f) => [f.id, f]));
    const answers: (repo.Answer & { job: Job })[] = [];
    for (const job of batch) {
      const row = byCard.get(job.input.cardId);
      // The read matched user and card together, so another user's card is simply not found.
      if (!row || row.userId !== job.userId) {
        job.reject(notFound(CARD_NOT_FOUND));
        continue;
      }
      const { next, log } = nextSchedule(settingsFromText(row.settings), row.card, job.now, job.input.rating);
      answers.push({
        job,
        userId: job.userId,
        cardId: row.id,
        expectedReps: row.card.reps,
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
    for (const answer of answers) {
      const written = outcome.get(answer.cardId);
      if (written?.updated)
        answer.job.resolve({
          card: { id: answer.cardId, ...presentSchedule(answer.next) },
          reviewId: answer.job.reviewId,
          duplicate: false,
        });
      else await this.settleUnwritten(answer.job, written?.logId ?? null).catch(answer.job.reject);
    }
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
