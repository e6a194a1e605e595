import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ANALYTICS_LIMITS,
  actionsBody,
  adminAnalytics,
  adminAnalyticsQuery,
  analyticsEventBody,
  pageViewBody,
} from '../../../shared/contracts/analytics';
import { errorBody, successBody } from '../../../shared/contracts/common';
import { currentAuth } from '../../platform/session';
import { ClientLimiter } from './client-limit';
import { EventIngest } from './ingest';
import type { EventRow } from './repo';
import * as analytics from './service';

const accepted = {
  202: successBody,
  400: errorBody,
  403: errorBody,
  413: errorBody,
  429: errorBody,
  503: errorBody,
};

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
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

  const tags = ['analytics'];
  const common =
    'Open to visitors and users; the browser sends it only after analytics cookies were accepted. ' +
    `Bodies up to ${ANALYTICS_LIMITS.bodyBytes / 1024} KiB, as JSON or as text/plain holding JSON (sendBeacon). ` +
    'Each address may send a limited number of events per minute (429 past it, counted per server process). ' +
    'Answers 202 once the events are stored; 503 when the server is too busy to queue more.';

  app.post(
    '/api/analytics/pageview',
    {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      schema: {
        tags,
        summary: 'Record a page view (or `count` views of one page that could not be sent before)',
        description: common,
        body: pageViewBody,
        response: accepted,
      },
    },
    async (request, reply) => {
      const body = request.body;
      await record(request, analytics.eventCount(body), (who) => analytics.pageViewRows(body, who));
      return reply.status(202).send({ success: true });
    },
  );

  app.post(
    '/api/analytics/actions',
    {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      schema: {
        tags,
        summary: 'Record tracking actions (PAGE_VIEW, BUTTON_CLICK, AUTH_ACTION), up to 20 at once',
        description: common,
        body: actionsBody,
        response: accepted,
      },
    },
    async (request, reply) => {
      const body = request.body;
      await record(request, analytics.eventCount(body), (who) => analytics.actionRows(body, who));
      return reply.status(202).send({ success: true });
    },
  );

  app.post(
    '/api/analytics/events',
    {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      schema: {
        tags,
        summary: 'Record a conversion to a paid plan, or feature-use events (up to 20 at once)',
        description: `${common} A conversion is stored with value 1 and currency GBP whatever is sent.`,
        body: analyticsEventBody,
        response: accepted,
      },
    },
    async (request, reply) => {
      const body = request.body;
      await record(request, analytics.eventCount(body), (who) => analytics.eventRows(body, who));
      return reply.status(202).send({ success: true });
    },
  );

  app.get(
    '/api/admin/analytics',
    {
      config: { auth: 'admin' },
      schema: {
        tags: ['admin'],
        summary: 'Usage statistics for admins over a range of days',
        description:
          'from and to are London days (YYYY-MM-DD, both included); the last 30 days by default, at most 366. ' +
          'User figures are as of now; page views, actions and features come from the daily counts.',
        querystring: adminAnalyticsQuery,
        response: { 200: adminAnalytics, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (request) => analytics.adminAnalytics(app.db, request.query),
  );
};
