import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  generationDetail,
  generationList,
  generationListQuery,
} from '../../../shared/contracts/ai-generations';
import { errorBody, idParam } from '../../../shared/contracts/common';
import { requireAuth } from '../../platform/session';
import * as generations from './generations';

// Kept generations: the list (newest first), one with its source and result, and the two ends of its life.
// Another user's generation is 404, like any row of theirs.

export const aiGenerationRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { auth: 'user' as const };
  const tags = ['ai'];
  const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

  app.get(
    '/api/ai/generations',
    {
      config,
      schema: {
        tags,
        summary: 'My kept AI generations, newest first (?tool=flashcards|notes|mindmaps, ?status=, paged)',
        querystring: generationListQuery,
        response: { 200: generationList, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      return generations.listGenerations(app.db, user.id, request.query);
    },
  );
  app.get(
    '/api/ai/generations/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One kept generation, with the source it was made from and its result',
        params: idParam,
        response: { 200: generationDetail, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      return generations.getGeneration(app.db, user.id, request.params.id);
    },
  );
  app.post(
    '/api/ai/generations/:id/discard',
    {
      config,
      schema: {
        tags,
        summary: 'Put a generation away without saving it (a saved one cannot be discarded: 409)',
        params: idParam,
        response: { 200: generationDetail, 409: errorBody, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      return generations.discardGeneration(app.db, user.id, request.params.id);
    },
  );
  app.post(
    '/api/ai/generations/:id/saved',
    {
      config,
      schema: {
        tags,
        summary:
          'Mark a generation saved, once its cards, note or mind map were saved through their own APIs',
        params: idParam,
        response: { 200: generationDetail, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      return generations.markSaved(app.db, user.id, request.params.id);
    },
  );
};
