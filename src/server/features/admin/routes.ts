import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminUserContent,
  adminUserDetail,
  adminUserList,
  adminUserListQuery,
  adminUserUsage,
  auditList,
  auditListQuery,
  changePlanResponse,
  planChangeBody,
} from '../../../shared/contracts/admin';
import { errorBody, idParam } from '../../../shared/contracts/common';
import { requireAuth } from '../../platform/session';
import * as admin from './service';

// Admins only: `auth: 'admin'` answers 401 to visitors and 403 to everyone else before validation runs.
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const ctx = { db, billing: app.billing, ai: app.config.ai };
  const config = { auth: 'admin' as const };
  const tags = ['admin'];
  const actor = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user;

  app.get(
    '/api/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Users, searched by username or email and sorted by any column',
        querystring: adminUserListQuery,
        response: { 200: adminUserList, ...errors },
      },
    },
    async (request) => admin.listUsers(db, await actor(request), request.query),
  );
  app.get(
    '/api/admin/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One user and their paid subscription',
        params: idParam,
        response: { 200: adminUserDetail, ...errors },
      },
    },
    async (request) => admin.getUser(ctx, await actor(request), request.params.id),
  );
  app.put(
    '/api/admin/users/:id/subscription',
    {
      config,
      schema: {
        tags,
        summary: "Change a user's plan, with a reason written to the audit log",
        description:
          'Sets the plan Ratio grants (BASIC included). A paid subscription with the payment provider is not ' +
          'cancelled; the next billing event for it sets the plan again. 409 when the user is already on the plan.',
        params: idParam,
        body: planChangeBody,
        response: { 200: changePlanResponse, ...errors, 409: errorBody },
      },
    },
    async (request) => admin.changePlan(db, await actor(request), request.params.id, request.body),
  );
  app.get(
    '/api/admin/users/:id/content',
    {
      config,
      schema: {
        tags,
        summary: 'How many subjects, topics, flashcards, notes, mind maps and exams a user has',
        params: idParam,
        response: { 200: adminUserContent, ...errors },
      },
    },
    async (request) => admin.userContent(db, await actor(request), request.params.id),
  );
  app.get(
    '/api/admin/users/:id/usage',
    {
      config,
      schema: {
        tags,
        summary: "A user's AI use per tool: this week against their limits, and the last 12 weeks",
        params: idParam,
        response: { 200: adminUserUsage, ...errors },
      },
    },
    async (request) => admin.userUsage(ctx, await actor(request), request.params.id),
  );
  app.get(
    '/api/admin/audit',
    {
      config,
      schema: {
        tags,
        summary: 'Every change admins made, newest first; ?userId= for one user',
        querystring: auditListQuery,
        response: { 200: auditList, ...errors },
      },
    },
    async (request) => admin.listAudit(db, await actor(request), request.query),
  );
};
