import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailBody,
  changePasswordBody,
  loginBody,
  registerBody,
  userBody,
} from '../../../shared/contracts/auth';
import { errorBody } from '../../../shared/contracts/common';
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

const errors = { 400: errorBody, 401: errorBody, 409: errorBody, 429: errorBody };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  const tags = ['auth'];

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account and start a session',
        body: registerBody,
        response: { 201: userBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.register(db, config.rateLimits, request.ip, request.body);
      await startSession(db, reply, user.id, request.headers['user-agent']);
      return reply.status(201).send({ user: presentUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in with username or email',
        body: loginBody,
        response: { 200: userBody, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.login(db, config.rateLimits, request.ip, request.body);
      // A new token at every login; an old cookie sent along is revoked (no session fixation).
      const previous = await currentAuth(request);
      if (previous) await endSession(db, previous.sessionId);
      await startSession(db, reply, user.id, request.headers['user-agent']);
      return { user: presentUser(user) };
    },
  );

  app.post('/api/auth/logout', { schema: { tags, summary: 'End this session' } }, async (request, reply) => {
    const current = await currentAuth(request);
    if (current) await endSession(db, current.sessionId);
    clearSessionCookie(reply);
    return reply.status(204).send();
  });

  app.get(
    '/api/auth/session',
    { schema: { tags, summary: 'The logged-in user', response: { 200: userBody, 401: errorBody } } },
    async (request) => ({ user: presentUser((await requireAuth(request)).user) }),
  );

  app.post(
    '/api/auth/refresh',
    { schema: { tags, summary: 'Rotate the session token', response: { 200: userBody, 401: errorBody } } },
    async (request, reply) => {
      const current = await requireAuth(request);
      await db.transaction(async (tx) => {
        await endSession(tx, current.sessionId);
        await startSession(tx, reply, current.user.id, request.headers['user-agent']);
      });
      return { user: presentUser(current.user) };
    },
  );

  app.patch(
    '/api/me',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change my email',
        body: changeEmailBody,
        response: { 200: userBody, ...errors },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      return { user: presentUser(await auth.changeEmail(db, user.id, request.body.email)) };
    },
  );

  app.post(
    '/api/me/password',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['account'],
        summary: 'Change my password; ends my other sessions',
        body: changePasswordBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user, sessionId } = await requireAuth(request);
      await auth.changePassword(db, config.rateLimits, user, request.body);
      await endOtherSessions(db, user.id, sessionId);
      return reply.status(204).send(null);
    },
  );
};
