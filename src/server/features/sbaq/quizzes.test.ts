import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOwnedResource } from '../../../../tests/helpers/ownership';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { SbaqQuiz } from '../../../shared/contracts/sbaq';
import { readBank, readBankDir } from './loader';
import { FIXTURE_COUNTS, FIXTURE_DIR, loadFixtureBank, sbaqRequests, setPlan } from './test-support';

// The quiz routes through the real HTTP stack on a real database, with the fixture bank loaded.

let t: TestApp;
let r: ReturnType<typeof sbaqRequests>;
const bank = new Map(readBank(readBankDir(FIXTURE_DIR)).map((q) => [q.id, q]));
const key = (id: string) => bank.get(id)!.answer;
const wrong = (id: string) => (key(id) === 'A' ? 'B' : 'A');

beforeAll(async () => {
  t = await createTestApp();
  r = sbaqRequests(t);
  await loadFixtureBank(t);
});
afterAll(() => t.close());

async function premium(): Promise<Client> {
  const c = await registerUser(t);
  await setPlan(t, c, 'ULTRA');
  return c;
}

describe('the topics', () => {
  it('lists every FLK subject and topic with the bank’s question counts', async () => {
    const c = await registerUser(t);
    const res = await t.request({ method: 'GET', url: '/api/sbaq/topics', as: c });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.subjects).toHaveLength(13);
    expect(body.total).toBe(16);
    const contract = body.subjects.find((s: { id: string }) => s.id === 'contract');
    expect(contract).toMatchObject({ paper: 'FLK1', questionCount: FIXTURE_COUNTS.contract });
    expect(contract.topics).toContainEqual({ name: 'Formation', questionCount: 2 });
    expect(contract.topics).toContainEqual({ name: 'Privity and third parties', questionCount: 0 });
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'GET', url: '/api/sbaq/topics' })).statusCode).toBe(401);
  });

  it('documents every SBAQ route in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(
      Object.keys(doc.paths)
        .filter((p) => p.startsWith('/api/sbaq'))
        .sort(),
    ).toEqual([
      '/api/sbaq/mocks',
      '/api/sbaq/mocks/{id}',
      '/api/sbaq/mocks/{id}/session-2',
      '/api/sbaq/quizzes',
      '/api/sbaq/quizzes/{id}',
      '/api/sbaq/quizzes/{id}/answers',
      '/api/sbaq/quizzes/{id}/submit',
      '/api/sbaq/topics',
    ]);
  });
});

describe('a new quiz', () => {
  it('has the questions asked for, from the chosen subjects, and no answer or explanation anywhere', async () => {
    const c = await premium();
    const res = await r.create(c, { subjects: ['contract', 'criminal-law'], count: 8 });
    expect(res.statusCode, res.body).toBe(201);
    const quiz: SbaqQuiz = res.json().quiz;
    expect(quiz.questions).toHaveLength(8);
    expect(new Set(quiz.questions.map((q) => q.id)).size).toBe(8);
    for (const q of quiz.questions) {
      expect(['contract', 'criminal-law']).toContain(q.subject);
      expect(Object.keys(q).sort()).toEqual(['id', 'options', 'stem', 'subject']);
      expect(q.options.map((o) => o.key)).toEqual(['A', 'B', 'C', 'D', 'E']);
      for (const o of q.options) expect(Object.keys(o).sort()).toEqual(['key', 'text']);
    }
    expect(res.body).not.toMatch(/explanation|"answer"|Correct:|Wrong:/);
    expect(quiz).toMatchObject({ answers: {}, flagged: [], timeLimitSeconds: null, secondsLeft: null });
    const again = await r.get(c, quiz.id);
    expect(again.body).not.toMatch(/explanation|"answer"|Correct:|Wrong:/);
  });

  it('narrows a subject to the chosen topics', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c, {
      subjects: ['contract', 'tort'],
      topics: ['Formation', 'Remedies'],
      count: 8,
    });
    const contract = quiz.questions.filter((q) => q.subject === 'contract').map((q) => q.id);
    expect(contract.sort()).toEqual(['contract-001', 'contract-002', 'contract-006']);
    expect(quiz.questions.filter((q) => q.subject === 'tort')).toHaveLength(5);
  });

  it('is timed at SQE pace when asked: 102 seconds a question', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c, { count: 10, timed: true });
    expect(quiz.timeLimitSeconds).toBe(1020);
    expect(quiz.secondsLeft).toBeGreaterThan(1010);
  });

  it.each([
    [{ subjects: [], count: 5 }, 'subjects', 'Choose at least one subject.'],
    [{ subjects: ['astrology'], count: 5 }, 'subjects.0', 'Choose subjects from the FLK list.'],
    [{ subjects: ['tort', 'tort'], count: 5 }, 'subjects', 'Choose each subject once.'],
    [{ subjects: ['tort'], count: 4 }, 'count', 'A quiz has at least 5 questions.'],
    [{ subjects: ['tort'], count: 91 }, 'count', 'A quiz has at most 90 questions (one SQE1 session).'],
    [{ subjects: ['tort'], count: 5.5 }, 'count', 'The number of questions must be a whole number.'],
    [{ subjects: ['tort'], count: 5, timed: 'yes' }, 'timed', 'Timed must be true or false.'],
    [
      { subjects: ['tort'], topics: ['Formation'], count: 5 },
      'topics.0',
      '"Formation" is not a topic of the subjects chosen.',
    ],
    [
      { subjects: ['tort'], count: 6 },
      'count',
      'Only 5 questions match the subjects and topics chosen: ask for 5 or fewer, or choose more.',
    ],
    [
      { subjects: ['trusts'], count: 5 },
      'count',
      'The question bank has no questions for the subjects and topics chosen yet.',
    ],
  ])('refuses %j with a clear message', async (payload, path, message) => {
    const c = await registerUser(t);
    const res = await r.create(c, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_input', details: [{ path, message }] });
    const usage = (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();
    expect(usage.tools.sbaq_practice.used, 'a refused quiz costs nothing').toBe(0);
  });
});

