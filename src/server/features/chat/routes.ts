import type { FastifyInstance, FastifyReply } from 'fastify';
import { type ChatStreamEvent, chatEndpoints } from '../../../shared/contracts/chat';
import { MESSAGES } from '../../../shared/errors';
import { normalisePlan } from '../../../shared/plans';
import { serve } from '../../platform/endpoints';
import { AppError } from '../../platform/errors';
import { withUse } from '../ai';
import {
  type Asker,
  answerQuestion,
  CHAT_TOOL,
  getConversation,
  listConversations,
  mustAbstain,
  prepareQuestion,
} from './service';

// POST /api/chat/:kind answers as Server-Sent Events; GET /api/chat/:kind/conversations[/:id].
// Validation, the plan gate, a missing conversation and the weekly limit are answered as ordinary JSON
// errors; only once the answer may start is the reply taken over for the stream.

/** Takes the reply over as an event stream; `send` writes one event. */
function openStream(reply: FastifyReply) {
  reply.hijack();
  reply.raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold the answer back until it is complete.
    'x-accel-buffering': 'no',
  });
  return (event: ChatStreamEvent) => {
    if (!reply.raw.writableEnded)
      reply.raw.write(`event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`);
  };
}

export async function chatRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, chatEndpoints, {
    'POST /api/chat/:kind': async (request, reply) => {
      const { user } = request;
      const asker: Asker = { id: user.id, plan: normalisePlan(user.plan) };
      const { kind } = request.params;
      const prepared = await prepareQuestion(db, app.libraryCache, asker, kind, request.body);
      // Closing the page stops the model; the reply's 'close' is the one that means the client went away.
      const controller = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      let send: ((event: ChatStreamEvent) => void) | null = null;
      const work = async () => {
        send = openStream(reply);
        await answerQuestion(
          { db, ai: app.config.ai, engine: app.ai },
          asker,
          prepared,
          controller.signal,
          send,
        );
      };
      const tool = CHAT_TOOL[kind];
      try {
        // An abstention is not an answer: it takes none of the week's uses.
        const abstains = mustAbstain(prepared, app.ai);
        await (tool && !abstains ? withUse(db, app.config.ai, asker, tool, work) : work());
      } catch (error) {
        // Before the stream opened (the weekly limit): the error handler answers with JSON.
        if (!send) throw error;
        const known = error instanceof AppError ? error : null;
        if (!known) request.log.error({ err: error }, 'chat answer failed');
        else if ((error as { cause?: unknown }).cause)
          request.log.warn({ err: (error as { cause?: unknown }).cause }, 'chat answer failed');
        const message = controller.signal.aborted
          ? MESSAGES.aiCancelled
          : (known?.message ?? MESSAGES.internal);
        (send as (event: ChatStreamEvent) => void)({
          event: 'error',
          data: { code: known?.code ?? 'internal', message },
        });
      }
      reply.raw.end();
      return reply;
    },
    'GET /api/chat/:kind/conversations': ({ user, params, query }) =>
      listConversations(db, user.id, params.kind, query),
    'GET /api/chat/:kind/conversations/:id': ({ user, params }) =>
      getConversation(db, user.id, params.kind, params.id),
  });
}
