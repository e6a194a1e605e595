import type { FastifyInstance } from 'fastify';
import { subjectEndpoints } from '../../../shared/contracts/subjects';
import { serve } from '../../platform/endpoints';
import * as subjects from './service';

export async function subjectRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, subjectEndpoints, {
    'GET /api/subjects': async ({ user }) => ({
      items: await subjects.listSubjects(db, user.id),
      nextCursor: null,
    }),
    'POST /api/subjects': async ({ user, body }) => ({
      subject: await subjects.createSubject(db, user.id, body),
    }),
    'PUT /api/subjects/order': async ({ user, body }) => ({
      items: await subjects.reorderSubjects(db, user.id, body.ids),
      nextCursor: null,
    }),
    'GET /api/subjects/:id': async ({ user, params }) => ({
      subject: await subjects.getSubject(db, user.id, params.id),
    }),
    'PATCH /api/subjects/:id': async ({ user, params, body }) => ({
      subject: await subjects.updateSubject(db, user.id, params.id, body),
    }),
    'DELETE /api/subjects/:id': async ({ user, params }) => {
      await subjects.deleteSubject(db, user.id, params.id);
    },
  });
}
