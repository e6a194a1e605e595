import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOwnedResource } from '../../../../tests/helpers/ownership';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { DEFAULT_SRS_SETTINGS } from '../../../shared/contracts/study';

let t: TestApp;
let owner: Client;
let intruder: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  intruder = await registerUser(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const inDays = (n: number) => new Date(Date.now() + n * DAY).toISOString();

const create = (as: Client, payload: object) => t.request({ method: 'POST', url: '/api/exams', payload, as });
async function makeExam(as: Client, payload: object) {
  const res = await create(as, { kind: 'mock', ...payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().exam;
}
async function makeSubject(as: Client, name: string, cards: number) {
  const subject = (await t.request({ method: 'POST', url: '/api/subjects', payload: { name }, as })).json()
    .subject;
  const topic = (
    await t.request({ method: 'POST', url: `/api/subjects/${subject.id}/topics`, payload: { name }, as })
  ).json().topic;
  for (let i = 0; i < cards; i++)
    await t.request({
      method: 'POST',
      url: `/api/topics/${topic.id}/flashcards`,
      payload: { kind: 'basic', front: `${name} Q${i}`, back: `A${i}` },
      as,
    });
  return { subject, topicId: topic.id as string };
}
const readinessOf = async (as: Client, id: string) =>
  (await t.request({ method: 'GET', url: `/api/exams/${id}/readiness`, as })).json();

describe('exams', () => {
  it('records, reads, changes and deletes an exam', async () => {
    const me = await registerUser(t);
    const { subject } = await makeSubject(me, 'Land law', 0);
    const exam = await makeExam(me, {
      title: '  FLK2 mock  ',
      kind: 'mock',
      startsAt: '2027-01-20T09:30:00.000Z',
      subjectId: subject.id,
      location: 'Pearson VUE, Holborn',
      notes: 'Bring ID.',
    });
    expect(exam).toMatchObject({
      title: 'FLK2 mock',
      kind: 'mock',
      startsAt: '2027-01-20T09:30:00.000Z',
      subjectId: subject.id,
      subjectName: 'Land law',
      location: 'Pearson VUE, Holborn',
      notes: 'Bring ID.',
    });
    const read = await t.request({ method: 'GET', url: `/api/exams/${exam.id}`, as: me });
    expect(read.json().exam).toEqual(exam);

    const patched = await t.request({
      method: 'PATCH',
      url: `/api/exams/${exam.id}`,
      payload: { kind: 'real', startsAt: '2027-01-21T13:00:00+00:00', location: '', subjectId: null },
      as: me,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().exam).toMatchObject({
      title: 'FLK2 mock',
      kind: 'real',
      startsAt: '2027-01-21T13:00:00.000Z',
      subjectId: null,
      subjectName: null,
      location: null,
      notes: 'Bring ID.',
    });

    expect((await t.request({ method: 'DELETE', url: `/api/exams/${exam.id}`, as: me })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: `/api/exams/${exam.id}`, as: me })).statusCode).toBe(404);
  });

  it('refuses invalid exams field by field', async () => {
    const res = await create(owner, {
      title: '',
      kind: 'final',
      startsAt: '20/01/2027',
      location: 'x'.repeat(201),
      notes: 'x'.repeat(5001),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_input');
    const paths = res.json().error.details.map((d: { path: string }) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['title', 'kind', 'startsAt', 'location', 'notes']));
    expect(
      (await create(owner, { title: 'x'.repeat(201), kind: 'real', startsAt: inDays(1) })).statusCode,
    ).toBe(400);
    const bad = await t.request({ method: 'GET', url: '/api/exams?upcoming=yes', as: owner });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a subject that is not the user's", async () => {
    const { subject } = await makeSubject(intruder, 'Not yours', 0);
    const res = await create(owner, {
      title: 'FLK1',
      kind: 'real',
      startsAt: inDays(3),
      subjectId: subject.id,
    });
    expect(res.statusCode).toBe(404);
  });

  it('lists upcoming exams soonest first and all exams newest first, page by page', async () => {
    const me = await registerUser(t);
    const past = await makeExam(me, { title: 'Past', startsAt: inDays(-5) });
    const later = await makeExam(me, { title: 'Later', startsAt: inDays(40) });
    const soon = await makeExam(me, { title: 'Soon', startsAt: inDays(2) });
    const middle = await makeExam(me, { title: 'Middle', startsAt: inDays(10) });
    const list = async (query: string) =>
      (await t.request({ method: 'GET', url: `/api/exams${query}`, as: me })).json();

    const upcoming = await list('?upcoming=true&limit=2');
    expect(upcoming.items.map((e: { id: string }) => e.id)).toEqual([soon.id, middle.id]);
    const rest = await list(`?upcoming=true&limit=2&cursor=${upcoming.nextCursor}`);
    expect(rest.items.map((e: { id: string }) => e.id)).toEqual([later.id]);
    expect(rest.nextCursor).toBeNull();

    const all = await list('');
    expect(all.items.map((e: { title: string }) => e.title)).toEqual(['Later', 'Middle', 'Soon', 'Past']);
    const firstPage = await list('?limit=3');
    const second = await list(`?limit=3&cursor=${firstPage.nextCursor}`);
    expect(second.items.map((e: { id: string }) => e.id)).toEqual([past.id]);
  });

  it("keeps another user's exam and its readiness private (404, nothing changes)", async () => {
    const exam = await makeExam(owner, { title: 'Private', startsAt: inDays(5) });
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/exams/${exam.id}`,
      listUrl: '/api/exams',
      mutations: [{ method: 'PATCH', payload: { title: 'Hijacked' } }, { method: 'DELETE' }],
    });
    const peek = await t.request({ method: 'GET', url: `/api/exams/${exam.id}/readiness`, as: intruder });
    expect(peek.statusCode).toBe(404);
    expect(peek.json().error.code).toBe('not_found');
  });
});

describe('exam readiness', () => {
  it('counts the cards of the subject due before the exam, mastery and a plan over the days left', async () => {
    const me = await registerUser(t);
    const { subject } = await makeSubject(me, 'Contract', 4);
    await makeSubject(me, 'Tort', 3); // other cards must not count
    const queue = (await t.request({ method: 'GET', url: `/api/study/queue?limit=50`, as: me })).json()
      .cards as Array<{ id: string; question: string }>;
    const contract = queue.filter((c) => c.question.startsWith('Contract'));
    // Good: back in 10 minutes (learning); Easy: into review some days ahead. Two stay new.
    for (const [card, rating] of [
      [contract[0]!, 3],
      [contract[1]!, 4],
    ] as const)
      await t.request({
        method: 'POST',
        url: '/api/study/reviews',
        payload: { cardId: card.id, rating, durationMs: 3000 },
        as: me,
      });

    const exam = await makeExam(me, { title: 'FLK1', startsAt: inDays(30), subjectId: subject.id });
    const r = await readinessOf(me, exam.id);
    expect(r).toMatchObject({
      scope: 'subject',
      cardsInSubject: 4,
      reviewsBeforeExam: 2,
      newCards: 2,
      dueBeforeExam: 4,
      newCardsNotPlanned: 0,
      newPerDay: DEFAULT_SRS_SETTINGS.newPerDay,
      mastery: 0,
      sbaq: null,
    });
    expect(r.daysLeft).toBeGreaterThanOrEqual(29);
    expect(r.plan).toHaveLength(r.daysLeft);
    const sum = (k: 'reviews' | 'newCards') =>
      r.plan.reduce((n: number, d: Record<string, number>) => n + d[k]!, 0);
    expect(sum('reviews')).toBe(2);
    expect(r.plan.slice(0, 2).map((d: { newCards: number }) => d.newCards)).toEqual([1, 1]);

    const everything = await readinessOf(me, (await makeExam(me, { title: 'All', startsAt: inDays(30) })).id);
    expect(everything).toMatchObject({ scope: 'all', cardsInSubject: 7, newCards: 5, dueBeforeExam: 7 });
  });

  it("keeps within the user's daily new-card limit", async () => {
    const me = await registerUser(t);
    const { subject } = await makeSubject(me, 'Trusts', 5);
    await t.request({
      method: 'PUT',
      url: '/api/study/settings',
      payload: { settings: { ...DEFAULT_SRS_SETTINGS, newPerDay: 2 } },
      as: me,
    });
    const exam = await makeExam(me, { title: 'Soon', startsAt: inDays(1), subjectId: subject.id });
    const r = await readinessOf(me, exam.id);
    expect(r.plan.reduce((n: number, d: { newCards: number }) => n + d.newCards, 0)).toBe(r.plan.length * 2);
    expect(r.newCardsNotPlanned).toBe(5 - r.plan.length * 2);
    expect(r.newPerDay).toBe(2);
  });

  it('has no plan once the exam has started', async () => {
    const me = await registerUser(t);
    const r = await readinessOf(me, (await makeExam(me, { title: 'Gone', startsAt: inDays(-1) })).id);
    expect(r).toMatchObject({ daysLeft: 0, plan: [], cardsInSubject: 0, mastery: 0 });
  });
});
