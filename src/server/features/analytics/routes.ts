import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEventBody } from '../../../shared/contracts/analytics';
import { errorBody, successBody } from '../../../shared/contracts/common';
import { currentAuth } from '../../platform/session';
import { recordEvent } from './service';

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/analytics/events',
    {
      schema: {
        tags: ['analytics'],
        summary: 'Record an analytics event (for now a conversion to a paid plan)',
        description:
          'Open to visitors and users. A conversion is stored with value 1 and currency GBP whatever is sent.',
        body: analyticsEventBody,
        response: { 202: successBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const auth = await currentAuth(request);
      await recordEvent(app.db, app.config.rateLimits, request.ip, auth?.user.id ?? null, request.body);
      return reply.status(202).send({ success: true });
    },
  );
};
