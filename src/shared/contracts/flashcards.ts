import { z } from 'zod';
import { idParam, listQuery } from './common';
import { endpoints } from './endpoint';

export const CARD_KINDS = ['basic', 'reverse', 'cloze'] as const;
export const CARD_STATES = ['new', 'learning', 'review', 'relearning'] as const;
export type CardState = (typeof CARD_STATES)[number];

const tag = z
  .string()
  .trim()
  .min(1)
  .max(50, 'A tag must be at most 50 characters.')
  .regex(/^[^\s,]+$/, 'Tags cannot contain spaces or commas.');
export const cardText = (side: string) =>
  z
    .string()
    .trim()
    .min(1, `The ${side} cannot be empty.`)
    .max(20_000, `The ${side} must be at most 20,000 characters.`);

export const flashcardBody = z
  .object({
    kind: z.enum(CARD_KINDS),
    front: cardText('front'),
    back: z.string().trim().max(20_000, 'The back must be at most 20,000 characters.'),
    tags: z.array(tag).max(30, 'At most 30 tags.').optional(),
  })
  .superRefine((card, ctx) => {
    if (card.kind === 'cloze' && !/\{\{c\d+::[\s\S]+?\}\}/.test(card.front)) {
      ctx.addIssue({
        code: 'custom',
        path: ['front'],
        message: 'A cloze card needs at least one {{c1::answer}} in the front.',
      });
    }
    if (card.kind !== 'cloze' && card.back.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['back'], message: 'The back cannot be empty.' });
    }
  });
export type FlashcardBody = z.infer<typeof flashcardBody>;

export const flashcardPatch = z.object({
  kind: z.enum(CARD_KINDS).optional(),
  front: cardText('front').optional(),
  back: z.string().trim().max(20_000).optional(),
  tags: z.array(tag).max(30).optional(),
  topicId: z.uuid().optional(),
  suspended: z.boolean().optional(),
});

export const schedule = z.object({
  due: z.string(),
  state: z.enum(CARD_STATES),
  reps: z.number(),
  lapses: z.number(),
  stability: z.number(),
  difficulty: z.number(),
  scheduledDays: z.number(),
  lastReview: z.string().nullable(),
});

export const studyCard = schedule.extend({ id: z.string(), ord: z.number(), suspended: z.boolean() });

export const flashcard = z.object({
  id: z.string(),
  topicId: z.string(),
  subjectId: z.string(),
  kind: z.enum(CARD_KINDS),
  front: z.string(),
  back: z.string(),
  tags: z.array(z.string()),
  source: z.enum(['manual', 'import', 'ai']),
  suspended: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The schedule of its first study card (docs/API.md: a card carries its schedule). */
  ...schedule.shape,
  cards: z.array(studyCard),
});
export type Flashcard = z.infer<typeof flashcard>;

export const flashcardFilters = z.object({
  q: z.string().trim().max(200).optional(),
  subjectId: z.uuid().optional(),
  topicId: z.uuid().optional(),
  tag: z.string().trim().max(50).optional(),
  state: z.enum([...CARD_STATES, 'suspended']).optional(),
  due: z.enum(['now', 'today', 'week']).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});

export const bulkBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('delete'), ids: z.array(z.uuid()).min(1).max(500) }),
  z.object({ action: z.literal('suspend'), ids: z.array(z.uuid()).min(1).max(500), suspended: z.boolean() }),
  z.object({ action: z.literal('move'), ids: z.array(z.uuid()).min(1).max(500), topicId: z.uuid() }),
  z.object({
    action: z.literal('tag'),
    ids: z.array(z.uuid()).min(1).max(500),
    add: z.array(tag).max(30).default([]),
    remove: z.array(tag).max(30).default([]),
  }),
]);

const flashcardList = z.object({ items: z.array(flashcard), nextCursor: z.string().nullable() });
const oneFlashcard = z.object({ flashcard });
const topicParam = z.object({ topicId: z.uuid({ message: 'Must be a valid id.' }) });
const notFound = [404] as const;

export const flashcardEndpoints = endpoints('flashcards', {
  'GET /api/topics/:topicId/flashcards': {
    summary: "A topic's flashcards",
    access: 'user',
    params: topicParam,
    query: listQuery,
    response: flashcardList,
    errors: notFound,
  },
  'POST /api/topics/:topicId/flashcards': {
    summary: 'Create a flashcard (reverse makes two study cards, cloze one per number)',
    access: 'user',
    params: topicParam,
    body: flashcardBody,
    response: oneFlashcard,
    status: 201,
    errors: notFound,
  },
  'GET /api/flashcards': {
    summary: 'All my flashcards, searched and filtered',
    access: 'user',
    query: flashcardFilters,
    response: flashcardList,
  },
  'POST /api/flashcards/bulk': {
    summary: 'Delete, suspend, move or tag many flashcards',
    access: 'user',
    body: bulkBody,
    response: z.object({ updated: z.number() }),
    errors: notFound,
  },
  'GET /api/flashcards/:id': {
    summary: 'One flashcard with its study cards',
    access: 'user',
    params: idParam,
    response: oneFlashcard,
    errors: notFound,
  },
  'PATCH /api/flashcards/:id': {
    summary: 'Edit, move, tag or suspend a flashcard',
    access: 'user',
    params: idParam,
    body: flashcardPatch,
    response: oneFlashcard,
    errors: notFound,
  },
  'DELETE /api/flashcards/:id': {
    summary: 'Delete a flashcard and its schedule',
    access: 'user',
    params: idParam,
    response: null,
    errors: notFound,
  },
});
