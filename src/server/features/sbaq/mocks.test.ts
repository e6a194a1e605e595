import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { PASS_MARK_BASIS, type SbaqMock } from '../../../shared/contracts/sbaq-mocks';
import { MESSAGES } from '../../../shared/errors';
import { FLK_MAIN_TOPICS, type FlkSubjectId } from '../../../shared/flk';
import { loadBankFromDir } from './loader';
import { assembleMock, paperMix } from './mocks';
import { setPlan } from './test-support';

// Full mock papers through the HTTP stack, on a generated bank big enough for FLK1 (one subject short of its
// share) and too small for FLK2.

const FLK1_BANK: Partial<Record<FlkSubjectId, number>> = {
  'business-law': 40,
  'dispute-resolution': 20,
  contract: 40,
  tort: 40,
  'legal-system': 30,
  'public-law': 30,
  'legal-services': 30,
};
const question = (subject: FlkSubjectId, i: number) => ({
  id: `${subject}-${String(i).padStart(3, '0')}`,
  subject,
  topic: FLK_MAIN_TOPICS[subject][i % FLK_MAIN_TOPICS[subject].length]!,
  difficulty: 2,
  stem: `Question ${i} in ${subject}: a client scenario long enough to be a real stem for a single best answer question. Which is right?`,
  options: ['A', 'B', 'C', 'D', 'E'].map((key) => ({
    key,
    text: `Option ${key} for question ${i}`,
    explanation: `Why option ${key} is or is not the best answer.`,
  })),
  answer: 'A',
});

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ratio-mock-bank-'));
  const items = [
    ...Object.entries(FLK1_BANK).flatMap(([s, n]) =>
      Array.from({ length: n }, (_, i) => question(s as FlkSubjectId, i + 1)),
    ),
    ...Array.from({ length: 20 }, (_, i) => question('land-law', i + 1)),
  ];
  fs.writeFileSync(path.join(dir, 'bank.json'), JSON.stringify({ format: 'ratio-sbaq/1', items }));
  await loadBankFromDir(t.database.db, dir);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const start = (as: Client, payload: object) =>
  t.request({ method: 'POST', url: '/api/sbaq/mocks', payload, as });
const get = (as: Client, id: string) => t.request({ method: 'GET', url: `/api/sbaq/mocks/${id}`, as });
const second = (as: Client, id: string) =>
  t.request({ method: 'POST', url: `/api/sbaq/mocks/${id}/session-2`, as });
const quiz = (as: Client, id: string) => t.request({ method: 'GET', url: `/api/sbaq/quizzes/${id}`, as });
async function answerAll(as: Client, quizId: string, right: number) {
  const open = (await quiz(as, quizId)).json().quiz;
  for (const [i, q] of open.questions.entries())
    await t.request({
      method: 'POST',
      url: `/api/sbaq/quizzes/${quizId}/answers`,
      payload: { questionId: q.id, answer: i < right ? 'A' : 'B' },
      as,
    });
  expect(
    (await t.request({ method: 'POST', url: `/api/sbaq/quizzes/${quizId}/submit`, as })).statusCode,
  ).toBe(200);
  return open.questions.map((q: { id: string }) => q.id) as string[];
}

describe('the mix', () => {
  it('shares 180 questions evenly over each paper’s subjects', () => {
    expect(paperMix('FLK1').map((m) => m.questions)).toEqual([26, 26, 26, 26, 26, 25, 25]);
    expect(paperMix('FLK2').map((m) => m.questions)).toEqual([30, 30, 30, 30, 30, 30]);
  });

  it('gives a short subject’s shortfall to the others and halves every subject between the sessions', () => {
    const candidates = Object.entries(FLK1_BANK).flatMap(([s, n]) =>
      Array.from({ length: n }, (_, i) => ({ id: `${s}-${i}`, subject: s, topic: 't' })),
    );
    const facts = { timesServed: new Map(), bySubject: new Map(), byTopic: new Map() };
    const [one, two] = assembleMock('FLK1', candidates, facts);
    expect(one).toHaveLength(90);
    expect(two).toHaveLength(90);
    expect(new Set([...one, ...two]).size).toBe(180);
    const count = (ids: string[], s: string) => ids.filter((id) => id.startsWith(`${s}-`)).length;
    expect(count([...one, ...two], 'dispute-resolution')).toBe(20);
    for (const s of Object.keys(FLK1_BANK))
      expect(Math.abs(count(one, s) - count(two, s))).toBeLessThanOrEqual(1);
    expect(() => assembleMock('FLK1', candidates.slice(0, 179), facts)).toThrow(
      expect.objectContaining({
        details: [{ path: 'paper', message: MESSAGES.sbaqMockTooFew('FLK1', 179) }],
      }),
    );
  });
});

