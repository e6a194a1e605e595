import type { FastifyInstance } from 'fastify';
import { dashboardEndpoints } from '../../../shared/contracts/account';
import { serve } from '../../platform/endpoints';
import * as dashboard from './service';

export async function dashboardRoutes(app: FastifyInstance) {
  const { db } = app;
  serve(app, dashboardEndpoints, {
    'GET /api/me/dashboard-settings': async ({ user }) => ({
      settings: await dashboard.settingsOf(db, user.id),
    }),
    'PUT /api/me/dashboard-settings': async ({ user, body }) => {
      await dashboard.saveSettings(db, user.id, body.settings);
      return { settings: body.settings };
    },
  });
}
