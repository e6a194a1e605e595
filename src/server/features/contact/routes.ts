import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contactBody } from '../../../shared/contracts/account';
import { errorBody } from '../../../shared/contracts/common';
import { currentAuth } from '../../platform/session';
import { sendMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/contact',
    {
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the Ratio team',
        body: contactBody,
        response: {
          201: z.object({ id: z.string(), createdAt: z.string() }),
          400: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const auth = await currentAuth(request);
      const row = await sendMessage(
        app.db,
        app.config.rateLimits,
        request.ip,
        auth?.user.id ?? null,
        request.body,
      );
      return reply.status(201).send({ id: row.id, createdAt: row.createdAt.toISOString() });
    },
  );
};