describe('a mock paper', () => {
  it('runs two timed sessions of 90 in order and reports by subject and topic against published pass marks', async () => {
    const c = await registerUser(t);
    await setPlan(t, c, 'PREMIUM');
    const res = await start(c, { paper: 'FLK1' });
    expect(res.statusCode, res.body).toBe(201);
    const mock: SbaqMock = res.json().mock;
    expect(mock.mix.subjects.reduce((n, s) => n + s.questions, 0)).toBe(180);
    expect(mock.mix.subjects.find((s) => s.subject === 'dispute-resolution')?.questions).toBe(20);
    expect(mock.sessions.map((s) => s.status)).toEqual(['in_progress', 'not_started']);
    expect(mock.report).toBeNull();
    const first = (await quiz(c, mock.sessions[0]!.quizId!)).json().quiz;
    expect(first.questions).toHaveLength(90);
    expect(first.timeLimitSeconds).toBe(153 * 60);

    const early = await second(c, mock.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(MESSAGES.sbaqMockSessionOrder);

    const asked = await answerAll(c, mock.sessions[0]!.quizId!, 60);
    const started: SbaqMock = (await second(c, mock.id)).json();
    expect(started.sessions[1]!.status).toBe('in_progress');
    // Asking again gives the same session.
    expect((await second(c, mock.id)).json().sessions[1].quizId).toBe(started.sessions[1]!.quizId);
    const askedAgain = await answerAll(c, started.sessions[1]!.quizId!, 30);
    expect(new Set([...asked, ...askedAgain]).size).toBe(180);

    const done: SbaqMock = (await get(c, mock.id)).json();
    expect(done.sessions.map((s) => s.score)).toEqual([60, 30]);
    expect(done.report).toMatchObject({ correct: 90, total: 180, percent: 50 });
    expect(done.report!.bySubject).toHaveLength(7);
    expect(done.report!.bySubject.reduce((n, s) => n + s.total, 0)).toBe(180);
    const contract = done.report!.bySubject.find((s) => s.subject === 'contract')!;
    expect(contract.topics.reduce((n, tp) => n + tp.total, 0)).toBe(contract.total);
    expect(done.report!.passMarks).toMatchObject({ basis: PASS_MARK_BASIS, verdict: 'below' });
    expect(done.report!.passMarks.sittings).toContainEqual({ sitting: 'July 2023', percent: 53 });

    const history = (await t.request({ method: 'GET', url: '/api/sbaq/mocks', as: c })).json();
    expect(history.items[0]).toMatchObject({ id: mock.id, paper: 'FLK1', sessionsDone: 2, percent: 50 });
    // One weekly use for the whole paper.
    const usage = (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();
    expect(usage.tools.sbaq_practice.used).toBe(1);
  });

  it('refuses a paper the bank cannot fill, a paper that does not exist, and another user’s mock', async () => {
    const c = await registerUser(t);
    await setPlan(t, c, 'PREMIUM');
    const short = await start(c, { paper: 'FLK2' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details).toEqual([
      { path: 'paper', message: MESSAGES.sbaqMockTooFew('FLK2', 20) },
    ]);
    const bad = await start(c, { paper: 'FLK3' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json().error.details)).toContain('Choose the FLK1 or the FLK2 paper.');
    expect((await start(c, { paper: 'FLK1', extra: 1 })).statusCode).toBe(400);
    const usage = (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();
    expect(usage.tools.sbaq_practice.used).toBe(0);

    const mine: SbaqMock = (await start(c, { paper: 'FLK1' })).json().mock;
    const other = await registerUser(t);
    expect((await get(other, mine.id)).statusCode).toBe(404);
    expect((await second(other, mine.id)).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/sbaq/mocks', as: other })).json().items).toEqual([]);
    expect((await get(c, 'not-a-uuid')).statusCode).toBe(400);
  });
});
