import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../../shared/contracts/common';
import {
  createPracticeSession,
  demoFeedbackBody,
  demoParam,
  feedback,
  practiceHistory,
  practiceHistoryQuery,
  practiceSession,
  practiceTurn,
  scenarioList,
  scenarioParam,
  scenarioView,
  submitPracticeSession,
  toolIdParam,
  toolParam,
} from '../../../shared/contracts/practice';
import { demoSbaq, demoSbaqAnswers, demoSbaqResult } from '../../../shared/contracts/sbaq';
import { MESSAGES } from '../../../shared/errors';
import { normalisePlan } from '../../../shared/plans';
import { PRACTICE_LIMITS } from '../../../shared/practice';
import { AppError } from '../../platform/errors';
import { takeRateLimit } from '../../platform/rate-limit';
import { requireAuth } from '../../platform/session';
import { demoQuiz, markDemo } from '../sbaq';
import { loadBankCached } from './bank';
import * as practice from './service';

// /api/practice/:tool/... and the visitors' demos under /api/demo/:tool.

const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const aiErrors = { ...errors, 409: errorBody, 429: errorBody, 503: errorBody };
// A 30,000-character answer is up to 120 kB as UTF-8, more with JSON escapes.
const ANSWER_BODY_BYTES = 512 * 1024;

/** A signal that fires if the user hangs up before the answer is sent: closing the page stops the model. */
function hangUpSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}

async function requester(request: FastifyRequest, reply: FastifyReply): Promise<practice.Requester> {
  const { user } = await requireAuth(request);
  return { id: user.id, plan: normalisePlan(user.plan), signal: hangUpSignal(reply) };
}

/** The engine's reason for a failure goes to the log; the user gets the catalogue message. */
async function logged<T>(request: FastifyRequest, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = error instanceof AppError ? (error as { cause?: unknown }).cause : undefined;
    if (cause) request.log.warn({ err: cause }, 'practice marking failed');
    throw error;
  }
}

