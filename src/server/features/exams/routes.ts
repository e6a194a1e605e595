import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import {
  exam,
  examBody,
  examList,
  examListQuery,
  examPatch,
  readiness,
} from '../../../shared/contracts/exams';
import { requireAuth } from '../../platform/session';
import * as exams from './service';

const one = z.object({ exam });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const examRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['exams'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/exams',
    {
      config,
      schema: {
        tags,
        summary: 'My exams: upcoming ones soonest first, or all of them newest first',
        querystring: examListQuery,
        response: { 200: examList, ...errors },
      },
    },
    async (request) => exams.listExams(db, await me(request), request.query),
  );
  app.post(
    '/api/exams',
    {
      config,
      schema: { tags, summary: 'Record an exam', body: examBody, response: { 201: one, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ exam: await exams.createExam(db, await me(request), request.body) }),
  );
  app.get(
    '/api/exams/:id',
    { config, schema: { tags, summary: 'One exam', params: idParam, response: { 200: one, ...errors } } },
    async (request) => ({ exam: await exams.getExam(db, await me(request), request.params.id) }),
  );
  app.get(
    '/api/exams/:id/readiness',
    {
      config,
      schema: {
        tags,
        summary: 'Cards due before the exam, mastery and a day-by-day plan',
        params: idParam,
        response: { 200: readiness, ...errors },
      },
    },
    async (request) => exams.readiness(db, await me(request), request.params.id),
  );
  app.patch(
    '/api/exams/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change an exam',
        params: idParam,
        body: examPatch,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      exam: await exams.updateExam(db, await me(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/exams/:id',
    {
      config,
      schema: { tags, summary: 'Delete an exam', params: idParam, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await exams.deleteExam(db, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
