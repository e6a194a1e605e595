import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import { IMAGE_MAX_BYTES, imageUploaded } from '../../../shared/contracts/images';
import { MESSAGES } from '../../../shared/errors';
import { AppError } from '../../platform/errors';
import { takeRateLimit } from '../../platform/rate-limit';
import { requireAuth } from '../../platform/session';
import { ownImage, storeImage } from './service';

const TOO_LARGE = `The picture is larger than ${IMAGE_MAX_BYTES / 1024 / 1024} MB. Make it smaller and try again.`;

/** The one uploaded file; anything past the size limit is refused before it is all received. */
async function readPicture(request: FastifyRequest): Promise<Buffer> {
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

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifyMultipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1000, parts: 6 },
  });
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['flashcards'];

  app.post(
    '/api/images',
    {
      config,
      schema: {
        tags,
        summary: 'Upload a picture for a card (multipart: file; PNG, JPEG, GIF or WebP, at most 2 MB)',
        consumes: ['multipart/form-data'],
        response: {
          201: imageUploaded,
          400: errorBody,
          401: errorBody,
          413: errorBody,
          415: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { user } = await requireAuth(request);
      await takeRateLimit(
        db,
        `image-upload:user:${user.id}`,
        app.config.rateLimits.imageUploadsPerUser,
        MESSAGES.uploadsRateLimited,
      );
      const image = await storeImage(db, user.id, await readPicture(request));
      return reply.status(201).send({ image });
    },
  );
  app.get(
    '/api/images/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One of my pictures (404 for anyone else)',
        params: idParam,
        response: { 200: z.string().describe('The picture'), 400: errorBody, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { user } = await requireAuth(request);
      const image = await ownImage(db, user.id, request.params.id);
      return (
        reply
          .headers(SERVE_HEADERS)
          .header('content-type', image.contentType)
          // A Buffer is sent as it is; the schema documents it as a binary file.
          .send(
            Buffer.from(
              image.bytes.buffer,
              image.bytes.byteOffset,
              image.bytes.byteLength,
            ) as unknown as string,
          )
      );
    },
  );
};
