import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { systemEndpoints } from '../../../shared/contracts/account';
import { MESSAGES } from '../../../shared/errors';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';

export async function systemRoutes(app: FastifyInstance) {
  serve(app, systemEndpoints, {
    'GET /api/health': async () => {
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
    'GET /api/console-config': () => ({ authorizedUsername: app.config.consoleAuthorizedUsername }),
  });
}
