import { studyFaces } from '../../../shared/cards';
import type { QueueCard, SrsSettings } from '../../../shared/contracts/study';
import { studyDay } from '../../../shared/time';
import type { Db, Executor } from '../../db/connect';
import { decodeCursor, encodeCursor } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import { presentSchedule, stateName } from '../flashcards/presenter';
import { parseSettings, type Snapshot } from './answers';
import * as repo from './repo';
import { intervalLabels, type Schedule } from './scheduler';

const LEARN_AHEAD_MS = 20 * 60_000; // Anki's default: learning cards due within 20 minutes are shown now

export const getSettings = async (db: Executor, userId: string) =>
  parseSettings(await repo.findSettings(db, userId));

/** Saving settings reschedules nothing: new values apply from each card's next answer (issue 3). */
export async function saveSettings(db: Executor, userId: string, settings: SrsSettings) {
  await repo.saveSettings(db, userId, settings);
  return settings;
}

type QueueRow = Awaited<ReturnType<typeof repo.newCards>>[number];

function presentQueueCard(r: QueueRow, settings: SrsSettings, now: Date): QueueCard {
  const kind = r.kind as QueueCard['kind'];
  return {
    id: r.card.id,
    flashcardId: r.card.flashcardId,
    topicId: r.card.topicId,
    kind,
    ord: r.card.ord,
    tags: r.tags,
    ...studyFaces(kind, r.front, r.back, r.card.ord),
    ...presentSchedule(r.card),
    intervals: intervalLabels(settings, r.card, now),
  };
}

/** Mixes new cards evenly among the reviews, as Anki does by default. */
export function interleave<T>(reviews: T[], fresh: T[]): T[] {
  if (fresh.length === 0) return reviews;
  const out: T[] = [];
  const every = Math.max(1, Math.floor(reviews.length / fresh.length));
  let r = 0;
  for (const card of fresh) {
    out.push(...reviews.slice(r, r + every), card);
    r += every;
  }
  return [...out, ...reviews.slice(r)];
}

export async function queue(
  db: Executor,
  userId: string,
  opts: { topicId?: string; limit: number },
  now = new Date(),
) {
  const day = studyDay(now);
  const figures = await repo.queueFigures(db, userId, opts.topicId, day.start, day.end);
  const settings = parseSettings(figures.settings);
  const newLeft = Math.max(0, settings.newPerDay - figures.newStudied);
  const reviewLeft = Math.max(0, settings.reviewsPerDay - figures.reviewsDone);
  const learning = await repo.learningDue(
    db,
    userId,
    opts.topicId,
    new Date(now.getTime() + LEARN_AHEAD_MS),
    opts.limit,
  );
  const reviews = reviewLeft
    ? await repo.reviewsDue(db, userId, opts.topicId, day.end, Math.min(opts.limit, reviewLeft))
    : [];
  const fresh = newLeft ? await repo.newCards(db, userId, opts.topicId, Math.min(opts.limit, newLeft)) : [];
  const dueNow = learning.filter((r) => r.card.due <= now);
  const later = learning.filter((r) => r.card.due > now);
  const ordered = [...dueNow, ...interleave(reviews, fresh), ...later].slice(0, opts.limit);
  return {
    cards: ordered.map((r) => presentQueueCard(r, settings, now)),
    counts: {
      new: Math.min(figures.new, newLeft),
      learning: figures.learning,
      review: Math.min(figures.review, reviewLeft),
    },
  };
}

export { recordAnswer as review } from './answers';

function restore(s: Snapshot): Schedule {
  return { ...s, due: new Date(s.due), lastReview: s.lastReview ? new Date(s.lastReview) : null };
}

/** Undo (Z): puts the card back exactly as it was before its last answer and forgets that answer. */
export async function undo(db: Db, userId: string, id: string) {
  return db.transaction(async (tx) => {
    const log = await repo.findLog(tx, userId, id);
    if (!log?.previous) throw notFound('There is no such answer to undo.');
    await repo.lockCard(tx, userId, log.cardId);
    const latest = await repo.latestLogOf(tx, userId, log.cardId);
    if (latest?.id !== log.id)
      throw new AppError('conflict', 'Only the last answer given to a card can be undone.');
    const card = await repo.writeSchedule(tx, userId, log.cardId, restore(log.previous as Snapshot));
    await repo.deleteLog(tx, userId, log.id);
    return { card: { id: card.id, ...presentSchedule(card) } };
  });
}

export async function history(db: Executor, userId: string, limit: number, cursor?: string) {
  const before = decodeCursor(cursor);
  const rows = await repo.history(db, userId, limit, before);
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.log;
  return {
    items: page.map((r) => ({
      id: r.log.id,
      cardId: r.log.cardId,
      flashcardId: r.flashcardId,
      question: studyFaces(r.kind as QueueCard['kind'], r.front, r.back, r.ord).question.slice(0, 300),
      rating: r.log.rating,
      state: stateName(r.log.state),
      reviewedAt: r.log.reviewedAt.toISOString(),
      durationMs: r.log.durationMs,
      scheduledDays: r.log.scheduledDays,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.reviewedAt, last.id) : null,
  };
}

export type PastReview = {
  cardId: string;
  rating: 1 | 2 | 3 | 4;
  state: number;
  reviewedAt: Date;
  elapsedDays: number;
  scheduledDays: number;
  durationMs: number;
};

/** Keeps review history brought in by an import (Anki's revlog), inside the import's transaction. */
export async function recordPastReviews(tx: Executor, userId: string, reviews: PastReview[]) {
  for (let i = 0; i < reviews.length; i += 10_000)
    await repo.insertPastLogs(tx, userId, reviews.slice(i, i + 10_000));
}
