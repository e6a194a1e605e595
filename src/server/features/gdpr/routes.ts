import type { FastifyInstance } from 'fastify';
import { gdprEndpoints } from '../../../shared/contracts/account';
import { serve } from '../../platform/endpoints';
import { clearSessionCookie } from '../../platform/session';
import { deleteMyData, exportMyData } from './service';

export async function gdprRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, gdprEndpoints, {
    'GET /api/me/export': async ({ user }, reply) => {
      reply
        .header('content-disposition', 'attachment; filename="ratio-export.json"')
        .header('cache-control', 'no-store');
      return exportMyData(db, user.id);
    },
    'DELETE /api/me': async ({ user, body }, reply) => {
      await deleteMyData(db, app.config.rateLimits, user, body.password);
      clearSessionCookie(reply);
    },
  });
}
