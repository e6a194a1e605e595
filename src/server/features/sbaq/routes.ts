import type { FastifyInstance } from 'fastify';
import { sbaqEndpoints } from '../../../shared/contracts/sbaq';
import { normalisePlan } from '../../../shared/plans';
import { serve } from '../../platform/endpoints';
import type { SessionUser } from '../../platform/session';
import * as mocks from './mocks';
import * as sbaq from './service';

/** Who starts a quiz or a mock: their plan decides the weekly allowance it counts against. */
const whoIs = (user: SessionUser) => ({ id: user.id, plan: normalisePlan(user.plan) });

export async function sbaqRoutes(app: FastifyInstance) {
  const { db, config } = app;
  serve(app, sbaqEndpoints, {
    'GET /api/sbaq/topics': () => sbaq.bankTopics(db),
    'POST /api/sbaq/quizzes': async ({ user, body }) => ({
      quiz: await sbaq.createQuiz(db, config.ai, whoIs(user), body),
    }),
    'GET /api/sbaq/quizzes': ({ user, query }) => sbaq.listQuizzes(db, user.id, query),
    'GET /api/sbaq/quizzes/:id': ({ user, params }) => sbaq.getQuiz(db, user.id, params.id),
    'POST /api/sbaq/quizzes/:id/answers': ({ user, params, body }) =>
      sbaq.saveAnswer(db, user.id, params.id, body),
    'POST /api/sbaq/quizzes/:id/submit': async ({ user, params }) => ({
      summary: await sbaq.submitQuiz(db, user.id, params.id),
    }),
    'POST /api/sbaq/mocks': async ({ user, body }) => ({
      mock: await mocks.createMock(db, config.ai, whoIs(user), body.paper),
    }),
    'GET /api/sbaq/mocks': ({ user }) => mocks.listMocks(db, user.id),
    'GET /api/sbaq/mocks/:id': ({ user, params }) => mocks.getMock(db, user.id, params.id),
    'POST /api/sbaq/mocks/:id/session-2': ({ user, params }) =>
      mocks.startSecondSession(db, user.id, params.id),
  });
}
