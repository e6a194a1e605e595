import { studyFaces } from '../../../shared/cards';
import { DEFAULT_SRS_SETTINGS, type QueueCard, type SrsSettings } from '../../../shared/contracts/study';
import { studyDay } from '../../../shared/time';
import type { Db, Executor } from '../../db/connect';
import { decodeCursor, encodeCursor } from '../../platform/cursor';
import { AppError, notFound } from '../../platform/errors';
import { presentSchedule, stateName } from '../flashcards';
import type { Snapshot } from './answer-queue';
import * as repo from './repo';
import { intervalLabeller, type Schedule } from './scheduler';
import { parseSettings, settingsFromText } from './settings';
import { forgetCard, forgetSettings, rememberQueue } from './shown-cards';

const LEARN_AHEAD_MS = 20 * 60_000; // Anki's default: learning cards due within 20 minutes are shown now

export const getSettings = async (db: Executor, userId: string) =>
  parseSettings(await repo.findSettings(db, userId));

/** Saving settings reschedules nothing: new values apply from each card's next answer. */
export async function saveSettings(db: Executor, userId: string, settings: SrsSettings) {
  await repo.saveSettings(db, userId, settings);
  forgetSettings(db, userId);
  return settings;
}

function presentQueueCard(r: repo.QueueRow, intervals: QueueCard['intervals']): QueueCard {
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
    intervals,
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

// The study day changes once a day: keep the last one instead of asking Intl five times per request.
let lastDay = studyDay(new Date());
function studyDayOf(now: Date) {
  if (now < lastDay.start || now >= lastDay.end) lastDay = studyDay(now);
  return lastDay;
}

const DEFAULT_LIMITS = { newPerDay: null, reviewsPerDay: null };

/**
 * The cards to study now and the header's counts, in one statement (docs/decisions/0018): learning cards due
 * now first, then reviews with the new cards mixed in (both within the daily limits), then learning cards
 * due within the learn-ahead window.
 */
export async function queue(
  db: Executor,
  userId: string,
  opts: { topicId?: string; limit: number },
  now = new Date(),
) {
  const day = studyDayOf(now);
  const ask = (limits: repo.DailyLimits) =>
    repo.queueCards(db, userId, {
      ...opts,
      dayStart: day.start,
      dayEnd: day.end,
      learnAhead: new Date(now.getTime() + LEARN_AHEAD_MS),
      limits,
      defaults: DEFAULT_SRS_SETTINGS,
    });
  let found = await ask(DEFAULT_LIMITS);
  const settings = settingsFromText(found.settings);
  // The statement read the limits from the stored settings; if those do not validate, the defaults apply
  // instead (as everywhere else), so ask again with the limits in force.
  if (found.limits.newPerDay !== settings.newPerDay || found.limits.reviewsPerDay !== settings.reviewsPerDay)
    found = await ask({ newPerDay: settings.newPerDay, reviewsPerDay: settings.reviewsPerDay });
  const dueNow = found.learning.filter((r) => r.card.due <= now);
  const later = found.learning.filter((r) => r.card.due > now);
  const ordered = [...dueNow, ...interleave(found.reviews, found.fresh), ...later].slice(0, opts.limit);
  const labels = intervalLabeller(settings, now);
  rememberQueue(
    db,
    userId,
    found.settings,
    ordered.map((r) => r.card),
  );
  return {
    cards: ordered.map((r) => presentQueueCard(r, labels(r.card))),
    counts: found.counts,
  };
}

export { recordAnswer as review } from './answer-queue';
export { dueToday } from './stats';

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
    forgetCard(db, log.cardId);
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
