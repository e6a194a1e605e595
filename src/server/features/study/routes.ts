import type { FastifyInstance } from 'fastify';
import { studyEndpoints } from '../../../shared/contracts/study';
import { serve } from '../../platform/endpoints';
import * as study from './service';
import { stats } from './stats';

export async function studyRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, studyEndpoints, {
    'GET /api/study/queue': ({ user, query }) => study.queue(db, user.id, query),
    'POST /api/study/reviews': ({ user, body }) => study.review(db, user.id, body),
    'POST /api/study/reviews/:id/undo': ({ user, params }) => study.undo(db, user.id, params.id),
    'GET /api/study/history': ({ user, query }) => study.history(db, user.id, query.limit, query.cursor),
    'GET /api/study/stats': ({ user }) => stats(db, user.id),
    'GET /api/study/settings': async ({ user }) => ({ settings: await study.getSettings(db, user.id) }),
    'PUT /api/study/settings': async ({ user, body }) => ({
      settings: await study.saveSettings(db, user.id, body.settings),
    }),
  });
}
