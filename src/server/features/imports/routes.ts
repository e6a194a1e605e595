import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importEndpoints, importFields, previewFields } from '../../../shared/contracts/imports';
import { MESSAGES } from '../../../shared/errors';
import { uploadBytes } from '../../parsing';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { OneAtATime } from '../../platform/one-at-a-time';
import { takeRateLimit } from '../../platform/rate-limit';
import { exportFlashcards } from './export';
import { MAX_UPLOAD_BYTES } from './formats';
import { importFile, preview } from './service';

const TOO_LARGE = `The file is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;

/** Reads the one uploaded file and the form fields sent before it, within the upload limits. */
async function readUpload(request: Pick<FastifyRequest, 'isMultipart' | 'parts'>) {
  if (!request.isMultipart()) throw new AppError('unsupported_type', 'Send the file as multipart/form-data.');
  const fields: Record<string, string> = {};
  let file: { filename: string; data: Buffer } | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (file) throw new AppError('invalid_input', 'Send one file at a time.');
      try {
        file = { filename: part.filename, data: await part.toBuffer() };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('too_large', TOO_LARGE);
        throw error;
      }
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file || file.data.length === 0)
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'file', message: 'Choose a file to import; this one is empty.' },
    ]);
  return { file, fields };
}

export async function importRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 10_000, parts: 25 },
  });
  const { db, parser } = app;
  const limits = app.config.rateLimits;
  // Previews are not locked: the import screen cancels one and asks again whenever an option changes.
  const imports = new OneAtATime(MESSAGES.importRunning);

  serve(app, importEndpoints, {
    'POST /api/imports/flashcards/preview': async (request) => {
      const { user } = request;
      await takeRateLimit(
        db,
        `import-preview:user:${user.id}`,
        limits.importPreviewsPerUser,
        MESSAGES.uploadsRateLimited,
      );
      return parser.holding(uploadBytes(request.headers, MAX_UPLOAD_BYTES), async () => {
        const { file, fields } = await readUpload(request);
        return preview(parser, file.data, file.filename, previewFields.parse(fields));
      });
    },
    'POST /api/imports/flashcards': async (request) => {
      const { user } = request;
      // Taken before the upload is read, so a second upload is refused before it is received; the memory
      // before the hourly limit, so an upload refused for memory does not count against the user.
      return imports.run(user.id, () =>
        parser.holding(uploadBytes(request.headers, MAX_UPLOAD_BYTES), async () => {
          await takeRateLimit(
            db,
            `import:user:${user.id}`,
            limits.importsPerUser,
            MESSAGES.uploadsRateLimited,
          );
          const { file, fields } = await readUpload(request);
          const parsed = importFields.safeParse(fields);
          if (!parsed.success) {
            throw new AppError(
              'invalid_input',
              MESSAGES.invalidInput,
              parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
            );
          }
          const { topicId, ...opts } = parsed.data;
          return importFile({ db, parser }, user.id, topicId, file.data, file.filename, opts);
        }),
      );
    },
    'GET /api/exports/flashcards': async ({ user, query }, reply) => {
      const out = await exportFlashcards(db, user.id, query.format, query.topicId);
      return reply
        .header('content-type', out.type)
        .header('content-disposition', `attachment; filename="${out.filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(out.body));
    },
  });
}
