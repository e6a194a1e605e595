import type { FastifyInstance, FastifyReply } from 'fastify';
import { demoEndpoints, practiceEndpoints } from '../../../shared/contracts/practice';
import { MESSAGES } from '../../../shared/errors';
import { normalisePlan } from '../../../shared/plans';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { takeRateLimit } from '../../platform/rate-limit';
import type { SessionUser } from '../../platform/session';
import { demoQuiz, markDemo } from '../sbaq';
import { loadBankCached } from './bank';
import * as practice from './service';

// /api/practice/:tool/... and the visitors' demos under /api/demo/:tool.

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

function requester(user: SessionUser, reply: FastifyReply): practice.Requester {
  return { id: user.id, plan: normalisePlan(user.plan), signal: hangUpSignal(reply) };
}

/** The engine's reason for a failure goes to the log; the user gets the catalogue message. */
async function logged<T>(request: { log: FastifyInstance['log'] }, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    const cause = error instanceof AppError ? (error as { cause?: unknown }).cause : undefined;
    if (cause) request.log.warn({ err: cause }, 'practice marking failed');
    throw error;
  }
}

export async function practiceRoutes(app: FastifyInstance) {
  const bank = loadBankCached(app.config.practiceDataDir);
  const deps = (): practice.PracticeDeps => ({ db: app.db, ai: app.config.ai, engine: app.ai, bank });

  serve(app, practiceEndpoints, {
    'GET /api/practice/:tool/scenarios': ({ params }) => practice.listScenarios(bank, params.tool),
    'GET /api/practice/:tool/scenarios/:scenarioId': ({ params }) =>
      practice.getScenario(bank, params.tool, params.scenarioId),
    'POST /api/practice/:tool/sessions': {
      bodyLimit: ANSWER_BODY_BYTES,
      handle: async (request, reply) => ({
        session: await logged(
          request,
          practice.startSession(deps(), requester(request.user, reply), request.params.tool, request.body),
        ),
      }),
    },
    'GET /api/practice/:tool/sessions': ({ user, params, query }) =>
      practice.listSessions(app.db, user.id, params.tool, query),
    'GET /api/practice/:tool/sessions/:id': async ({ user, params }) => ({
      session: await practice.getSession(deps(), user.id, params.tool, params.id),
    }),
    'POST /api/practice/:tool/sessions/:id/turns': async (request, reply) => {
      const { tool, id } = request.params;
      const who = requester(request.user, reply);
      return { session: await logged(request, practice.sendTurn(deps(), who, tool, id, request.body.text)) };
    },
    'POST /api/practice/:tool/sessions/:id/submit': {
      bodyLimit: ANSWER_BODY_BYTES,
      handle: async (request, reply) => {
        const { tool, id } = request.params;
        const who = requester(request.user, reply);
        return {
          session: await logged(request, practice.submitSession(deps(), who, tool, id, request.body.answer)),
        };
      },
    },
  });

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

  serve(app, demoEndpoints, {
    'GET /api/demo/sbaq': () => demoQuiz(app.db),
    'POST /api/demo/sbaq/feedback': async ({ ip, body }) => {
      await takeDemoTry(ip);
      return markDemo(app.db, body.answers);
    },
    'GET /api/demo/:tool': ({ params }) => ({ scenario: practice.presentDemo(bank, params.tool) }),
    'POST /api/demo/:tool/feedback': {
      bodyLimit: ANSWER_BODY_BYTES,
      handle: async (request, reply) => {
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
    },
  });
}
