import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/contracts/common';
import { sqeProgress, sqeReadiness, starterSetResult } from '../../../shared/contracts/sqe';
import { requireAuth } from '../../platform/session';
import { readiness } from './readiness';
import * as sqe from './service';

const errors = { 401: errorBody };

export const sqeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['sqe'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/sqe/progress',
    {
      config,
      schema: {
        tags,
        summary: 'My progress per FLK subject and SQE2 skill, and the weakest area to practise',
        response: { 200: sqeProgress, ...errors },
      },
    },
    async (request) => sqe.progress(db, await me(request)),
  );
  app.get(
    '/api/sqe/readiness',
    {
      config,
      schema: {
        tags,
        summary:
          'My SQE readiness: the nearest SQE exam and days left, progress per FLK subject and SQE2 skill, my latest mock of each paper, and what to do today',
        response: { 200: sqeReadiness, ...errors },
      },
    },
    async (request) => readiness(db, await me(request)),
  );
  app.post(
    '/api/sqe/starter-set',
    {
      config,
      schema: {
        tags,
        summary: 'Create the FLK subjects, with their main topics, as my subjects (skips ones I have)',
        response: { 200: starterSetResult, ...errors },
      },
    },
    async (request) => sqe.createStarterSet(db, await me(request)),
  );
};
