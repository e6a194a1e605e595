import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiUsage } from '../../../shared/contracts/ai';
import { aiEngineInfo } from '../../../shared/contracts/ai-engine';
import { errorBody } from '../../../shared/contracts/common';
import { normalisePlan } from '../../../shared/plans';
import { engineInfo } from '../../ai/engine-info';
import { requireAuth } from '../../platform/session';
import { aiGeneratorRoutes } from './generate-routes';
import { aiGenerationRoutes } from './generations-routes';
import { usage } from './usage';

export const aiRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config } = app;
  app.get(
    '/api/ai/usage',
    {
      config: { auth: 'user' as const },
      schema: {
        tags: ['ai'],
        summary: "This week's use of each AI tool, its limit on my plan and when the week resets",
        response: { 200: aiUsage, 401: errorBody },
      },
    },
    async (request) => {
      const { user } = await requireAuth(request);
      return usage(db, config.ai, { id: user.id, plan: normalisePlan(user.plan) });
    },
  );
  // Public: the landing, plan and privacy pages describe the engine to visitors too.
  app.get(
    '/api/ai/engine',
    {
      schema: {
        tags: ['ai'],
        summary: 'Which AI engine this server runs, and whether ULTRA gets a model of its own',
        response: { 200: aiEngineInfo },
      },
    },
    async () => engineInfo(config.ai),
  );
  await app.register(aiGeneratorRoutes);
  await app.register(aiGenerationRoutes);
};
