import { z } from 'zod';
import { listQuery } from './common';
import { endpoints } from './endpoint';
import { CARD_KINDS, CARD_STATES, schedule } from './flashcards';

export const RATINGS = [1, 2, 3, 4] as const; // Again, Hard, Good, Easy (Anki's buttons)
export const RATING_NAMES = { 1: 'Again', 2: 'Hard', 3: 'Good', 4: 'Easy' } as const;

/** A card as the study screen needs it: faces already rendered for its direction or cloze number. */
export const queueCard = schedule.extend({
  id: z.string(),
  flashcardId: z.string(),
  topicId: z.string(),
  kind: z.enum(CARD_KINDS),
  ord: z.number(),
  question: z.string(),
  answer: z.string(),
  tags: z.array(z.string()),
  /** What each rating would give, e.g. { 1: '1m', 2: '6m', 3: '10m', 4: '4d' }, computed by the server's scheduler. */
  intervals: z.object({ 1: z.string(), 2: z.string(), 3: z.string(), 4: z.string() }),
});
export type QueueCard = z.infer<typeof queueCard>;

export const queueQuery = z.object({
  topicId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const queueBody = z.object({
  cards: z.array(queueCard),
  counts: z.object({ new: z.number(), learning: z.number(), review: z.number() }),
});

/** Again, Hard, Good, Easy. */
export const rating = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]);
export type Rating = z.infer<typeof rating>;

export const reviewBody = z.object({
  cardId: z.uuid(),
  rating,
  durationMs: z.number().int().min(0).max(3_600_000),
  /** Chosen by the client per answer: a retry or double click with the same id is recorded once. */
  reviewId: z.uuid().optional(),
});
export const reviewAnswer = z.object({
  card: schedule.extend({ id: z.string() }),
  reviewId: z.string(),
  duplicate: z.boolean(),
});
export const undoAnswer = z.object({ card: schedule.extend({ id: z.string() }) });

const STEP = /^\d+(\.\d+)?[mhd]$/;
export const srsSettings = z.object({
  desiredRetention: z
    .number()
    .min(0.7, 'Desired retention must be at least 0.70.')
    .max(0.99, 'Desired retention must be at most 0.99.'),
  maximumInterval: z.number().int().min(1).max(36_500, 'The maximum interval is at most 36,500 days.'),
  newPerDay: z.number().int().min(0).max(9_999),
  reviewsPerDay: z.number().int().min(0).max(99_999),
  learningSteps: z.array(z.string().regex(STEP, 'Steps look like 1m, 10m, 1h or 1d.')).max(10),
  relearningSteps: z.array(z.string().regex(STEP, 'Steps look like 1m, 10m, 1h or 1d.')).max(10),
  enableFuzz: z.boolean(),
  /** FSRS weights; null uses ts-fsrs's defaults. */
  weights: z.array(z.number()).min(17).max(21).nullable(),
});
export type SrsSettings = z.infer<typeof srsSettings>;
export const DEFAULT_SRS_SETTINGS: SrsSettings = {
  desiredRetention: 0.9,
  maximumInterval: 36_500,
  newPerDay: 20,
  reviewsPerDay: 200,
  learningSteps: ['1m', '10m'],
  relearningSteps: ['10m'],
  enableFuzz: true,
  weights: null,
};
export const srsSettingsBody = z.object({ settings: srsSettings });

export const historyItem = z.object({
  id: z.string(),
  cardId: z.string(),
  flashcardId: z.string(),
  question: z.string(),
  rating: z.number(),
  state: z.enum(CARD_STATES),
  reviewedAt: z.string(),
  durationMs: z.number(),
  scheduledDays: z.number(),
});
export const historyBody = z.object({ items: z.array(historyItem), nextCursor: z.string().nullable() });

export const statsBody = z.object({
  /** Reviews per day (Europe/London days, starting at 04:00 like Anki) for the last 365 days. */
  reviewsPerDay: z.array(z.object({ date: z.string(), count: z.number() })),
  /** Share of review-state answers that were not Again, over the last 30 days; null without reviews. */
  trueRetention: z.number().nullable(),
  cardsByState: z.object({
    new: z.number(),
    learning: z.number(),
    review: z.number(),
    relearning: z.number(),
    suspended: z.number(),
  }),
  /** Cards falling due on each of the next 30 days (day 0 includes overdue). */
  forecast: z.array(z.object({ date: z.string(), count: z.number() })),
  today: z.object({ reviewed: z.number(), due: z.number(), newStudied: z.number() }),
  streakDays: z.number(),
});
export type StudyStats = z.infer<typeof statsBody>;

export const studyEndpoints = endpoints('study', {
  'GET /api/study/queue': {
    summary: 'Cards to study now, within the daily limits',
    access: 'user',
    query: queueQuery,
    response: queueBody,
  },
  'POST /api/study/reviews': {
    summary: 'Answer a card (1 Again, 2 Hard, 3 Good, 4 Easy); scheduled by FSRS on the server',
    access: 'user',
    body: reviewBody,
    response: reviewAnswer,
    errors: [404, 409],
  },
  'POST /api/study/reviews/:id/undo': {
    summary: 'Undo the last answer of a card',
    access: 'user',
    params: z.object({ id: z.uuid({ message: 'Must be a valid id.' }) }),
    response: undoAnswer,
    errors: [404, 409],
  },
  'GET /api/study/history': {
    summary: 'My review log, newest first',
    access: 'user',
    query: listQuery,
    response: historyBody,
  },
  'GET /api/study/stats': {
    summary: 'Reviews per day, retention, states, forecast',
    access: 'user',
    response: statsBody,
  },
  'GET /api/study/settings': {
    summary: 'My spaced-repetition settings',
    access: 'user',
    response: srsSettingsBody,
  },
  'PUT /api/study/settings': {
    summary: 'Save my spaced-repetition settings (reschedules nothing)',
    access: 'user',
    body: srsSettingsBody,
    response: srsSettingsBody,
  },
});
