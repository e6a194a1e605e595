import type { FastifyInstance } from 'fastify';
import { notificationEndpoints } from '../../../shared/contracts/notifications';
import { serve } from '../../platform/endpoints';
import * as notifications from './service';

export async function notificationRoutes(app: FastifyInstance) {
  const { db } = app;
  // Remembered in memory only where one process holds the database (service.ts says why).
  const cache = app.database.kind === 'pglite';
  serve(app, notificationEndpoints, {
    'GET /api/notifications': ({ user, query }) =>
      notifications.listNotifications(db, user.id, query.limit, { cache }),
    'POST /api/notifications/read': ({ user, body }) => notifications.markRead(db, user.id, body?.ids),
    'POST /api/notifications/read-all': ({ user }) => notifications.markAllRead(db, user.id),
  });
}
