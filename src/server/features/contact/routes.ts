import type { FastifyInstance } from 'fastify';
import { contactEndpoints } from '../../../shared/contracts/account';
import { serve } from '../../platform/endpoints';
import { currentAuth } from '../../platform/session';
import { sendMessage } from './service';

export async function contactRoutes(app: FastifyInstance) {
  serve(app, contactEndpoints, {
    // Anyone may write; a signed-in sender's message is linked to their account.
    'POST /api/contact': async (request) => {
      const auth = await currentAuth(request);
      const row = await sendMessage(
        app.db,
        app.config.rateLimits,
        request.ip,
        auth?.user.id ?? null,
        request.body,
      );
      return { id: row.id, createdAt: row.createdAt.toISOString() };
    },
  });
}
