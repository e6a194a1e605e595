import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { consoleConfigBody, healthBody } from '../../../shared/contracts/account';
import { errorBody } from '../../../shared/contracts/common';
import { MESSAGES } from '../../../shared/errors';
import { AppError } from '../../platform/errors';

export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and configuration',
        response: { 200: healthBody, 503: errorBody },
      },
    },
    async () => {
      // A load balancer should stop sending traffic to a server that cannot reach its database.
      await app.db.execute(sql`select 1`).catch(() => {
        throw new AppError('unavailable', MESSAGES.unavailable);
      });
      return {
        status: 'ok' as const,
        database: app.database.kind,
        ai: app.config.ai.engine,
        payments: app.config.payments.provider,
      };
    },
  );
  app.get(
    '/api/console-config',
    {
      schema: {
        tags: ['system'],
        summary: 'Who may see browser console output',
        response: { 200: consoleConfigBody },
      },
    },
    async () => ({ authorizedUsername: app.config.consoleAuthorizedUsername }),
  );
};
