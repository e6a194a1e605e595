import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMAGE_MAX_BYTES, imageEndpoints } from '../../../shared/contracts/images';
import { MESSAGES } from '../../../shared/errors';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { takeRateLimit } from '../../platform/rate-limit';
import { ownImage, storeImage } from './service';

const TOO_LARGE = `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Make it smaller and try again.`;

/** The one uploaded file; anything past the size limit is refused before it is all received. */
async function readPicture(request: Pick<FastifyRequest, 'isMultipart' | 'parts'>): Promise<Buffer> {
  if (!request.isMultipart())
    throw new AppError('unsupported_type', 'Send the picture as multipart/form-data.');
  let data: Buffer | undefined;
  for await (const part of request.parts()) {
    if (part.type !== 'file') continue;
    if (data) throw new AppError('invalid_input', 'Send one picture at a time.');
    try {
      data = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('too_large', TOO_LARGE);
      throw error;
    }
  }
  if (!data)
    throw new AppError('invalid_input', MESSAGES.invalidInput, [
      { path: 'file', message: 'Choose a picture.' },
    ]);
  return data;
}

// The bytes are the user's own upload: served under their stored type only, never sniffed into HTML or
// script, never run even when opened on their own, and kept out of shared caches.
const SERVE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
  'content-disposition': 'inline',
  'cache-control': 'private, max-age=86400',
};

export async function imageRoutes(app: FastifyInstance) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  const { db } = app;
  serve(app, imageEndpoints, {
    'POST /api/images': async (request) => {
      const { user } = request;
      await takeRateLimit(
        db,
        `image-upload:user:${user.id}`,
        app.config.rateLimits.imageUploadsPerUser,
        MESSAGES.uploadsRateLimited,
      );
      return { image: await storeImage(db, user.id, await readPicture(request)) };
    },
    'GET /api/images/:id': async ({ user, params }, reply) => {
      const image = await ownImage(db, user.id, params.id);
      return reply
        .headers(SERVE_HEADERS)
        .header('content-type', image.contentType)
        .send(Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.byteLength));
    },
  });
}
