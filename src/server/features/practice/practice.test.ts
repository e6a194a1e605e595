import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOwnedResource } from '../../../../tests/helpers/ownership';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { PracticeSession, ScenarioSummary } from '../../../shared/contracts/practice';
import { MESSAGES } from '../../../shared/errors';
import { DEMO_TOOLS, PRACTICE_LIMITS, PRACTICE_TOOLS, WRITTEN_TOOLS } from '../../../shared/practice';
import { londonWeek } from '../../../shared/time';
import { practiceSessions } from '../../db/schema';
import { readBank, readBankDir } from '../sbaq';
import { FIXTURE_DIR, loadFixtureBank } from '../sbaq/test-support';
import { bank, practiceRequests, samplePairs, setPlan } from './test-support';

// The practice routes through the real HTTP stack on a real database, the real scenario bank and the local
// engine: starting, marking, conversations, history, limits, and what a hostile request gets.

let t: TestApp;
let r: ReturnType<typeof practiceRequests>;
beforeAll(async () => {
  t = await createTestApp();
  r = practiceRequests(t);
});
afterAll(() => t.close());

async function userOn(plan: 'FREE' | 'PREMIUM' | 'ULTRA' = 'ULTRA'): Promise<Client> {
  const c = await registerUser(t);
  if (plan !== 'FREE') await setPlan(t, c, plan);
  return c;
}
const firstOf = (tool: (typeof PRACTICE_TOOLS)[number]) => bank().forTool(tool)[0]!;
const strongOf = (tool: (typeof WRITTEN_TOOLS)[number]) => samplePairs(tool)[0]!;
const rowCount = async () => (await t.database.db.select({ n: count() }).from(practiceSessions))[0]!.n;

describe('scenarios', () => {
  it.each(PRACTICE_TOOLS)('lists the %s scenarios without their marking guides', async (tool) => {
    const c = await registerUser(t);
    const res = await t.request({ method: 'GET', url: `/api/practice/${tool}/scenarios`, as: c });
    expect(res.statusCode).toBe(200);
    const items: ScenarioSummary[] = res.json().items;
    expect(items.length).toBeGreaterThanOrEqual(8);
    expect(items.every((s) => s.tool === tool)).toBe(true);
    const one = await t.request({
      method: 'GET',
      url: `/api/practice/${tool}/scenarios/${items[0]!.id}`,
      as: c,
    });
    expect(one.statusCode).toBe(200);
    const scenario = one.json().scenario;
    expect(scenario.task.length).toBeGreaterThan(40);
    expect(scenario.criteria.length).toBeGreaterThanOrEqual(3);
    // The guide's points, the client's facts and the judge's questions would give the answers away.
    expect(one.body).not.toMatch(/"(cues|points|facts|interventions|modelAnswer|answerCues)":/);
  });

  it('answers 404 for an unknown scenario or one of another tool, 400 for an unknown tool, 401 for a visitor', async () => {
    const c = await registerUser(t);
    const other = firstOf('legal-drafting').id;
    const get = (url: string, as?: Client) => t.request({ method: 'GET', url, ...(as ? { as } : {}) });
    expect((await get('/api/practice/legal-writing/scenarios/legal-writing-99', c)).statusCode).toBe(404);
    const wrongTool = await get(`/api/practice/legal-writing/scenarios/${other}`, c);
    expect(wrongTool.statusCode).toBe(404);
    expect(wrongTool.json().error.message).toBe(MESSAGES.practiceScenarioNotFound);
    const badTool = await get('/api/practice/poetry/scenarios', c);
    expect(badTool.statusCode).toBe(400);
    expect(badTool.json().error.details[0].path).toBe('tool');
    expect((await get('/api/practice/legal-writing/scenarios/legal%20writing', c)).statusCode).toBe(400);
    expect((await get('/api/practice/legal-writing/scenarios')).statusCode).toBe(401);
  });

  it('documents every practice and demo route in the OpenAPI document', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    const paths = Object.keys(doc.paths).filter((p) => /^\/api\/(practice|demo)\//.test(p));
    expect(paths.sort()).toEqual([
      '/api/demo/sbaq',
      '/api/demo/sbaq/feedback',
      '/api/demo/{tool}',
      '/api/demo/{tool}/feedback',
      '/api/practice/{tool}/scenarios',
      '/api/practice/{tool}/scenarios/{scenarioId}',
      '/api/practice/{tool}/sessions',
      '/api/practice/{tool}/sessions/{id}',
      '/api/practice/{tool}/sessions/{id}/submit',
      '/api/practice/{tool}/sessions/{id}/turns',
    ]);
  });
});

