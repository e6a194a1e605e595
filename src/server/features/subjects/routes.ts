import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import { orderBody, subject, subjectBody, subjectPatch } from '../../../shared/contracts/subjects';
import { requireAuth } from '../../platform/session';
import * as subjects from './service';

const list = z.object({ items: z.array(subject), nextCursor: z.null() });
const one = z.object({ subject });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const subjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['subjects'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  // A student has tens of subjects, not thousands: the whole list in one answer, in their order.
  app.get(
    '/api/subjects',
    {
      config,
      schema: { tags, summary: 'My subjects with card figures', response: { 200: list, ...errors } },
    },
    async (request) => ({
      items: await subjects.listSubjects(db, await me(request)),
      nextCursor: null,
    }),
  );
  app.post(
    '/api/subjects',
    {
      config,
      schema: { tags, summary: 'Create a subject', body: subjectBody, response: { 201: one, ...errors } },
    },
    async (request, reply) =>
      reply.status(201).send({ subject: await subjects.createSubject(db, await me(request), request.body) }),
  );
  app.put(
    '/api/subjects/order',
    {
      config,
      schema: { tags, summary: 'Reorder my subjects', body: orderBody, response: { 200: list, ...errors } },
    },
    async (request) => ({
      items: await subjects.reorderSubjects(db, await me(request), request.body.ids),
      nextCursor: null,
    }),
  );
  app.get(
    '/api/subjects/:id',
    { config, schema: { tags, summary: 'One subject', params: idParam, response: { 200: one, ...errors } } },
    async (request) => ({
      subject: await subjects.getSubject(db, await me(request), request.params.id),
    }),
  );
  app.patch(
    '/api/subjects/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, describe or colour a subject',
        params: idParam,
        body: subjectPatch,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      subject: await subjects.updateSubject(db, await me(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/subjects/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a subject with its topics and cards',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await subjects.deleteSubject(db, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
