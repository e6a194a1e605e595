import type { FastifyInstance } from 'fastify';
import { adminEndpoints } from '../../../shared/contracts/admin';
import { serve } from '../../platform/endpoints';
import * as admin from './service';

export async function adminRoutes(app: FastifyInstance) {
  const { db } = app;
  const ctx = { db, billing: app.billing, ai: app.config.ai };
  serve(app, adminEndpoints, {
    'GET /api/admin/users': ({ user, query }) => admin.listUsers(db, user, query),
    'GET /api/admin/users/:id': ({ user, params }) => admin.getUser(ctx, user, params.id),
    'PUT /api/admin/users/:id/subscription': ({ user, params, body }) =>
      admin.changePlan(db, user, params.id, body),
    'GET /api/admin/users/:id/content': ({ user, params }) => admin.userContent(db, user, params.id),
    'GET /api/admin/users/:id/usage': ({ user, params }) => admin.userUsage(ctx, user, params.id),
    'GET /api/admin/audit': ({ user, query }) => admin.listAudit(db, user, query),
  });
}
