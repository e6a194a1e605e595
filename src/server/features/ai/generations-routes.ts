import type { FastifyInstance } from 'fastify';
import { aiGenerationEndpoints } from '../../../shared/contracts/ai-generations';
import { serve } from '../../platform/endpoints';
import * as generations from './generations';

// Kept generations: the list (newest first), one with its source and result, and the two ends of its life.

export async function aiGenerationRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, aiGenerationEndpoints, {
    'GET /api/ai/generations': ({ user, query }) => generations.listGenerations(db, user.id, query),
    'GET /api/ai/generations/:id': ({ user, params }) => generations.getGeneration(db, user.id, params.id),
    'POST /api/ai/generations/:id/discard': ({ user, params }) =>
      generations.discardGeneration(db, user.id, params.id),
    'POST /api/ai/generations/:id/saved': ({ user, params }) => generations.markSaved(db, user.id, params.id),
  });
}
