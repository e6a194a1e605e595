import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, idParam } from '../../../shared/contracts/common';
import {
  createSbaqQuiz,
  savedSbaqAnswers,
  saveSbaqAnswer,
  sbaqHistory,
  sbaqHistoryQuery,
  sbaqQuiz,
  sbaqQuizState,
  sbaqSummary,
  sbaqTopics,
} from '../../../shared/contracts/sbaq';
import { createSbaqMock, sbaqMock, sbaqMockHistory } from '../../../shared/contracts/sbaq-mocks';
import { normalisePlan } from '../../../shared/plans';
import { requireAuth } from '../../platform/session';
import * as mocks from './mocks';
import * as sbaq from './service';

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };

export const sbaqRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config: appConfig } = app;
  const config = { auth: 'user' as const };
  const tags = ['sbaq'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user;

  app.get(
    '/api/sbaq/topics',
    {
      config,
      schema: {
        tags,
        summary: 'The FLK subjects and their topics, with how many questions the bank holds for each',
        response: { 200: sbaqTopics, 401: errorBody },
      },
    },
    async (request) => {
      await me(request);
      return sbaq.bankTopics(db);
    },
  );
  app.post(
    '/api/sbaq/quizzes',
    {
      config,
      schema: {
        tags,
        summary:
          'Start a quiz of 5 to 90 bank questions from the chosen FLK subjects (and topics), weakest areas first, no repeats until the scope is used up; timed at SQE pace (102 s a question) or untimed. Counts one weekly use of sbaq_practice; no answers or explanations until submitted',
        body: createSbaqQuiz,
        response: { 201: z.object({ quiz: sbaqQuiz }), ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      const who = { id: user.id, plan: normalisePlan(user.plan) };
      return reply.status(201).send({ quiz: await sbaq.createQuiz(db, appConfig.ai, who, request.body) });
    },
  );
  app.get(
    '/api/sbaq/quizzes',
    {
      config,
      schema: {
        tags,
        summary: 'My quizzes, newest first, with their subjects and scores',
        querystring: sbaqHistoryQuery,
        response: { 200: sbaqHistory, ...errors },
      },
    },
    async (request) => sbaq.listQuizzes(db, (await me(request)).id, request.query),
  );
  app.get(
    '/api/sbaq/quizzes/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'A quiz in progress (my saved answers and flags, seconds left; no answer keys), or its summary once submitted. A timed quiz past its deadline is submitted as it stands',
        params: idParam,
        response: { 200: sbaqQuizState, ...errors },
      },
    },
    async (request) => sbaq.getQuiz(db, (await me(request)).id, request.params.id),
  );
  app.post(
    '/api/sbaq/quizzes/:id/answers',
    {
      config,
      schema: {
        tags,
        summary:
          "Save one question's answer (null clears it) and optionally its flag, as the user goes. 409 once the quiz is submitted or its time is up",
        params: idParam,
        body: saveSbaqAnswer,
        response: { 200: savedSbaqAnswers, 409: errorBody, ...errors },
      },
    },
    async (request) => sbaq.saveAnswer(db, (await me(request)).id, request.params.id, request.body),
  );
  app.post(
    '/api/sbaq/quizzes/:id/submit',
    {
      config,
      schema: {
        tags,
        summary:
          'Submit the quiz with the answers saved: the score, the score per subject, and every question with the correct answer and an explanation of each option. Submitting again returns the same summary',
        params: idParam,
        response: { 200: z.object({ summary: sbaqSummary }), ...errors },
      },
    },
    async (request) => ({ summary: await sbaq.submitQuiz(db, (await me(request)).id, request.params.id) }),
  );
  app.post(
    '/api/sbaq/mocks',
    {
      config,
      schema: {
        tags,
        summary:
          'Start a full FLK1 or FLK2 mock paper: 180 bank questions spread evenly over the paper’s subjects, in two timed sessions of 90 (153 minutes each); session 1 starts now. Counts one weekly use of sbaq_practice',
        body: createSbaqMock,
        response: { 201: z.object({ mock: sbaqMock }), ...errors, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = await me(request);
      const who = { id: user.id, plan: normalisePlan(user.plan) };
      const mock = await mocks.createMock(db, appConfig.ai, who, request.body.paper);
      return reply.status(201).send({ mock });
    },
  );
  app.get(
    '/api/sbaq/mocks',
    {
      config,
      schema: {
        tags,
        summary: 'My mock papers, newest first, with how many sessions are done and the score once both are',
        response: { 200: sbaqMockHistory, 401: errorBody },
      },
    },
    async (request) => mocks.listMocks(db, (await me(request)).id),
  );
  app.get(
    '/api/sbaq/mocks/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'A mock paper: its subject mix, its two sessions, and once both are submitted the report by subject and topic with the comparison against published pass marks',
        params: idParam,
        response: { 200: sbaqMock, ...errors },
      },
    },
    async (request) => mocks.getMock(db, (await me(request)).id, request.params.id),
  );
  app.post(
    '/api/sbaq/mocks/:id/session-2',
    {
      config,
      schema: {
        tags,
        summary:
          'Start session 2 of a mock paper (409 until session 1 is submitted); asking again returns the session already started',
        params: idParam,
        response: { 200: sbaqMock, 409: errorBody, ...errors },
      },
    },
    async (request) => mocks.startSecondSession(db, (await me(request)).id, request.params.id),
  );
};
