import type { FastifyInstance } from 'fastify';
import { topicEndpoints } from '../../../shared/contracts/subjects';
import { serve } from '../../platform/endpoints';
import * as topics from './service';

export async function topicRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, topicEndpoints, {
    'GET /api/topics': async ({ user }) => ({
      items: await topics.listAllTopics(db, user.id),
      nextCursor: null,
    }),
    'GET /api/subjects/:subjectId/topics': async ({ user, params }) => ({
      items: await topics.listTopicsOf(db, user.id, params.subjectId),
      nextCursor: null,
    }),
    'POST /api/subjects/:subjectId/topics': async ({ user, params, body }) => ({
      topic: await topics.createTopic(db, user.id, params.subjectId, body),
    }),
    'PUT /api/subjects/:subjectId/topics/order': async ({ user, params, body }) => ({
      items: await topics.reorderTopics(db, user.id, params.subjectId, body.ids),
      nextCursor: null,
    }),
    'GET /api/topics/:id': async ({ user, params }) => ({
      topic: await topics.getTopic(db, user.id, params.id),
    }),
    'PATCH /api/topics/:id': async ({ user, params, body }) => ({
      topic: await topics.updateTopic(db, user.id, params.id, body),
    }),
    'DELETE /api/topics/:id': async ({ user, params }) => {
      await topics.deleteTopic(db, user.id, params.id);
    },
  });
}
