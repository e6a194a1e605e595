import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { FLK_MAIN_TOPICS, FLK_SUBJECTS } from '../../../shared/flk';
import { practiceSessions, sbaqQuizzes, sbaqResults } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const progressOf = async (as: Client) => {
  const res = await t.request({ method: 'GET', url: '/api/sqe/progress', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const starter = (as: Client) => t.request({ method: 'POST', url: '/api/sqe/starter-set', as });
const allTopics = FLK_SUBJECTS.reduce((n, f) => n + FLK_MAIN_TOPICS[f.id].length, 0);

describe('the SQE starter set', () => {
  it('creates the thirteen FLK subjects, linked, with their main topics, once', async () => {
    const me = await registerUser(t);
    const first = await starter(me);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ createdSubjects: 13, createdTopics: allTopics, skipped: 0 });
    const subjects = (await t.request({ method: 'GET', url: '/api/subjects', as: me })).json().items;
    expect(subjects).toHaveLength(13);
    const land = subjects.find((s: { flkSubject: string }) => s.flkSubject === 'land-law');
    expect(land).toMatchObject({ name: 'Land law', topicCount: FLK_MAIN_TOPICS['land-law'].length });
    // Pressing it again creates nothing.
    expect((await starter(me)).json()).toEqual({ createdSubjects: 0, createdTopics: 0, skipped: 13 });
    expect((await t.request({ method: 'GET', url: '/api/subjects', as: me })).json().items).toHaveLength(13);
  });

  it('skips the FLK subjects a user already covers, and touches nobody else', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    await t.request({
      method: 'POST',
      url: '/api/subjects',
      payload: { name: 'My contract notes', flkSubject: 'contract' },
      as: me,
    });
    expect((await starter(me)).json()).toMatchObject({ createdSubjects: 12, skipped: 1 });
    expect((await t.request({ method: 'GET', url: '/api/subjects', as: other })).json().items).toHaveLength(
      0,
    );
  });

  it('needs a session', async () => {
    expect((await t.request({ method: 'POST', url: '/api/sqe/starter-set' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/sqe/progress' })).statusCode).toBe(401);
  });
});

describe('SQE progress', () => {
  it('shows every FLK subject and SQE2 skill as not started for a new user', async () => {
    const me = await registerUser(t);
    const p = await progressOf(me);
    expect(p.flk.map((f: { id: string }) => f.id)).toEqual(FLK_SUBJECTS.map((f) => f.id));
    expect(
      p.flk.every((f: { cardCount: number; score: null }) => f.cardCount === 0 && f.score === null),
    ).toBe(true);
    expect(p.sqe2.map((s: { attempts: number }) => s.attempts)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(p.weakest).toEqual({ id: 'business-law', reason: 'not-started' });
  });

  it('counts the cards of linked subjects and picks the weakest from recalls and mastery', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    const deck = async (as: Client, flkSubject: string | undefined, cards: number) => {
      const subject = (
        await t.request({
          method: 'POST',
          url: '/api/subjects',
          payload: { name: `S ${flkSubject}`, flkSubject },
          as,
        })
      ).json().subject;
      const topic = (
        await t.request({
          method: 'POST',
          url: `/api/subjects/${subject.id}/topics`,
          payload: { name: 'T' },
          as,
        })
      ).json().topic;
      for (let i = 0; i < cards; i++)
        await t.request({
          method: 'POST',
          url: `/api/topics/${topic.id}/flashcards`,
          payload: { kind: 'basic', front: `Q${i}`, back: 'A' },
          as,
        });
      return subject.id as string;
    };
    await deck(me, 'tort', 3);
    await deck(me, 'contract', 2);
    await deck(me, undefined, 4); // not linked: counts for no FLK subject
    await deck(other, 'trusts', 5); // someone else's
    const p = await progressOf(me);
    const byId = Object.fromEntries(p.flk.map((f: { id: string }) => [f.id, f]));
    expect(byId.tort).toMatchObject({ cardCount: 3, mastery: 0, retention: null, score: 0 });
    expect(byId.contract).toMatchObject({ cardCount: 2 });
    expect(byId.trusts).toMatchObject({ cardCount: 0, score: null });
    expect(p.weakest.reason).toBe('lowest-score');
    expect(['tort', 'contract']).toContain(p.weakest.id);
  });
});

describe('SBAQ results in progress and exam readiness', () => {
  // Results as a submitted quiz leaves them (the SBAQ feature writes the same rows).
  async function quizResults(as: Client, results: Array<[subject: string, correct: boolean]>) {
    const [quiz] = await t.database.db
      .insert(sbaqQuizzes)
      .values({
        userId: as.user.id,
        subjects: [...new Set(results.map((r) => r[0]))],
        questionIds: results.map((_, i) => `q-${i}`),
      })
      .returning();
    await t.database.db.insert(sbaqResults).values(
      results.map(([subject, correct], i) => ({
        userId: as.user.id,
        quizId: quiz!.id,
        questionId: `q-${i}`,
        subject,
        chosen: 'A',
        correct,
      })),
    );
  }

  it('counts quiz answers per FLK subject and lets them pick the weakest area', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    await quizResults(me, [
      ['trusts', true],
      ['trusts', false],
      ['trusts', false],
      ['trusts', false],
      ['tort', true],
      ['tort', true],
    ]);
    await quizResults(other, [['contract', false]]);
    const p = await progressOf(me);
    const byId = Object.fromEntries(p.flk.map((f: { id: string }) => [f.id, f]));
    expect(byId.trusts).toMatchObject({ sbaq: { answered: 4, correct: 1 }, score: 0.25, cardCount: 0 });
    expect(byId.tort).toMatchObject({ sbaq: { answered: 2, correct: 2 }, score: 1 });
    expect(byId.contract).toMatchObject({ sbaq: null, score: null });
    expect(p.weakest).toEqual({ id: 'trusts', reason: 'lowest-score' });
  });

  it('counts graded SQE2 practice attempts per skill, not ones still open', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    const attempt = (userId: string, tool: string, percent: number | null, status = 'submitted') => ({
      userId,
      tool,
      scenarioId: 'lw-1',
      scenarioTitle: 'A letter of advice',
      practiceArea: 'wills',
      status,
      percent,
    });
    await t.database.db
      .insert(practiceSessions)
      .values([
        attempt(me.user.id, 'legal-writing', 60),
        attempt(me.user.id, 'legal-writing', 70),
        attempt(me.user.id, 'legal-writing', null, 'in_progress'),
        attempt(me.user.id, 'advocacy', null, 'in_progress'),
        attempt(other.user.id, 'legal-drafting', 90),
      ]);
    const bySkill = Object.fromEntries((await progressOf(me)).sqe2.map((s: { id: string }) => [s.id, s]));
    expect(bySkill['legal-writing']).toEqual({ id: 'legal-writing', attempts: 2, averageScore: 0.65 });
    expect(bySkill.advocacy).toEqual({ id: 'advocacy', attempts: 0, averageScore: null });
    expect(bySkill['legal-drafting']).toMatchObject({ attempts: 0 });
  });

  it("shows an exam the SBAQ results of its subject's FLK subject", async () => {
    const me = await registerUser(t);
    await quizResults(me, [
      ['land-law', true],
      ['land-law', false],
      ['tort', true],
    ]);
    const subject = (
      await t.request({
        method: 'POST',
        url: '/api/subjects',
        payload: { name: 'Land', flkSubject: 'land-law' },
        as: me,
      })
    ).json().subject;
    const unlinked = (
      await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Misc' }, as: me })
    ).json().subject;
    const exam = async (subjectId?: string) => {
      const created = await t.request({
        method: 'POST',
        url: '/api/exams',
        payload: {
          title: 'FLK2',
          kind: 'mock',
          startsAt: new Date(Date.now() + 10 * 86_400_000).toISOString(),
          subjectId,
        },
        as: me,
      });
      const id = created.json().exam.id;
      return (await t.request({ method: 'GET', url: `/api/exams/${id}/readiness`, as: me })).json();
    };
    expect((await exam(subject.id)).sbaq).toEqual({ answered: 2, correct: 1 });
    expect((await exam()).sbaq).toEqual({ answered: 3, correct: 2 });
    expect((await exam(unlinked.id)).sbaq).toBeNull();
  });
});

describe('linking a subject to an FLK subject', () => {
  it('accepts the FLK ids and null, and refuses anything else', async () => {
    const me = await registerUser(t);
    const bad = await t.request({
      method: 'POST',
      url: '/api/subjects',
      payload: { name: 'X', flkSubject: 'astrology' },
      as: me,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0]).toMatchObject({
      path: 'flkSubject',
      message: 'Choose one of the SQE subjects.',
    });
    const made = (
      await t.request({
        method: 'POST',
        url: '/api/subjects',
        payload: { name: 'X', flkSubject: 'tort' },
        as: me,
      })
    ).json().subject;
    expect(made.flkSubject).toBe('tort');
    const unlinked = await t.request({
      method: 'PATCH',
      url: `/api/subjects/${made.id}`,
      payload: { flkSubject: null },
      as: me,
    });
    expect(unlinked.json().subject.flkSubject).toBeNull();
  });
});
