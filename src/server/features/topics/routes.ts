import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import { orderBody, topic, topicBody, topicPatch } from '../../../shared/contracts/subjects';
import { requireAuth } from '../../platform/session';
import * as topics from './service';

const list = z.object({ items: z.array(topic), nextCursor: z.null() });
const one = z.object({ topic });
const subjectParam = z.object({ subjectId: z.uuid({ message: 'Must be a valid id.' }) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const topicRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['topics'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/topics',
    { config, schema: { tags, summary: 'All my topics', response: { 200: list, ...errors } } },
    async (request) => ({
      items: await topics.listAllTopics(db, await me(request)),
      nextCursor: null,
    }),
  );
  app.get(
    '/api/subjects/:subjectId/topics',
    {
      config,
      schema: {
        tags,
        summary: "A subject's topics",
        params: subjectParam,
        response: { 200: list, ...errors },
      },
    },
    async (request) => ({
      items: await topics.listTopicsOf(db, await me(request), request.params.subjectId),
      nextCursor: null,
    }),
  );
  app.post(
    '/api/subjects/:subjectId/topics',
    {
      config,
      schema: {
        tags,
        summary: 'Create a topic',
        params: subjectParam,
        body: topicBody,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        topic: await topics.createTopic(db, await me(request), request.params.subjectId, request.body),
      }),
  );
  app.put(
    '/api/subjects/:subjectId/topics/order',
    {
      config,
      schema: {
        tags,
        summary: "Reorder a subject's topics",
        params: subjectParam,
        body: orderBody,
        response: { 200: list, ...errors },
      },
    },
    async (request) => ({
      items: await topics.reorderTopics(db, await me(request), request.params.subjectId, request.body.ids),
      nextCursor: null,
    }),
  );
  app.get(
    '/api/topics/:id',
    { config, schema: { tags, summary: 'One topic', params: idParam, response: { 200: one, ...errors } } },
    async (request) => ({
      topic: await topics.getTopic(db, await me(request), request.params.id),
    }),
  );
  app.patch(
    '/api/topics/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, describe or move a topic',
        params: idParam,
        body: topicPatch,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      topic: await topics.updateTopic(db, await me(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/topics/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a topic with its cards',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await topics.deleteTopic(db, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
