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
import { normalisePlan } from '../../../shared/plans';
import { requireAuth } from '../../platform/session';
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
};