describe('a written attempt', () => {
  it.each(WRITTEN_TOOLS)(
    '%s: marks the answer at once, stores it, and lists it in the history',
    async (tool) => {
      const c = await userOn('PREMIUM');
      const { scenarioId, strong } = strongOf(tool);
      const session = await r.started(c, tool, {
        scenarioId,
        answer: strong.answer,
        timed: true,
        secondsTaken: 1500,
      });
      expect(session).toMatchObject({
        tool,
        scenarioId,
        status: 'submitted',
        timed: true,
        answer: strong.answer.trim(),
      });
      const fb = session.feedback!;
      expect(fb.engine).toBe('local');
      expect(fb.model).toBeNull();
      expect(fb.criteria.map((x) => x.id)).toEqual(
        bank()
          .byId.get(scenarioId)!
          .guide.criteria.map((x) => x.id),
      );
      for (const x of fb.criteria) expect(x.reasons.length).toBeGreaterThan(0);
      expect(fb.modelAnswer).toEqual(bank().byId.get(scenarioId)!.modelAnswer);
      expect(session.percent).toBe(fb.percent);
      expect(session.grade).toBe(fb.grade);

      const again = await r.get(c, tool, session.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().session).toEqual(session);
      const history = (await r.history(c, tool)).json();
      expect(history.items).toHaveLength(1);
      expect(history.items[0]).toMatchObject({ id: session.id, percent: fb.percent, grade: fb.grade });
      expect((await r.usage(c))[tool]).toMatchObject({ used: 1, limit: 3, remaining: 2 });
    },
  );

  it('scores a strong answer clearly above a weak one through the route', async () => {
    const c = await userOn();
    const { scenarioId, strong, weak } = strongOf('legal-writing');
    const good = await r.started(c, 'legal-writing', { scenarioId, answer: strong.answer });
    const poor = await r.started(c, 'legal-writing', { scenarioId, answer: weak.answer });
    expect(good.percent! - poor.percent!).toBeGreaterThanOrEqual(20);
  });

  it('refuses bad input with a clear message and takes no use for it', async () => {
    const c = await registerUser(t); // FREE: one practice use a week
    const scenarioId = firstOf('legal-writing').id;
    const before = await rowCount();
    const cases: [object, string, string][] = [
      [{ scenarioId }, 'answer', MESSAGES.practiceAnswerNeeded],
      [{ scenarioId, answer: '   ' }, 'answer', 'Write your answer before submitting.'],
      [
        { scenarioId, answer: 'x'.repeat(PRACTICE_LIMITS.answerChars + 1) },
        'answer',
        `An answer can be at most ${PRACTICE_LIMITS.answerChars} characters.`,
      ],
      [
        { scenarioId: 'DROP TABLE', answer: 'Dear Sir' },
        'scenarioId',
        'Must be a scenario id such as legal-writing-01.',
      ],
      // 50,000 words: far over the limit, refused before anything is marked.
      [{ scenarioId, answer: 'The covenant binds you. '.repeat(12_500) }, 'answer', ''],
      [
        {
          scenarioId,
          answer:
            "Madame, nous avons bien reçu votre courrier concernant l'alliance restrictive. La clause interdit toute construction sans le consentement préalable du vendeur, et nous vous conseillons de souscrire une assurance avant l'échange des contrats.",
        },
        'answer',
        MESSAGES.practiceNotEnglish,
      ],
      [{ scenarioId, answer: 'Dear Sir', timed: 'yes' }, 'timed', ''],
      [{ scenarioId, answer: 'Dear Sir', secondsTaken: -1 }, 'secondsTaken', ''],
    ];
    for (const [payload, path, message] of cases) {
      const res = await r.start(c, 'legal-writing', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const detail = res.json().error.details.find((d: { path: string }) => d.path === path);
      expect(detail, res.body).toBeDefined();
      if (message) expect(detail.message).toBe(message);
    }
    const unknown = await r.start(c, 'legal-writing', { scenarioId: 'legal-writing-99', answer: 'Dear Sir' });
    expect(unknown.statusCode).toBe(404);
    const early = await r.start(c, 'interviewing', {
      scenarioId: firstOf('interviewing').id,
      answer: 'Note',
    });
    expect(early.statusCode).toBe(400);
    expect(early.json().error.details[0].message).toBe(MESSAGES.practiceNoAnswerYet);
    expect(await rowCount()).toBe(before);
    expect((await r.usage(c))['legal-writing'].used).toBe(0);
  });

  it('stops at the weekly limit with the time it resets, and a conversation cannot be sent an answer later', async () => {
    const c = await registerUser(t);
    const { scenarioId, weak } = strongOf('legal-drafting');
    await r.started(c, 'legal-drafting', { scenarioId, answer: weak.answer });
    const refused = await r.start(c, 'legal-drafting', { scenarioId, answer: weak.answer });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'limit_reached', message: MESSAGES.limitReached });
    expect(refused.json().error.resetsAt).toBe(londonWeek(new Date()).end.toISOString());
    // Each tool has its own allowance.
    const other = await r.start(c, 'legal-writing', {
      scenarioId: firstOf('legal-writing').id,
      answer: weak.answer,
    });
    expect(other.statusCode).toBe(201);
    const turn = await r.turn(c, 'legal-writing', other.json().session.id, 'Hello');
    expect(turn.statusCode).toBe(400);
    expect(turn.json().error.details[0].message).toBe(MESSAGES.practiceNotConversation);
  });

  it("keeps each user's attempts to themselves", async () => {
    const owner = await userOn();
    const intruder = await userOn();
    const { scenarioId, weak } = strongOf('case-analysis');
    const s = await r.started(owner, 'case-analysis', { scenarioId, answer: weak.answer });
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/practice/case-analysis/sessions/${s.id}`,
      listUrl: '/api/practice/case-analysis/sessions',
      mutations: [],
    });
    // The same id under another tool is not found either.
    expect((await r.get(owner, 'legal-writing', s.id)).statusCode).toBe(404);
    expect((await r.get(owner, 'case-analysis', 'not-a-uuid')).statusCode).toBe(400);
  });

  it('pages the history newest first', async () => {
    const c = await userOn();
    const scenarioId = firstOf('legal-writing').id;
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (await r.started(c, 'legal-writing', { scenarioId, answer: `Dear Ms Smith, attempt ${i}.` })).id,
      );
    const first = (await r.history(c, 'legal-writing', '?limit=2')).json();
    expect(first.items.map((x: PracticeSession) => x.id)).toEqual([ids[2], ids[1]]);
    const second = (await r.history(c, 'legal-writing', `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((x: PracticeSession) => x.id)).toEqual([ids[0]]);
    expect(second.nextCursor).toBeNull();
    expect((await r.history(c, 'legal-writing', '?cursor=garbage')).statusCode).toBe(400);
    expect((await r.history(c, 'legal-writing', '?limit=500')).statusCode).toBe(400);
  });
});

