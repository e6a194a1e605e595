import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANALYTICS_LIMITS,
  adminAnalyticsEndpoints,
  analyticsEndpoints,
} from '../../../shared/contracts/analytics';
import { serve } from '../../platform/endpoints';
import { currentAuth } from '../../platform/session';
import { ClientLimiter } from './client-limit';
import { EventIngest } from './ingest';
import type { EventRow } from './repo';
import * as analytics from './service';

export async function analyticsRoutes(app: FastifyInstance) {
  // One queue and one limiter per app (docs/decisions/0023): per server process, in memory.
  const ingest = new EventIngest(app.db);
  const limiter = new ClientLimiter(app.config.rateLimits.analyticsPerIp);
  app.addHook('onClose', async () => ingest.close());

  // navigator.sendBeacon sends a string as text/plain (a JSON type would need a CORS preflight it cannot
  // make), so here, and only in this plugin, text/plain bodies are read as JSON.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new SyntaxError('The request body is not valid JSON.'), { statusCode: 400 }));
    }
  });

  /** Bound, then store: the client's events are charged, then wait for their batch to commit. */
  async function record(request: FastifyRequest, count: number, rows: (who: analytics.Sender) => EventRow[]) {
    limiter.take(request.ip, count);
    const auth = await currentAuth(request);
    await ingest.submit(rows({ userId: auth?.user.id ?? null, now: new Date() }));
  }

  const accepted = { success: true as const };
  serve(app, analyticsEndpoints, {
    'POST /api/analytics/pageview': {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      handle: async (request) => {
        const { body } = request;
        await record(request, analytics.eventCount(body), (who) => analytics.pageViewRows(body, who));
        return accepted;
      },
    },
    'POST /api/analytics/actions': {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      handle: async (request) => {
        const { body } = request;
        await record(request, analytics.eventCount(body), (who) => analytics.actionRows(body, who));
        return accepted;
      },
    },
    'POST /api/analytics/events': {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      handle: async (request) => {
        const { body } = request;
        await record(request, analytics.eventCount(body), (who) => analytics.eventRows(body, who));
        return accepted;
      },
    },
  });
  serve(app, adminAnalyticsEndpoints, {
    'GET /api/admin/analytics': ({ query }) => analytics.adminAnalytics(app.db, query),
  });
}
