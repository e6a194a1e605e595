import { z } from 'zod';
import { TOOL_TYPES } from '../ai-limits';
import { MESSAGES } from '../errors';
import { PLANS } from '../plans';
import { aiEngineInfo, aiProducer } from './ai-engine';
import { endpoints } from './endpoint';
import { CARD_KINDS } from './flashcards';
import { mindMapNode } from './mindmaps';

export const toolUsage = z.object({
  used: z.number(),
  /** null: no weekly limit on this plan. */
  limit: z.number().nullable(),
  remaining: z.number().nullable(),
});
export const aiUsage = z.object({
  plan: z.enum(PLANS),
  /** Monday 00:00 Europe/London, as UTC. */
  resetsAt: z.string(),
  tools: z.record(z.enum(TOOL_TYPES), toolUsage),
});
export type AiUsage = z.infer<typeof aiUsage>;
export type ToolUsage = z.infer<typeof toolUsage>;

// The generators: one source in, a preview out. The result is kept as a generation
// (ai-generations.ts); the client saves what the user keeps through the flashcards, notes and mind maps APIs.

export const AI_SOURCE_MAX_CHARS = 100_000;
export const AI_UPLOAD_MAX_MB = 10;
export const AI_CARD_COUNT = { min: 1, max: 40, default: 15 } as const;

const sourceFields = {
  sourceText: z
    .string()
    .trim()
    .min(1, MESSAGES.aiEmptySource)
    .max(AI_SOURCE_MAX_CHARS, MESSAGES.aiSourceTooLong(AI_SOURCE_MAX_CHARS))
    .optional(),
  noteId: z.uuid({ message: 'Must be a valid id.' }).optional(),
  /** A library case's id or its slug ("carlill-v-carbolic-smoke-ball-co"). */
  caseId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,200}$/, 'Must be a case id.')
    .optional(),
  /** A name for pasted or uploaded text (e.g. the file's name), used when the text has no title. */
  title: z.string().trim().max(200, 'The title can be at most 200 characters.').optional(),
};

function exactlyOneSource(
  value: { sourceText?: string; noteId?: string; caseId?: string },
  ctx: z.RefinementCtx,
) {
  const given = [value.sourceText, value.noteId, value.caseId].filter((v) => v !== undefined).length;
  if (given !== 1) ctx.addIssue({ code: 'custom', path: ['sourceText'], message: MESSAGES.aiOneSource });
}

export const flashcardsRequest = z
  .object({
    ...sourceFields,
    count: z.int().min(AI_CARD_COUNT.min).max(AI_CARD_COUNT.max).default(AI_CARD_COUNT.default),
    kinds: z
      .array(z.enum(CARD_KINDS))
      .min(1, 'Choose at least one kind of card.')
      .max(3)
      .default(['basic', 'cloze']),
  })
  .superRefine(exactlyOneSource);
export type FlashcardsRequest = z.input<typeof flashcardsRequest>;

export const notesRequest = z.object(sourceFields).superRefine(exactlyOneSource);
export const mindmapsRequest = notesRequest;
export type SourceRequest = z.input<typeof notesRequest>;

export const generatedCard = z.object({ kind: z.enum(CARD_KINDS), front: z.string(), back: z.string() });
export type GeneratedCard = z.infer<typeof generatedCard>;
export const generatedNote = z.object({ title: z.string(), body: z.string() });
export const generatedMindmap = z.object({ title: z.string(), root: mindMapNode });

/** The kept generation a result was stored as (src/shared/contracts/ai-generations.ts). */
export const generationRef = z.object({ id: z.uuid(), status: z.literal('pending'), createdAt: z.string() });
export type GenerationRef = z.infer<typeof generationRef>;

// `engine`: what wrote the preview, for its label (src/shared/contracts/ai-engine.ts).
export const flashcardsResult = z.object({
  items: z.array(generatedCard),
  usage: toolUsage,
  generation: generationRef,
  engine: aiProducer,
});
export type FlashcardsResult = z.infer<typeof flashcardsResult>;

export const notesResult = z.object({
  note: generatedNote,
  usage: toolUsage,
  generation: generationRef,
  engine: aiProducer,
});
export type NotesResult = z.infer<typeof notesResult>;

export const mindmapsResult = z.object({
  mindmap: generatedMindmap,
  usage: toolUsage,
  generation: generationRef,
  engine: aiProducer,
});
export type MindmapsResult = z.infer<typeof mindmapsResult>;

export const extractedText = z.object({
  text: z.string(),
  words: z.number().int(),
  /** The file's text was longer than a source may be, and was cut at AI_SOURCE_MAX_CHARS. */
  truncated: z.boolean(),
  filename: z.string(),
});
export type ExtractedText = z.infer<typeof extractedText>;

export const aiEndpoints = endpoints('ai', {
  'GET /api/ai/usage': {
    summary: "This week's use of each AI tool, its limit on my plan and when the week resets",
    access: 'user',
    response: aiUsage,
  },
  // Public: the landing, plan and privacy pages describe the engine to visitors too.
  'GET /api/ai/engine': {
    summary: 'Which AI engine this server runs, and whether ULTRA gets a model of its own',
    access: 'public',
    response: aiEngineInfo,
  },
});

// A generator can refuse a source it cannot find (404), a week's allowance used up (429) or an engine that
// is down (503).
const generatorErrors = [404, 429, 503] as const;

export const aiGeneratorEndpoints = endpoints('ai', {
  'POST /api/ai/flashcards': {
    summary:
      'Flashcards from pasted text, one of my notes or a library case, kept as a pending generation to save or discard',
    access: 'user',
    body: flashcardsRequest,
    response: flashcardsResult,
    errors: generatorErrors,
  },
  'POST /api/ai/notes': {
    summary: 'A revision note from a source, kept as a pending generation to edit and save',
    access: 'user',
    body: notesRequest,
    response: notesResult,
    errors: generatorErrors,
  },
  'POST /api/ai/mindmaps': {
    summary: 'A mind map from a source, kept as a pending generation to edit and save',
    access: 'user',
    body: mindmapsRequest,
    response: mindmapsResult,
    errors: generatorErrors,
  },
  'POST /api/ai/extract-text': {
    summary: `The text of a PDF, Word (.docx), text or Markdown file up to ${AI_UPLOAD_MAX_MB} MB (multipart "file"), to generate from`,
    access: 'user',
    body: 'form',
    response: extractedText,
    errors: [409, 413, 415, 429, 503],
  },
});
