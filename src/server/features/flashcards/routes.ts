import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam, listQuery } from '../../../shared/contracts/common';
import {
  bulkBody,
  flashcard,
  flashcardBody,
  flashcardFilters,
  flashcardPatch,
} from '../../../shared/contracts/flashcards';
import { requireAuth } from '../../platform/session';
import * as flashcards from './service';

const list = z.object({ items: z.array(flashcard), nextCursor: z.string().nullable() });
const one = z.object({ flashcard });
const topicParam = z.object({ topicId: z.uuid({ message: 'Must be a valid id.' }) });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const flashcardRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['flashcards'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;

  app.get(
    '/api/topics/:topicId/flashcards',
    {
      config,
      schema: {
        tags,
        summary: "A topic's flashcards",
        params: topicParam,
        querystring: listQuery,
        response: { 200: list, ...errors },
      },
    },
    async (request) =>
      flashcards.listTopicFlashcards(db, await me(request), request.params.topicId, request.query),
  );
  app.post(
    '/api/topics/:topicId/flashcards',
    {
      config,
      schema: {
        tags,
        summary: 'Create a flashcard (reverse makes two study cards, cloze one per number)',
        params: topicParam,
        body: flashcardBody,
        response: { 201: one, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({
        flashcard: await flashcards.createFlashcard(
          db,
          await me(request),
          request.params.topicId,
          request.body,
        ),
      }),
  );
  app.get(
    '/api/flashcards',
    {
      config,
      schema: {
        tags,
        summary: 'All my flashcards, searched and filtered',
        querystring: flashcardFilters,
        response: { 200: list, ...errors },
      },
    },
    async (request) => flashcards.listFlashcards(db, await me(request), request.query),
  );
  app.post(
    '/api/flashcards/bulk',
    {
      config,
      schema: {
        tags,
        summary: 'Delete, suspend, move or tag many flashcards',
        body: bulkBody,
        response: { 200: z.object({ updated: z.number() }), ...errors },
      },
    },
    async (request) => ({ updated: await flashcards.bulkUpdate(db, await me(request), request.body) }),
  );
  app.get(
    '/api/flashcards/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One flashcard with its study cards',
        params: idParam,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      flashcard: await flashcards.getFlashcard(db, await me(request), request.params.id),
    }),
  );
  app.patch(
    '/api/flashcards/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edit, move, tag or suspend a flashcard',
        params: idParam,
        body: flashcardPatch,
        response: { 200: one, ...errors },
      },
    },
    async (request) => ({
      flashcard: await flashcards.updateFlashcard(db, await me(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/api/flashcards/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a flashcard and its schedule',
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await flashcards.deleteFlashcard(db, await me(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