export const practiceRoutes: FastifyPluginAsyncZod = async (app) => {
  const bank = loadBankCached(app.config.practiceDataDir);
  const deps = (): practice.PracticeDeps => ({ db: app.db, ai: app.config.ai, engine: app.ai, bank });
  const config = { auth: 'user' as const };
  const tags = ['practice'];

  app.get(
    '/api/practice/:tool/scenarios',
    {
      config,
      schema: {
        tags,
        summary: "The tool's scenarios: title, practice area, summary and time allowed",
        params: toolParam,
        response: { 200: scenarioList, ...errors },
      },
    },
    async (request) => {
      await requireAuth(request);
      return practice.listScenarios(bank, request.params.tool);
    },
  );
  app.get(
    '/api/practice/:tool/scenarios/:scenarioId',
    {
      config,
      schema: {
        tags,
        summary:
          "A scenario as the candidate sees it: the task, the materials and the criteria marked (never the marking guide's points)",
        params: scenarioParam,
        response: { 200: z.object({ scenario: scenarioView }), ...errors },
      },
    },
    async (request) => {
      await requireAuth(request);
      return practice.getScenario(bank, request.params.tool, request.params.scenarioId);
    },
  );
  app.post(
    '/api/practice/:tool/sessions',
    {
      config,
      bodyLimit: ANSWER_BODY_BYTES,
      schema: {
        tags,
        summary:
          'Start an attempt, taking one weekly use of the tool. Legal writing, legal drafting and case analysis send the answer and get it marked at once; interviewing and advocacy start a conversation (the client speaks first) and are marked when finished',
        params: toolParam,
        body: createPracticeSession,
        response: { 201: z.object({ session: practiceSession }), ...aiErrors },
      },
    },
    async (request, reply) => {
      const who = await requester(request, reply);
      const session = await logged(
        request,
        practice.startSession(deps(), who, request.params.tool, request.body),
      );
      return reply.status(201).send({ session });
    },
  );
  app.get(
    '/api/practice/:tool/sessions',
    {
      config,
      schema: {
        tags,
        summary: 'My attempts at the tool, newest first, with their scores',
        params: toolParam,
        querystring: practiceHistoryQuery,
        response: { 200: practiceHistory, ...errors },
      },
    },
    async (request) =>
      practice.listSessions(app.db, (await requireAuth(request)).user.id, request.params.tool, request.query),
  );
  app.get(
    '/api/practice/:tool/sessions/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One attempt: the scenario, my answer or transcript, and the feedback once marked',
        params: toolIdParam,
        response: { 200: z.object({ session: practiceSession }), ...errors },
      },
    },
    async (request) => ({
      session: await practice.getSession(
        deps(),
        (await requireAuth(request)).user.id,
        request.params.tool,
        request.params.id,
      ),
    }),
  );
  app.post(
    '/api/practice/:tool/sessions/:id/turns',
    {
      config,
      schema: {
        tags,
        summary: `Interviewing and advocacy: my next question to the client or part of my submissions (at most ${PRACTICE_LIMITS.turnChars} characters), answered by the client or the judge. 409 once finished, past the time limit or at ${PRACTICE_LIMITS.turns} turns`,
        params: toolIdParam,
        body: practiceTurn,
        response: { 200: z.object({ session: practiceSession }), ...aiErrors },
      },
    },
    async (request, reply) => {
      const who = await requester(request, reply);
      const { tool, id } = request.params;
      return { session: await logged(request, practice.sendTurn(deps(), who, tool, id, request.body.text)) };
    },
  );
  app.post(
    '/api/practice/:tool/sessions/:id/submit',
    {
      config,
      bodyLimit: ANSWER_BODY_BYTES,
      schema: {
        tags,
        summary:
          'Interviewing and advocacy: finish with the attendance note (interviewing, required) or closing words (advocacy, optional) and get the feedback. Finishing again returns the same feedback',
        params: toolIdParam,
        body: submitPracticeSession,
        response: { 200: z.object({ session: practiceSession }), ...aiErrors },
      },
    },
    async (request, reply) => {
      const who = await requester(request, reply);
      const { tool, id } = request.params;
      return {
        session: await logged(request, practice.submitSession(deps(), who, tool, id, request.body.answer)),
      };
    },
  );

  // ---- Demos for visitors: no account, nothing stored beyond the per-IP counter ----
  const demoTags = ['demo'];

  /** Counts a visitor's try; past the hour's allowance the demo's own message explains what to do. */
  async function takeDemoTry(ip: string) {
    try {
      await takeRateLimit(app.db, `demo:ip:${ip}`, app.config.rateLimits.demoPerIp);
    } catch (error) {
      if (error instanceof AppError && error.code === 'rate_limited')
        throw new AppError('rate_limited', MESSAGES.demoRateLimited, undefined, error.extra);
      throw error;
    }
  }

  app.get(
    '/api/demo/sbaq',
    {
      schema: {
        tags: demoTags,
        summary: 'The SBAQ demo: five fixed questions from the bank, without their answers',
        response: { 200: demoSbaq, 404: errorBody },
      },
    },
    async () => demoQuiz(app.db),
  );
  app.post(
    '/api/demo/sbaq/feedback',
    {
      schema: {
        tags: demoTags,
        summary: `Mark the SBAQ demo's answers: the score and each question's answer with explanations. Nothing is stored; ${PRACTICE_LIMITS.demoPerHour} demo markings per hour per IP`,
        body: demoSbaqAnswers,
        response: { 200: demoSbaqResult, 400: errorBody, 404: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await takeDemoTry(request.ip);
      return markDemo(app.db, request.body.answers);
    },
  );
  app.get(
    '/api/demo/:tool',
    {
      schema: {
        tags: demoTags,
        summary:
          'The fixed sample scenario a visitor can try for legal writing, legal drafting or case analysis',
        params: demoParam,
        response: { 200: z.object({ scenario: scenarioView }), 400: errorBody, 404: errorBody },
      },
    },
    async (request) => ({
      scenario: practice.presentDemo(bank, request.params.tool),
    }),
  );
  app.post(
    '/api/demo/:tool/feedback',
    {
      bodyLimit: ANSWER_BODY_BYTES,
      schema: {
        tags: demoTags,
        summary: `Feedback on a visitor's answer to the sample scenario, as a user gets it. Nothing is stored; ${PRACTICE_LIMITS.demoPerHour} demo markings per hour per IP`,
        params: demoParam,
        body: demoFeedbackBody,
        response: {
          200: z.object({ feedback }),
          400: errorBody,
          404: errorBody,
          429: errorBody,
          503: errorBody,
        },
      },
    },
    async (request, reply) => {
      await takeDemoTry(request.ip);
      const signal = hangUpSignal(reply);
      return {
        feedback: await logged(
          request,
          practice.demoFeedback(
            app.ai,
            bank,
            request.params.tool,
            request.body.answer,
            signal,
            app.config.ai,
          ),
        ),
      };
    },
  );
};
