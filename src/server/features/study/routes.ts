import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, listQuery } from '../../../shared/contracts/common';
import {
  historyBody,
  queueBody,
  queueQuery,
  reviewAnswer,
  reviewBody,
  srsSettingsBody,
  statsBody,
  undoAnswer,
} from '../../../shared/contracts/study';
import { requireAuth } from '../../platform/session';
import * as study from './service';
import { stats } from './stats';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody };

export const studyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['study'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/study/queue',
    {
      config,
      schema: {
        tags,
        summary: 'Cards to study now, within the daily limits',
        querystring: queueQuery,
        response: { 200: queueBody, ...errors },
      },
    },
    async (request) => study.queue(db, await me(request), request.query),
  );
  app.post(
    '/api/study/reviews',
    {
      config,
      schema: {
        tags,
        summary: 'Answer a card (1 Again, 2 Hard, 3 Good, 4 Easy); scheduled by FSRS on the server',
        body: reviewBody,
        response: { 200: reviewAnswer, ...errors },
      },
    },
    async (request) => study.review(db, await me(request), request.body),
  );
  app.post(
    '/api/study/reviews/:id/undo',
    {
      config,
      schema: {
        tags,
        summary: 'Undo the last answer of a card',
        params: z.object({ id: z.uuid({ message: 'Must be a valid id.' }) }),
        response: { 200: undoAnswer, ...errors },
      },
    },
    async (request) => study.undo(db, await me(request), request.params.id),
  );
  app.get(
    '/api/study/history',
    {
      config,
      schema: {
        tags,
        summary: 'My review log, newest first',
        querystring: listQuery,
        response: { 200: historyBody, ...errors },
      },
    },
    async (request) => study.history(db, await me(request), request.query.limit, request.query.cursor),
  );
  app.get(
    '/api/study/stats',
    {
      config,
      schema: {
        tags,
        summary: 'Reviews per day, retention, states, forecast',
        response: { 200: statsBody, ...errors },
      },
    },
    async (request) => stats(db, await me(request)),
  );
  app.get(
    '/api/study/settings',
    {
      config,
      schema: {
        tags,
        summary: 'My spaced-repetition settings',
        response: { 200: srsSettingsBody, ...errors },
      },
    },
    async (request) => ({
      settings: await study.getSettings(db, await me(request)),
    }),
  );
  app.put(
    '/api/study/settings',
    {
      config,
      schema: {
        tags,
        summary: 'Save my spaced-repetition settings (reschedules nothing)',
        body: srsSettingsBody,
        response: { 200: srsSettingsBody, ...errors },
      },
    },
    async (request) => ({ settings: await study.saveSettings(db, await me(request), request.body.settings) }),
  );
};
