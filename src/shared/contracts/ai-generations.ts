import { z } from 'zod';
import { generatedCard, generatedMindmap, generatedNote } from './ai';
import { idParam, listQuery } from './common';
import { endpoints } from './endpoint';

// Kept generations: every result of the flashcards, notes and mind-map generators is stored when its use is
// charged, so a reload or a later visit can still save or discard it (docs/decisions/0048).

export const GENERATION_TOOLS = ['flashcards', 'notes', 'mindmaps'] as const;
export type GenerationTool = (typeof GENERATION_TOOLS)[number];
export const GENERATION_STATUSES = ['pending', 'saved', 'discarded'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];
export const GENERATION_SOURCE_KINDS = ['text', 'note', 'case'] as const;

/** The source text kept with a generation: enough to recognise and reread it, not a second copy of a book. */
export const AI_GENERATION_SOURCE_KEPT = 20_000;

export const generationSummary = z.object({
  id: z.uuid(),
  tool: z.enum(GENERATION_TOOLS),
  status: z.enum(GENERATION_STATUSES),
  /** A note's or case's title, a file's name, or null for pasted text. */
  sourceTitle: z.string().nullable(),
  sourceKind: z.enum(GENERATION_SOURCE_KINDS),
  /** The note's or case's id, so the screen can link to it. */
  sourceRef: z.string().nullable(),
  /** "12 cards", or the note's or mind map's title. */
  headline: z.string(),
  engine: z.string(),
  model: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GenerationSummary = z.infer<typeof generationSummary>;

const withSource = {
  ...generationSummary.shape,
  sourceText: z.string(),
  /** The source was longer than AI_GENERATION_SOURCE_KEPT and is kept only up to there. */
  sourceTruncated: z.boolean(),
};

export const generationDetail = z.discriminatedUnion('tool', [
  z.object({
    ...withSource,
    tool: z.literal('flashcards'),
    result: z.object({ items: z.array(generatedCard) }),
  }),
  z.object({ ...withSource, tool: z.literal('notes'), result: z.object({ note: generatedNote }) }),
  z.object({ ...withSource, tool: z.literal('mindmaps'), result: z.object({ mindmap: generatedMindmap }) }),
]);
export type GenerationDetail = z.infer<typeof generationDetail>;

export const generationListQuery = listQuery.extend({
  tool: z.enum(GENERATION_TOOLS, { message: 'Must be flashcards, notes or mindmaps.' }).optional(),
  status: z.enum(GENERATION_STATUSES, { message: 'Must be pending, saved or discarded.' }).optional(),
});
export type GenerationListQuery = z.infer<typeof generationListQuery>;

export const generationList = z.object({
  items: z.array(generationSummary),
  nextCursor: z.string().nullable(),
});
export type GenerationList = z.infer<typeof generationList>;

// Another user's generation is 404, like any row of theirs.
const notFound = [404] as const;

export const aiGenerationEndpoints = endpoints('ai', {
  'GET /api/ai/generations': {
    summary: 'My kept AI generations, newest first (?tool=flashcards|notes|mindmaps, ?status=, paged)',
    access: 'user',
    query: generationListQuery,
    response: generationList,
    errors: notFound,
  },
  'GET /api/ai/generations/:id': {
    summary: 'One kept generation, with the source it was made from and its result',
    access: 'user',
    params: idParam,
    response: generationDetail,
    errors: notFound,
  },
  'POST /api/ai/generations/:id/discard': {
    summary: 'Put a generation away without saving it (a saved one cannot be discarded: 409)',
    access: 'user',
    params: idParam,
    response: generationDetail,
    errors: [404, 409],
  },
  'POST /api/ai/generations/:id/saved': {
    summary: 'Mark a generation saved, once its cards, note or mind map were saved through their own APIs',
    access: 'user',
    params: idParam,
    response: generationDetail,
    errors: notFound,
  },
});
