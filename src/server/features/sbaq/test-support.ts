import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Client, TestApp } from '../../../../tests/helpers/test-app';
import type { SbaqQuiz, SbaqSummary } from '../../../shared/contracts/sbaq';
import type { Plan } from '../../../shared/plans';
import { users } from '../../db/schema';
import { loadBankFromDir } from './loader';

// What the SBAQ test files share: the fixture bank (16 questions: 6 contract, 5 tort, 5 criminal law) and
// requests as a user.

export const FIXTURE_DIR = fileURLToPath(new URL('../../../../tests/fixtures/sbaq', import.meta.url));
export const FIXTURE_COUNTS = { contract: 6, tort: 5, 'criminal-law': 5 } as const;

export const loadFixtureBank = (t: TestApp) => loadBankFromDir(t.database.db, FIXTURE_DIR);

export async function setPlan(t: TestApp, c: Client, plan: Plan) {
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
}

export function sbaqRequests(t: TestApp) {
  const create = (as: Client, payload: object) =>
    t.request({ method: 'POST', url: '/api/sbaq/quizzes', payload, as });
  return {
    create,
    async newQuiz(as: Client, payload: object = {}): Promise<SbaqQuiz> {
      const res = await create(as, { subjects: ['contract', 'tort'], count: 5, ...payload });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().quiz;
    },
    get: (as: Client, id: string) => t.request({ method: 'GET', url: `/api/sbaq/quizzes/${id}`, as }),
    answer: (as: Client, id: string, payload: object) =>
      t.request({ method: 'POST', url: `/api/sbaq/quizzes/${id}/answers`, payload, as }),
    submit: (as: Client, id: string) =>
      t.request({ method: 'POST', url: `/api/sbaq/quizzes/${id}/submit`, as }),
    async summary(as: Client, id: string): Promise<SbaqSummary> {
      const res = await t.request({ method: 'POST', url: `/api/sbaq/quizzes/${id}/submit`, as });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().summary;
    },
    history: (as: Client, query = '') => t.request({ method: 'GET', url: `/api/sbaq/quizzes${query}`, as }),
  };
}