describe('an interview', () => {
  const scenario = () => firstOf('interviewing');

  it('starts with the client speaking, answers questions with facts asked about, and marks the note', async () => {
    const c = await userOn('PREMIUM');
    const s = await r.started(c, 'interviewing', { scenarioId: scenario().id, timed: true });
    expect(s.status).toBe('in_progress');
    expect(s.transcript).toEqual([
      expect.objectContaining({ role: 'client', text: scenario().client!.opening }),
    ]);
    expect(s.deadline).not.toBeNull();
    expect((await r.usage(c)).interviewing.used).toBe(1);

    const fact = scenario().client!.facts.find((f) => !f.open)!;
    const question = `Can you tell me about ${fact.cues[0]!.join(' ')}?`;
    const asked = await r.turn(c, 'interviewing', s.id, question);
    expect(asked.statusCode, asked.body).toBe(200);
    const transcript = asked.json().session.transcript;
    expect(transcript).toHaveLength(3);
    expect(transcript[1]).toMatchObject({ role: 'candidate', text: question });
    expect(transcript[2].role).toBe('client');
    expect(transcript[2].text).toContain(fact.text);

    const noNote = await r.submit(c, 'interviewing', s.id, {});
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.details[0].message).toBe(MESSAGES.practiceNoteNeeded);

    const done = await r.submit(c, 'interviewing', s.id, { answer: 'Attendance note: client attended.' });
    expect(done.statusCode, done.body).toBe(200);
    const session: PracticeSession = done.json().session;
    expect(session.status).toBe('submitted');
    expect(session.feedback!.measures.length).toBeGreaterThan(0);
    // Finishing twice gives the same feedback; the conversation is closed; the use was counted once.
    expect((await r.submit(c, 'interviewing', s.id, { answer: 'Another note' })).json().session).toEqual(
      session,
    );
    const late = await r.turn(c, 'interviewing', s.id, 'One more thing?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MESSAGES.practiceSubmitted);
    expect((await r.usage(c)).interviewing.used).toBe(1);
  });

  it('refuses empty or oversized turns, and turns once time is up', async () => {
    const c = await userOn();
    const s = await r.started(c, 'interviewing', { scenarioId: scenario().id, timed: true });
    expect((await r.turn(c, 'interviewing', s.id, '   ')).statusCode).toBe(400);
    const long = await r.turn(c, 'interviewing', s.id, 'x'.repeat(PRACTICE_LIMITS.turnChars + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details[0].message).toBe(
      `One turn can be at most ${PRACTICE_LIMITS.turnChars} characters.`,
    );
    await t.database.db.update(practiceSessions).set({ deadline: new Date(Date.now() - 60_000) });
    const late = await r.turn(c, 'interviewing', s.id, 'What happened next?');
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(MESSAGES.practiceTimeUp);
    // The note can still be written after time is up.
    expect((await r.submit(c, 'interviewing', s.id, { answer: 'Note.' })).statusCode).toBe(200);
  });

  it('keeps a conversation to its owner', async () => {
    const owner = await userOn();
    const intruder = await userOn();
    const s = await r.started(owner, 'interviewing', { scenarioId: scenario().id });
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/practice/interviewing/sessions/${s.id}`,
      listUrl: '/api/practice/interviewing/sessions',
      mutations: [
        { method: 'POST', url: `/api/practice/interviewing/sessions/${s.id}/turns`, payload: { text: 'Hi' } },
        {
          method: 'POST',
          url: `/api/practice/interviewing/sessions/${s.id}/submit`,
          payload: { answer: 'Stolen note' },
        },
      ],
    });
  });
});

describe('a hearing', () => {
  it('has the judge intervene when the submissions touch a trigger, and marks the answers to the judge', async () => {
    const c = await userOn();
    const scenario = bank()
      .forTool('advocacy')
      .find((s) => s.judge!.interventions.some((i) => i.trigger))!;
    const intervention = scenario.judge!.interventions.find((i) => i.trigger)!;
    const s = await r.started(c, 'advocacy', { scenarioId: scenario.id });
    expect(s.transcript).toEqual([]);
    expect(s.scenario.judge).toMatchObject({ name: scenario.judge!.name, address: scenario.judge!.address });

    const nothing = await r.submit(c, 'advocacy', s.id, {});
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().error.details[0].message).toBe(MESSAGES.practiceNothingSaid);

    const words = `${scenario.judge!.address}, I appear for the applicant. ${intervention.trigger![0]!.join(' ')}.`;
    const res = await r.turn(c, 'advocacy', s.id, words);
    expect(res.statusCode, res.body).toBe(200);
    const judge = res.json().session.transcript[1];
    expect(judge).toMatchObject({
      role: 'judge',
      text: intervention.question,
      interventionId: intervention.id,
    });

    await r.turn(c, 'advocacy', s.id, intervention.answerCues[0]!.join(' '));
    const done = await r.submit(c, 'advocacy', s.id, {});
    expect(done.statusCode, done.body).toBe(200);
    const fb = done.json().session.feedback;
    expect(fb.criteria.length).toBe(scenario.guide.criteria.length);
  });
});

describe('the demos', () => {
  it.each(DEMO_TOOLS)(
    '%s: a visitor gets the sample and real feedback, and nothing is stored',
    async (tool) => {
      const visitor = (opts: object) =>
        t.request({ ...(opts as object), method: 'GET', url: `/api/demo/${tool}` });
      const res = await visitor({});
      expect(res.statusCode).toBe(200);
      const scenario = res.json().scenario;
      expect(scenario.id).toBe(bank().demo(tool)!.id);
      expect(res.body).not.toMatch(/"(cues|points|modelAnswer)":/);
      const before = await rowCount();
      const answer = samplePairs(tool).find((p) => p.scenarioId === scenario.id)!.strong.answer;
      const marked = await t.request({
        method: 'POST',
        url: `/api/demo/${tool}/feedback`,
        payload: { answer },
      });
      expect(marked.statusCode, marked.body).toBe(200);
      expect(marked.json().feedback.percent).toBeGreaterThan(40);
      expect(await rowCount()).toBe(before);
    },
  );

  it('refuses unknown tools and empty answers', async () => {
    expect((await t.request({ method: 'GET', url: '/api/demo/interviewing' })).statusCode).toBe(400);
    const empty = await t.request({
      method: 'POST',
      url: '/api/demo/legal-writing/feedback',
      payload: { answer: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details[0].message).toBe(MESSAGES.practiceAnswerNeeded);
  });

  it('gives fixed SBAQ questions without answers, one per demo subject, and marks them', async () => {
    const empty = await t.request({ method: 'GET', url: '/api/demo/sbaq' });
    expect(empty.statusCode).toBe(404); // no bank loaded yet
    await loadFixtureBank(t);
    const res = await t.request({ method: 'GET', url: '/api/demo/sbaq' });
    expect(res.statusCode).toBe(200);
    const questions = res.json().questions as { id: string; subject: string }[];
    // The fixture bank holds contract, tort and criminal law of the five demo subjects.
    expect(questions.map((q) => q.subject)).toEqual(['contract', 'tort', 'criminal-law']);
    expect(res.body).not.toMatch(/explanation|"answer"/);
    const fixture = new Map(readBank(readBankDir(FIXTURE_DIR)).map((q) => [q.id, q]));
    const answers = { [questions[0]!.id]: fixture.get(questions[0]!.id)!.answer };
    const marked = await t.request({ method: 'POST', url: '/api/demo/sbaq/feedback', payload: { answers } });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ score: 1, total: 3, percent: 33 });
    expect(marked.json().questions[1]).toMatchObject({ chosen: null, correct: false });
    expect(marked.json().questions[0].options[0].explanation.length).toBeGreaterThan(10);
    const bad = await t.request({
      method: 'POST',
      url: '/api/demo/sbaq/feedback',
      payload: { answers: { x: 'Z' } },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the demo limit per visitor', () => {
  let limited: TestApp;
  beforeAll(async () => {
    const { DEFAULT_RATE_LIMITS } = await import('../../config');
    limited = await createTestApp({ rateLimits: { ...DEFAULT_RATE_LIMITS } });
  });
  afterAll(() => limited.close());

  it(`allows ${PRACTICE_LIMITS.demoPerHour} markings an hour from one address, then explains`, async () => {
    const post = () =>
      limited.request({
        method: 'POST',
        url: '/api/demo/legal-drafting/feedback',
        payload: { answer: '1. The Buyer shall pay the Price.' },
      });
    for (let i = 0; i < PRACTICE_LIMITS.demoPerHour; i++) expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'rate_limited', message: MESSAGES.demoRateLimited });
    // The hourly window ends on the hour.
    const hour = 3_600_000;
    expect(refused.json().error.resetsAt).toBe(new Date(Math.ceil(Date.now() / hour) * hour).toISOString());
  });
});
