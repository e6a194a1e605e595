import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteAccountBody } from '../../../shared/contracts/auth';
import { errorBody } from '../../../shared/contracts/common';
import { clearSessionCookie, requireAuth } from '../../platform/session';
import { deleteMyData, exportMyData } from './service';

export const gdprRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  app.get(
    '/api/me/export',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Download all my data (JSON)',
        response: { 200: z.looseObject({ exportedAt: z.string() }), 401: errorBody },
      },
    },
    async (request, reply) => {
      const { user } = await requireAuth(request);
      const data = await exportMyData(app.db, user.id);
      return reply
        .header('content-disposition', 'attachment; filename="ratio-export.json"')
        .header('cache-control', 'no-store')
        .send(data);
    },
  );
  app.delete(
    '/api/me',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Delete my account and my content',
        body: deleteAccountBody,
        response: { 204: z.null(), 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user } = await requireAuth(request);
      await deleteMyData(app.db, app.config.rateLimits, user, request.body.password);
      clearSessionCookie(reply);
      return reply.status(204).send(null);
    },
  );
};
