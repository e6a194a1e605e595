import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AI_UPLOAD_MAX_MB,
  extractedText,
  flashcardsRequest,
  flashcardsResult,
  mindmapsRequest,
  mindmapsResult,
  notesRequest,
  notesResult,
} from '../../../shared/contracts/ai';
import { errorBody } from '../../../shared/contracts/common';
import { MESSAGES } from '../../../shared/errors';
import { normalisePlan } from '../../../shared/plans';
import { uploadBytes } from '../../parsing';
import { AppError } from '../../platform/errors';
import { OneAtATime } from '../../platform/one-at-a-time';
import { takeRateLimit } from '../../platform/rate-limit';
import { requireAuth } from '../../platform/session';
import { extractFileText } from './extract';
import {
  type GeneratorDeps,
  generateFlashcards,
  generateMindMap,
  generateNote,
  type Requester,
} from './generate';
import { checkSource } from './sources';

// POST /api/ai/flashcards | notes | mindmaps and /api/ai/extract-text.

const UPLOAD_BYTES = AI_UPLOAD_MAX_MB * 1024 * 1024;
// A pasted source of 100,000 characters can be 400 kB as UTF-8, more with JSON escapes.
const GENERATE_BODY_BYTES = 2 * 1024 * 1024;
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 429: errorBody, 503: errorBody };

/**
 * Who asks, and a signal that fires if they hang up before the answer is sent (closing the page stops the
 * model call). The response's 'close' is the one to watch: the request's own 'close' fires as soon as its
 * body has been read.
 */
async function requester(request: FastifyRequest, reply: FastifyReply): Promise<Requester> {
  const { user } = await requireAuth(request);
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return { id: user.id, plan: normalisePlan(user.plan), signal: controller.signal };
}

/** The engine's reason for a failure goes to the log; the user gets the catalogue message. */
async function logged<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = error instanceof AppError ? (error as { cause?: unknown }).cause : undefined;
    if (cause) request.log.warn({ err: cause }, 'AI generation failed');
    throw error;
  }
}

export const aiGeneratorRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  const deps = (): GeneratorDeps => ({ db: app.db, ai: app.config.ai, engine: app.ai });
  const extracting = new OneAtATime(MESSAGES.extractRunning);
  const config = { auth: 'user' as const };
  const tags = ['ai'];

  app.post(
    '/api/ai/flashcards',
    {
      config,
      bodyLimit: GENERATE_BODY_BYTES,
      schema: {
        tags,
        summary:
          'Flashcards from pasted text, one of my notes or a library case, kept as a pending generation to save or discard',
        body: flashcardsRequest,
        response: { 200: flashcardsResult, ...errors },
      },
    },
    async (request, reply) =>
      logged(request, generateFlashcards(deps(), await requester(request, reply), request.body)),
  );
  app.post(
    '/api/ai/notes',
    {
      config,
      bodyLimit: GENERATE_BODY_BYTES,
      schema: {
        tags,
        summary: 'A revision note from a source, kept as a pending generation to edit and save',
        body: notesRequest,
        response: { 200: notesResult, ...errors },
      },
    },
    async (request, reply) =>
      logged(request, generateNote(deps(), await requester(request, reply), request.body)),
  );
  app.post(
    '/api/ai/mindmaps',
    {
      config,
      bodyLimit: GENERATE_BODY_BYTES,
      schema: {
        tags,
        summary: 'A mind map from a source, kept as a pending generation to edit and save',
        body: mindmapsRequest,
        response: { 200: mindmapsResult, ...errors },
      },
    },
    async (request, reply) =>
      logged(request, generateMindMap(deps(), await requester(request, reply), request.body)),
  );
  app.post(
    '/api/ai/extract-text',
    {
      config,
      schema: {
        tags,
        summary: `The text of a PDF, Word (.docx), text or Markdown file up to ${AI_UPLOAD_MAX_MB} MB (multipart "file"), to generate from`,
        consumes: ['multipart/form-data'],
        response: {
          200: extractedText,
          400: errorBody,
          401: errorBody,
          409: errorBody,
          413: errorBody,
          415: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      // Taken before the upload is read, so a second upload is refused before it is received; the memory
      // before the hourly limit, so an upload refused for memory does not count against the user.
      return extracting.run(user.id, () =>
        app.parser.holding(uploadBytes(request.headers, UPLOAD_BYTES), async () => {
          await takeRateLimit(
            app.db,
            `extract:user:${user.id}`,
            app.config.rateLimits.extractPerUser,
            MESSAGES.uploadsRateLimited,
          );
          if (!request.isMultipart())
            throw new AppError('unsupported_type', 'Send the file as multipart/form-data.');
          const part = await request.file();
          if (!part)
            throw new AppError('invalid_input', MESSAGES.invalidInput, [
              { path: 'file', message: 'Choose a file.' },
            ]);
          let data: Buffer;
          try {
            data = await part.toBuffer();
          } catch (error) {
            if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
              throw new AppError('too_large', MESSAGES.aiFileTooLarge(AI_UPLOAD_MAX_MB));
            throw error;
          }
          if (data.length === 0)
            throw new AppError('invalid_input', MESSAGES.invalidInput, [
              { path: 'file', message: 'The file is empty.' },
            ]);
          const extracted = await extractFileText(data, part.filename, app.parser);
          // Refused here, before the user edits it, for the same reasons a generator would refuse it.
          checkSource(extracted.text, 'file');
          return { ...extracted, filename: part.filename };
        }),
      );
    },
  );
};
