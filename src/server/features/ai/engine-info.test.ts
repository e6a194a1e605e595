import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import type { AiEngineInfo } from '../../../shared/contracts/ai-engine';
import { type Config, loadConfig } from '../../config';

// GET /api/ai/engine under each configuration the environment can give, read through loadConfig so the
// fallbacks (AI_MODEL's default, AI_MODEL_ULTRA unset) are the real ones. The routes read `app.config.ai`
// on each request, so one app (one database to migrate) serves every case with its AI settings swapped.

const SECRET_KEY = 'sk-do-not-show-1234';
const SECRET_URL = 'https://private-gateway.internal.example/v1';
const aiFrom = (env: Record<string, string>): Config['ai'] =>
  loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env }).ai;

const CASES: { name: string; env: Record<string, string>; info: AiEngineInfo; ultraBenefits: boolean }[] = [
  {
    name: 'local (the default)',
    env: {},
    info: { kind: 'local', languageModel: false, model: null, enhancedModel: false, ultraModel: null },
    ultraBenefits: false,
  },
  {
    name: 'local, with model names left in the environment',
    env: { AI_ENGINE: 'local', AI_MODEL: 'gpt-4o-mini', AI_MODEL_ULTRA: 'gpt-4o' },
    info: { kind: 'local', languageModel: false, model: null, enhancedModel: false, ultraModel: null },
    ultraBenefits: false,
  },
  {
    name: 'openai without an ULTRA model',
    env: { AI_ENGINE: 'openai', AI_MODEL: 'llama-3.1-8b', AI_BASE_URL: SECRET_URL, AI_API_KEY: SECRET_KEY },
    info: {
      kind: 'openai',
      languageModel: true,
      model: 'llama-3.1-8b',
      enhancedModel: false,
      ultraModel: null,
    },
    ultraBenefits: false,
  },
  {
    name: 'openai with the ULTRA model set to the standard one',
    env: {
      AI_ENGINE: 'openai',
      AI_MODEL: 'gpt-4o-mini',
      AI_MODEL_ULTRA: 'gpt-4o-mini',
      AI_API_KEY: SECRET_KEY,
    },
    info: {
      kind: 'openai',
      languageModel: true,
      model: 'gpt-4o-mini',
      enhancedModel: false,
      ultraModel: null,
    },
    ultraBenefits: false,
  },
  {
    name: 'openai with a different ULTRA model',
    env: { AI_ENGINE: 'openai', AI_MODEL: 'gpt-4o-mini', AI_MODEL_ULTRA: 'gpt-4o', AI_BASE_URL: SECRET_URL },
    info: {
      kind: 'openai',
      languageModel: true,
      model: 'gpt-4o-mini',
      enhancedModel: true,
      ultraModel: 'gpt-4o',
    },
    ultraBenefits: true,
  },
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/ai/engine', () => {
  it('describes each configuration to a visitor, with no key or address, and the ULTRA plan to match', async () => {
    for (const c of CASES) {
      t.app.config.ai = aiFrom(c.env);
      const res = await t.request({ method: 'GET', url: '/api/ai/engine' });
      expect(res.statusCode, c.name).toBe(200);
      expect(res.json(), c.name).toEqual(c.info);
      expect(res.body, c.name).not.toContain(SECRET_KEY);
      expect(res.body, c.name).not.toContain('private-gateway');

      const plans = await t.request({ method: 'GET', url: '/api/billing/plans' });
      const ultra = plans.json().items.find((p: { id: string }) => p.id === 'ULTRA');
      const promised = [ultra.description, ...ultra.benefits].join(' ');
      expect(/enhanced AI models/i.test(promised), c.name).toBe(c.ultraBenefits);
      expect(promised.includes('Superior quality'), c.name).toBe(c.ultraBenefits);
      expect(ultra.benefits, c.name).toContain('Premium support with faster response');
    }
  });
  it('refuses other methods', async () => {
    const res = await t.request({ method: 'POST', url: '/api/ai/engine', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
