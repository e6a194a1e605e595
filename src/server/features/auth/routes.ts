import type { FastifyInstance } from 'fastify';
import { authEndpoints, credentialEndpoints } from '../../../shared/contracts/auth';
import { serve } from '../../platform/endpoints';
import {
  clearSessionCookie,
  currentAuth,
  endOtherSessions,
  endSession,
  requireAuth,
  startSession,
} from '../../platform/session';
import { presentUser } from './presenter';
import * as auth from './service';

// Logging out, refreshing and changing the password act on this session itself, so those handlers read the
// session (currentAuth / requireAuth, answered from the guard's lookup) rather than only request.user.
export async function authRoutes(app: FastifyInstance) {
  const { db, config } = app;
  serve(app, authEndpoints, {
    'POST /api/auth/register': async (request, reply) => {
      const user = await auth.register(db, config.rateLimits, request.ip, request.body);
      await startSession(db, reply, user.id, request.headers['user-agent']);
      return { user: presentUser(user) };
    },
    'POST /api/auth/login': async (request, reply) => {
      const user = await auth.login(db, config.rateLimits, request.ip, request.body);
      // A new token at every login; an old cookie sent along is revoked (no session fixation).
      const previous = await currentAuth(request);
      if (previous) await endSession(db, previous.sessionId);
      await startSession(db, reply, user.id, request.headers['user-agent']);
      return { user: presentUser(user) };
    },
    'POST /api/auth/logout': async (request, reply) => {
      const current = await currentAuth(request);
      if (current) await endSession(db, current.sessionId);
      clearSessionCookie(reply);
    },
    'GET /api/auth/session': ({ user }) => ({ user: presentUser(user) }),
    'POST /api/auth/refresh': async (request, reply) => {
      const current = await requireAuth(request);
      await db.transaction(async (tx) => {
        await endSession(tx, current.sessionId);
        await startSession(tx, reply, current.user.id, request.headers['user-agent']);
      });
      return { user: presentUser(current.user) };
    },
  });

  serve(app, credentialEndpoints, {
    'PATCH /api/me': async ({ user, body }) => ({
      user: presentUser(await auth.changeEmail(db, user.id, body.email)),
    }),
    'POST /api/me/password': async (request) => {
      const { user, sessionId } = await requireAuth(request);
      await auth.changePassword(db, config.rateLimits, user, request.body);
      await endOtherSessions(db, user.id, sessionId);
    },
  });
}
