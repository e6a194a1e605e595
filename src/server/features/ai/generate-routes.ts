import fastifyMultipart from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply } from 'fastify';
import { AI_UPLOAD_MAX_MB, aiGeneratorEndpoints } from '../../../shared/contracts/ai';
import { MESSAGES } from '../../../shared/errors';
import { normalisePlan } from '../../../shared/plans';
import { uploadBytes } from '../../parsing';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { OneAtATime } from '../../platform/one-at-a-time';
import { takeRateLimit } from '../../platform/rate-limit';
import type { SessionUser } from '../../platform/session';
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

/**
 * Who asks, and a signal that fires if they hang up before the answer is sent (closing the page stops the
 * model call). The response's 'close' is the one to watch: the request's own 'close' fires as soon as its
 * body has been read.
 */
function requester(user: SessionUser, reply: FastifyReply): Requester {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return { id: user.id, plan: normalisePlan(user.plan), signal: controller.signal };
}

/** The engine's reason for a failure goes to the log; the user gets the catalogue message. */
async function logged<T>(request: { log: FastifyBaseLogger }, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = error instanceof AppError ? (error as { cause?: unknown }).cause : undefined;
    if (cause) request.log.warn({ err: cause }, 'AI generation failed');
    throw error;
  }
}

export async function aiGeneratorRoutes(app: FastifyInstance) {
  // Only this plugin reads multipart bodies, with the limits of one upload.
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });
  const deps = (): GeneratorDeps => ({ db: app.db, ai: app.config.ai, engine: app.ai });
  const extracting = new OneAtATime(MESSAGES.extractRunning);

  serve(app, aiGeneratorEndpoints, {
    'POST /api/ai/flashcards': {
      bodyLimit: GENERATE_BODY_BYTES,
      handle: (request, reply) =>
        logged(request, generateFlashcards(deps(), requester(request.user, reply), request.body)),
    },
    'POST /api/ai/notes': {
      bodyLimit: GENERATE_BODY_BYTES,
      handle: (request, reply) =>
        logged(request, generateNote(deps(), requester(request.user, reply), request.body)),
    },
    'POST /api/ai/mindmaps': {
      bodyLimit: GENERATE_BODY_BYTES,
      handle: (request, reply) =>
        logged(request, generateMindMap(deps(), requester(request.user, reply), request.body)),
    },
    'POST /api/ai/extract-text': (request) => {
      const { user } = request;
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
  });
}
