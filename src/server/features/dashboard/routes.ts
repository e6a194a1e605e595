import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dashboardSettings, dashboardSettingsBody } from '../../../shared/contracts/account';
import { errorBody } from '../../../shared/contracts/common';
import { requireAuth } from '../../platform/session';
import * as dashboard from './service';

// The client initialises its settings locally and pushes them when the server has none,
// so GET answers `settings: null` until the first PUT.
const answer = z.object({ settings: dashboardSettings.nullable() });

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['account'];
  app.get(
    '/api/me/dashboard-settings',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'My dashboard layout', response: { 200: answer, 401: errorBody } },
    },
    async (request) => ({
      settings: await dashboard.settingsOf(app.db, (await requireAuth(request)).user.id),
    }),
  );
  app.put(
    '/api/me/dashboard-settings',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save my dashboard layout',
        body: dashboardSettingsBody,
        response: { 200: answer, 400: errorBody },
      },
    },
    async (request) => {
      await dashboard.saveSettings(app.db, (await requireAuth(request)).user.id, request.body.settings);
      return { settings: request.body.settings };
    },
  );
};
