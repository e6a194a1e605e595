import type { FastifyInstance } from 'fastify';
import { aiEndpoints } from '../../../shared/contracts/ai';
import { normalisePlan } from '../../../shared/plans';
import { engineInfo } from '../../ai/engine-info';
import { serve } from '../../platform/endpoints';
import { aiGeneratorRoutes } from './generate-routes';
import { aiGenerationRoutes } from './generations-routes';
import { usage } from './usage';

export async function aiRoutes(app: FastifyInstance) {
  const { db, config } = app;
  serve(app, aiEndpoints, {
    'GET /api/ai/usage': ({ user }) => usage(db, config.ai, { id: user.id, plan: normalisePlan(user.plan) }),
    'GET /api/ai/engine': () => engineInfo(config.ai),
  });
  await app.register(aiGeneratorRoutes);
  await app.register(aiGenerationRoutes);
}
