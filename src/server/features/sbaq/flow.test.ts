import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { createSbaqQuiz, type SbaqQuiz } from '../../../shared/contracts/sbaq';
import { testConfig } from '../../config';
import { readBank, readBankDir } from './loader';
import * as sbaq from './service';
import { FIXTURE_DIR, loadFixtureBank } from './test-support';

// Selection across real quizzes and results, and time limits, through the service with a chosen clock.

let t: TestApp;
const ai = testConfig().ai;
const bank = new Map(readBank(readBankDir(FIXTURE_DIR)).map((q) => [q.id, q]));
const key = (id: string) => bank.get(id)!.answer;
const wrong = (id: string) => (key(id) === 'A' ? 'B' : 'A');

beforeAll(async () => {
  t = await createTestApp();
  await loadFixtureBank(t);
});
afterAll(() => t.close());

async function learner() {
  const c = await registerUser(t);
  return { id: c.user.id, plan: 'ULTRA' as const };
}
type Who = Awaited<ReturnType<typeof learner>>;

const start = (who: Who, body: object, now?: Date) =>
  sbaq.createQuiz(t.database.db, ai, who, createSbaqQuiz.parse({ count: 5, ...body }), { now });

/** Answers every question of a quiz, right or wrong, and submits it. */
async function takeQuiz(who: Who, quiz: SbaqQuiz, right: boolean) {
  for (const q of quiz.questions)
    await sbaq.saveAnswer(t.database.db, who.id, quiz.id, {
      questionId: q.id,
      answer: right ? key(q.id) : wrong(q.id),
    });
  return sbaq.submitQuiz(t.database.db, who.id, quiz.id);
}
const ids = (quiz: SbaqQuiz) => quiz.questions.map((q) => q.id);

describe('choosing questions for a learner', () => {
  it('repeats nothing until every question in scope has been asked, then starts again', async () => {
    const who = await learner();
    const first = await start(who, { subjects: ['contract', 'tort'] });
    const second = await start(who, { subjects: ['contract', 'tort'] });
    expect(ids(second).filter((id) => ids(first).includes(id))).toEqual([]);
    // 11 in scope, 10 asked: the one left comes first, then the round starts again.
    const unseen = [...bank.keys()].filter(
      (id) => /^(contract|tort)-/.test(id) && ![...ids(first), ...ids(second)].includes(id),
    );
    expect(unseen).toHaveLength(1);
    const third = await start(who, { subjects: ['contract', 'tort'] });
    expect(ids(third)).toContain(unseen[0]);
    expect(new Set(ids(third)).size).toBe(5);
  });

  it('puts unseen questions first, then the subject with the lowest share correct', async () => {
    const who = await learner();
    const contract = await start(who, { subjects: ['contract'] });
    await takeQuiz(who, contract, false); // contract: 0 of 5, one of its six questions not yet seen
    await takeQuiz(who, await start(who, { subjects: ['tort'] }), true); // tort: 5 of 5, all seen
    const unseen = [...bank.keys()].filter((id) => id.startsWith('contract-') && !ids(contract).includes(id));
    const next = await start(who, { subjects: ['contract', 'tort'] });
    // The contract question not yet seen, then contract (0%) before tort (100%).
    expect(ids(next)).toContain(unseen[0]);
    expect(next.questions.map((q) => q.subject)).toEqual(Array(5).fill('contract'));
  });

  it('reports the share correct per FLK subject for the SQE page', async () => {
    const who = await learner();
    await takeQuiz(who, await start(who, { subjects: ['contract'] }), false);
    const quiz = await start(who, { subjects: ['tort'] });
    await sbaq.saveAnswer(t.database.db, who.id, quiz.id, {
      questionId: quiz.questions[0]!.id,
      answer: key(quiz.questions[0]!.id),
    });
    await sbaq.submitQuiz(t.database.db, who.id, quiz.id);
    const progress = await sbaq.resultsBySubject(t.database.db, who.id);
    expect(progress).toHaveLength(13);
    expect(progress.find((p) => p.subject === 'contract')).toEqual({
      subject: 'contract',
      answered: 5,
      correct: 0,
      share: 0,
    });
    expect(progress.find((p) => p.subject === 'tort')).toEqual({
      subject: 'tort',
      answered: 5,
      correct: 1,
      share: 0.2,
    });
    expect(progress.find((p) => p.subject === 'trusts')).toEqual({
      subject: 'trusts',
      answered: 0,
      correct: 0,
      share: null,
    });
  });
});

describe('a timed quiz', () => {
  const at = (base: Date, seconds: number) => new Date(base.getTime() + seconds * 1000);

  it('counts down, takes answers until the deadline plus a short grace, then refuses them', async () => {
    const who = await learner();
    const begun = new Date(Date.now() - 60_000);
    const quiz = await start(who, { subjects: ['tort'], timed: true }, begun);
    expect(quiz.timeLimitSeconds).toBe(510);
    const [q1, q2] = quiz.questions;
    const db = t.database.db;
    const saved = await sbaq.saveAnswer(
      db,
      who.id,
      quiz.id,
      { questionId: q1!.id, answer: 'A' },
      at(begun, 500),
    );
    expect(saved.secondsLeft).toBe(10);
    const inGrace = await sbaq.saveAnswer(
      db,
      who.id,
      quiz.id,
      { questionId: q2!.id, answer: 'B' },
      at(begun, 530),
    );
    expect(inGrace.secondsLeft).toBe(0);
    await expect(
      sbaq.saveAnswer(db, who.id, quiz.id, { questionId: q1!.id, answer: 'C' }, at(begun, 541)),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: 'Time is up for this quiz, so its answers can no longer change.',
    });
  });

  it('is submitted as it stands when opened after its time is up', async () => {
    const who = await learner();
    const begun = new Date(Date.now() - 3_600_000);
    const quiz = await start(who, { subjects: ['criminal-law'], timed: true }, begun);
    const q = quiz.questions[0]!;
    await sbaq.saveAnswer(
      t.database.db,
      who.id,
      quiz.id,
      { questionId: q.id, answer: key(q.id) },
      at(begun, 60),
    );
    const opened = await sbaq.getQuiz(t.database.db, who.id, quiz.id);
    expect(opened.status).toBe('submitted');
    if (opened.status !== 'submitted') return;
    expect(opened.summary).toMatchObject({ score: 1, answered: 1, total: 5, timeTakenSeconds: 510 });
    const history = await sbaq.listQuizzes(t.database.db, who.id, { limit: 10 });
    expect(history.items[0]).toMatchObject({ id: quiz.id, status: 'submitted', score: 1 });
  });
});