describe('answering and submitting', () => {
  it('saves answers and flags as the user goes, and shows them again on reload', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c);
    const [q1, q2] = quiz.questions;
    let res = await r.answer(c, quiz.id, { questionId: q1!.id, answer: 'C' });
    expect(res.statusCode, res.body).toBe(200);
    res = await r.answer(c, quiz.id, { questionId: q2!.id, answer: 'E', flagged: true });
    res = await r.answer(c, quiz.id, { questionId: q1!.id, answer: 'A' });
    expect(res.json()).toEqual({
      answers: { [q1!.id]: 'A', [q2!.id]: 'E' },
      flagged: [q2!.id],
      secondsLeft: null,
    });
    res = await r.answer(c, quiz.id, { questionId: q2!.id, answer: null, flagged: false });
    expect(res.json()).toMatchObject({ answers: { [q1!.id]: 'A' }, flagged: [] });
    const reload = (await r.get(c, quiz.id)).json();
    expect(reload).toMatchObject({
      status: 'in_progress',
      quiz: { answers: { [q1!.id]: 'A' }, flagged: [] },
    });
  });

  it('keeps both of two answers saved at the same moment', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c);
    await Promise.all(quiz.questions.map((q) => r.answer(c, quiz.id, { questionId: q.id, answer: 'B' })));
    const reload = (await r.get(c, quiz.id)).json();
    expect(Object.keys(reload.quiz.answers)).toHaveLength(5);
  });

  it('refuses an answer to a question not in the quiz, or an option that is not A to E', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c, { subjects: ['tort'] });
    let res = await r.answer(c, quiz.id, { questionId: 'contract-001', answer: 'A' });
    expect(res.json().error.details).toEqual([
      { path: 'questionId', message: 'That question is not part of this quiz.' },
    ]);
    res = await r.answer(c, quiz.id, { questionId: quiz.questions[0]!.id, answer: 'F' });
    expect(res.json().error.details).toEqual([
      { path: 'answer', message: 'An answer is one of A, B, C, D or E.' },
    ]);
  });

  it('scores the quiz, breaks it down by subject and explains every option', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c, { subjects: ['contract', 'tort'], count: 11 });
    const contract = quiz.questions.filter((q) => q.subject === 'contract');
    const tort = quiz.questions.filter((q) => q.subject === 'tort');
    // All contract right; tort: two right, one wrong, two unanswered (one of them flagged).
    for (const q of contract) await r.answer(c, quiz.id, { questionId: q.id, answer: key(q.id) });
    for (const q of tort.slice(0, 2)) await r.answer(c, quiz.id, { questionId: q.id, answer: key(q.id) });
    await r.answer(c, quiz.id, { questionId: tort[2]!.id, answer: wrong(tort[2]!.id) });
    await r.answer(c, quiz.id, { questionId: tort[3]!.id, answer: null, flagged: true });

    const summary = await r.summary(c, quiz.id);
    expect(summary).toMatchObject({ score: 8, total: 11, answered: 9, percent: 73, timeLimitSeconds: null });
    expect(summary.bySubject).toEqual([
      { subject: 'contract', name: 'Contract', correct: 6, total: 6, percent: 100 },
      { subject: 'tort', name: 'Tort', correct: 2, total: 5, percent: 40 },
    ]);
    expect(summary.questions.map((q) => q.id)).toEqual(quiz.questions.map((q) => q.id));
    const missed = summary.questions.find((q) => q.id === tort[2]!.id)!;
    expect(missed).toMatchObject({ chosen: wrong(tort[2]!.id), answer: key(tort[2]!.id), correct: false });
    expect(summary.questions.find((q) => q.id === tort[3]!.id)).toMatchObject({
      chosen: null,
      flagged: true,
    });
    for (const q of summary.questions) {
      expect(q.options).toHaveLength(5);
      for (const o of q.options) expect(o.explanation.length).toBeGreaterThan(20);
    }
  });

  it('gives the same summary when submitted twice, even at once, and refuses answers afterwards', async () => {
    const c = await premium();
    const quiz = await r.newQuiz(c);
    await r.answer(c, quiz.id, { questionId: quiz.questions[0]!.id, answer: key(quiz.questions[0]!.id) });
    const [a, b] = await Promise.all([r.submit(c, quiz.id), r.submit(c, quiz.id)]);
    expect(a.statusCode).toBe(200);
    expect(b.json()).toEqual(a.json());
    expect((await r.submit(c, quiz.id)).json()).toEqual(a.json());
    expect(a.json().summary.score).toBe(1);
    const late = await r.answer(c, quiz.id, { questionId: quiz.questions[1]!.id, answer: 'A' });
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toMatchObject({
      code: 'conflict',
      message: 'This quiz has been submitted, so its answers can no longer change.',
    });
    const reopened = (await r.get(c, quiz.id)).json();
    expect(reopened.status).toBe('submitted');
    expect(reopened.summary).toEqual(a.json().summary);
  });

  it('keeps each quiz to its owner: another user gets 404', async () => {
    const owner = await premium();
    const intruder = await premium();
    const quiz = await r.newQuiz(owner);
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/sbaq/quizzes/${quiz.id}`,
      listUrl: '/api/sbaq/quizzes',
      mutations: [
        {
          method: 'POST',
          url: `/api/sbaq/quizzes/${quiz.id}/answers`,
          payload: { questionId: quiz.questions[0]!.id, answer: 'A' },
        },
        { method: 'POST', url: `/api/sbaq/quizzes/${quiz.id}/submit` },
      ],
    });
  });
});

describe('history and limits', () => {
  it('lists my quizzes newest first, page by page, with their scores', async () => {
    const c = await premium();
    const first = await r.newQuiz(c, { subjects: ['tort'] });
    await r.answer(c, first.id, { questionId: first.questions[0]!.id, answer: key(first.questions[0]!.id) });
    await r.summary(c, first.id);
    const second = await r.newQuiz(c, { subjects: ['criminal-law'], timed: true });
    const third = await r.newQuiz(c, { subjects: ['contract'] });
    const page1 = (await r.history(c, '?limit=2')).json();
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual([third.id, second.id]);
    expect(page1.items[1]).toMatchObject({
      subjects: ['criminal-law'],
      status: 'in_progress',
      timed: true,
      score: null,
    });
    const page2 = (await r.history(c, `?limit=2&cursor=${page1.nextCursor}`)).json();
    expect(page2).toEqual({
      items: [
        expect.objectContaining({
          id: first.id,
          status: 'submitted',
          score: 1,
          total: 5,
          percent: 20,
          subjects: ['tort'],
        }),
      ],
      nextCursor: null,
    });
  });

  it('lets a FREE user take one quiz a week; the second is 429 limit_reached with resetsAt', async () => {
    const c = await registerUser(t);
    await r.newQuiz(c);
    const res = await r.create(c, { subjects: ['tort'], count: 5 });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'limit_reached', resetsAt: expect.any(String) });
    expect(new Date(res.json().error.resetsAt).getTime()).toBeGreaterThan(Date.now());
    const usage = (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();
    expect(usage.tools.sbaq_practice).toEqual({ used: 1, limit: 1, remaining: 0 });
  });
});
