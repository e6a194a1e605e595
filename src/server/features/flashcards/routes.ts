import type { FastifyInstance } from 'fastify';
import { flashcardEndpoints } from '../../../shared/contracts/flashcards';
import { serve } from '../../platform/endpoints';
import * as flashcards from './service';

export async function flashcardRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, flashcardEndpoints, {
    'GET /api/topics/:topicId/flashcards': ({ user, params, query }) =>
      flashcards.listTopicFlashcards(db, user.id, params.topicId, query),
    'POST /api/topics/:topicId/flashcards': async ({ user, params, body }) => ({
      flashcard: await flashcards.createFlashcard(db, user.id, params.topicId, body),
    }),
    'GET /api/flashcards': ({ user, query }) => flashcards.listFlashcards(db, user.id, query),
    'POST /api/flashcards/bulk': async ({ user, body }) => ({
      updated: await flashcards.bulkUpdate(db, user.id, body),
    }),
    'GET /api/flashcards/:id': async ({ user, params }) => ({
      flashcard: await flashcards.getFlashcard(db, user.id, params.id),
    }),
    'PATCH /api/flashcards/:id': async ({ user, params, body }) => ({
      flashcard: await flashcards.updateFlashcard(db, user.id, params.id, body),
    }),
    'DELETE /api/flashcards/:id': async ({ user, params }) => {
      await flashcards.deleteFlashcard(db, user.id, params.id);
    },
  });
}
