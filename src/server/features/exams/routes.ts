import type { FastifyInstance } from 'fastify';
import { examEndpoints } from '../../../shared/contracts/exams';
import { serve } from '../../platform/endpoints';
import * as exams from './service';

export async function examRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, examEndpoints, {
    'GET /api/exams': ({ user, query }) => exams.listExams(db, user.id, query),
    'POST /api/exams': async ({ user, body }) => ({ exam: await exams.createExam(db, user.id, body) }),
    'GET /api/exams/:id': async ({ user, params }) => ({ exam: await exams.getExam(db, user.id, params.id) }),
    'GET /api/exams/:id/readiness': ({ user, params }) => exams.readiness(db, user.id, params.id),
    'PATCH /api/exams/:id': async ({ user, params, body }) => ({
      exam: await exams.updateExam(db, user.id, params.id, body),
    }),
    'DELETE /api/exams/:id': async ({ user, params }) => {
      await exams.deleteExam(db, user.id, params.id);
    },
  });
}
