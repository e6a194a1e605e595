import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { cards, practiceSessions, sbaqMocks, sbaqQuizzes, sbaqResults } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const readinessOf = async (as: Client) => {
  const res = await t.request({ method: 'GET', url: '/api/sqe/readiness', as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};
const post = async (as: Client, url: string, payload: object) => {
  const res = await t.request({ method: 'POST', url, payload, as });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const exam = (as: Client, title: string, days: number, subjectId?: string) =>
  post(as, '/api/exams', {
    title,
    kind: 'real',
    startsAt: new Date(Date.now() + days * DAY).toISOString(),
    subjectId,
  });

// Rows as a submitted quiz leaves them (the SBAQ feature writes the same ones).
async function quizResults(as: Client, subject: string, answered: number, correct: number) {
  const [quiz] = await t.database.db
    .insert(sbaqQuizzes)
    .values({ userId: as.user.id, subjects: [subject], questionIds: [], submittedAt: new Date() })
    .returning();
  await t.database.db.insert(sbaqResults).values(
    Array.from({ length: answered }, (_, i) => ({
      userId: as.user.id,
      quizId: quiz!.id,
      questionId: `${subject}-${i}`,
      subject,
      chosen: 'A',
      correct: i < correct,
    })),
  );
}

// A mock paper with the given session scores; a null score is a session started and not submitted.
async function mock(as: Client, paper: 'FLK1' | 'FLK2', scores: Array<number | null>) {
  const sessions = await Promise.all(
    scores.map(async (score) => {
      const [quiz] = await t.database.db
        .insert(sbaqQuizzes)
        .values({
          userId: as.user.id,
          subjects: ['contract'],
          questionIds: [],
          submittedAt: score === null ? null : new Date(),
          score,
        })
        .returning();
      return quiz!.id;
    }),
  );
  const [row] = await t.database.db
    .insert(sbaqMocks)
    .values({
      userId: as.user.id,
      paper,
      questionIds: Array.from({ length: 180 }, (_, i) => `q${i}`),
      session1Id: sessions[0],
      session2Id: sessions[1],
    })
    .returning();
  return row!.id;
}

describe('GET /api/sqe/readiness', () => {
  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/sqe/readiness' });
    expect(res.statusCode).toBe(401);
  });

  it('gives a new user no exam, no figures and a first step, not a wall of zeros', async () => {
    const me = await registerUser(t);
    const r = await readinessOf(me);
    expect(r.exam).toBeNull();
    expect(r.dueToday).toBe(0);
    expect(r.flk).toHaveLength(13);
    expect(r.flk.every((f: { sbaq: unknown }) => f.sbaq === null)).toBe(true);
    expect(r.mocks).toEqual([
      { paper: 'FLK1', latest: null },
      { paper: 'FLK2', latest: null },
    ]);
    expect(r.sqe2.every((s: { attempts: number }) => s.attempts === 0)).toBe(true);
    expect(r.today.map((x: { kind: string }) => x.kind)).toEqual(['sbaq', 'add-exam']);
  });

  it('uses the nearest SQE exam, not a nearer exam of something else, and counts only my own work', async () => {
    const me = await registerUser(t);
    const other = await registerUser(t);
    await exam(me, 'Contract module test', 3);
    const flk2 = (await exam(me, 'SQE1 FLK2', 20)).exam;
    await exam(me, 'SQE1 FLK1', 60);
    await exam(other, 'FLK1', 2);

    const land = (await post(me, '/api/subjects', { name: 'Land', flkSubject: 'land-law' })).subject;
    const topic = (await post(me, `/api/subjects/${land.id}/topics`, { name: 'Easements' })).topic;
    const due = (
      await post(me, `/api/topics/${topic.id}/flashcards`, { kind: 'basic', front: 'Q', back: 'A' })
    ).flashcard;
    await post(me, `/api/topics/${topic.id}/flashcards`, { kind: 'basic', front: 'Q2', back: 'A' });
    // One card in review and due since yesterday; the other still new.
    await t.database.db
      .update(cards)
      .set({ state: 2, due: new Date(Date.now() - DAY) })
      .where(eq(cards.flashcardId, due.id));

    await quizResults(me, 'land-law', 5, 2);
    await quizResults(me, 'trusts', 4, 4);
    await quizResults(other, 'criminal-law', 10, 0);
    const flk1Mock = await mock(me, 'FLK1', [50, 55]);
    await mock(other, 'FLK2', [10, null]);
    await t.database.db.insert(practiceSessions).values([
      {
        userId: me.user.id,
        tool: 'legal-writing',
        scenarioId: 'lw-1',
        scenarioTitle: 'A letter',
        practiceArea: 'wills',
        status: 'submitted',
        percent: 64,
      },
    ]);

    const r = await readinessOf(me);
    expect(r.exam).toMatchObject({
      id: flk2.id,
      title: 'SQE1 FLK2',
      kind: 'real',
      stage: 'SQE1',
      paper: 'FLK2',
      planToday: { reviews: 1 },
    });
    expect(r.exam.daysLeft).toBeGreaterThanOrEqual(19);
    expect(r.exam.daysLeft).toBeLessThanOrEqual(20);
    expect(r.dueToday).toBe(1);
    const byId = Object.fromEntries(r.flk.map((f: { id: string }) => [f.id, f]));
    expect(byId['land-law']).toMatchObject({ cardCount: 2, dueCount: 1, sbaq: { answered: 5, correct: 2 } });
    expect(byId['criminal-law'].sbaq).toBeNull();
    expect(r.mocks).toEqual([
      {
        paper: 'FLK1',
        latest: expect.objectContaining({ id: flk1Mock, sessionsDone: 2, percent: 58, verdict: 'above' }),
      },
      { paper: 'FLK2', latest: null },
    ]);
    expect(r.sqe2.find((s: { id: string }) => s.id === 'legal-writing')).toEqual({
      id: 'legal-writing',
      attempts: 1,
      averageScore: 0.64,
    });
    expect(r.today).toEqual([
      { kind: 'review', text: 'Review 1 due card', to: '/study-session' },
      { kind: 'mock', text: 'Sit a full FLK2 mock paper: two sessions of 90 questions', to: '/sqe/mocks' },
      {
        kind: 'sbaq',
        text: 'Take 10 SBAQs in Land law (your weakest: 40%)',
        to: '/ai/sbaqs/topics?subject=land-law',
      },
    ]);

    // The other user sees their own exam and unfinished mock, none of mine.
    const theirs = await readinessOf(other);
    expect(theirs.exam).toMatchObject({ title: 'FLK1', paper: 'FLK1' });
    expect(theirs.dueToday).toBe(0);
    expect(theirs.mocks[0].latest).toBeNull();
    expect(theirs.mocks[1].latest).toMatchObject({ sessionsDone: 1, percent: null, verdict: null });
    expect(theirs.today[0]).toMatchObject({ kind: 'mock', text: 'Sit session 2 of your FLK2 mock' });
    expect(theirs.flk.find((f: { id: string }) => f.id === 'land-law').sbaq).toBeNull();
  });

  it('takes an exam whose subject is linked to an FLK subject as an SQE1 one for its paper', async () => {
    const me = await registerUser(t);
    const tort = (await post(me, '/api/subjects', { name: 'Tort', flkSubject: 'tort' })).subject;
    await exam(me, 'End of term test', 10, tort.id);
    const r = await readinessOf(me);
    expect(r.exam).toMatchObject({ title: 'End of term test', stage: 'SQE1', paper: 'FLK1' });
  });

  it('ignores an exam already started', async () => {
    const me = await registerUser(t);
    await exam(me, 'SQE1', -1);
    expect((await readinessOf(me)).exam).toBeNull();
  });
});
