import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../../shared/contracts/common';
import {
  markReadBody,
  markReadResponse,
  notificationsQuery,
  notificationsResponse,
} from '../../../shared/contracts/notifications';
import { requireAuth } from '../../platform/session';
import * as notifications from './service';

const errors = { 400: errorBody, 401: errorBody };

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const config = { auth: 'user' as const };
  const tags = ['notifications'];
  const me = async (request: Parameters<typeof requireAuth>[0]) => (await requireAuth(request)).user.id;
  // Remembered in memory only where one process holds the database (service.ts says why).
  const cache = app.database.kind === 'pglite';

  app.get(
    '/api/notifications',
    {
      config,
      schema: {
        tags,
        summary: 'My latest notifications, newest first, and how many are unread',
        querystring: notificationsQuery,
        response: { 200: notificationsResponse, ...errors },
      },
    },
    async (request) => notifications.listNotifications(db, await me(request), request.query.limit, { cache }),
  );
  app.post(
    '/api/notifications/read',
    {
      config,
      schema: {
        tags,
        summary: 'Mark some of my notifications read',
        description:
          '`ids` is a list of notification ids (at most 200). A missing, empty or non-array `ids` changes nothing and succeeds.',
        body: markReadBody,
        response: { 200: markReadResponse, ...errors },
      },
    },
    async (request) => notifications.markRead(db, await me(request), request.body?.ids),
  );
  app.post(
    '/api/notifications/read-all',
    {
      config,
      schema: {
        tags,
        summary: 'Mark all my notifications read',
        response: { 200: markReadResponse, ...errors },
      },
    },
    async (request) => notifications.markAllRead(db, await me(request)),
  );
};
