import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aiUsage } from '../../../shared/contracts/ai';
import { errorBody } from '../../../shared/contracts/common';
import { normalisePlan } from '../../../shared/plans';
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
  await app.register(aiGeneratorRoutes);
  await app.register(aiGenerationRoutes);
};
