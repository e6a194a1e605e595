import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeOpenAi, jsonReply, startFakeOpenAi } from '../../../../tests/helpers/fake-openai';
import {
  type Client,
  createTestApp,
  ORIGIN,
  registerUser,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { readDataDir } from '../../platform/data-files';
import { loadLibraryData } from '../library';

// The generators with AI_ENGINE=openai, against a local server speaking Chat Completions: the real route,
// the real engine, the real SDK. A failed model call must cost the user nothing; a closed page must stop it.

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    ai: {
      ...testConfig().ai,
      engine: 'openai',
      baseUrl: fake.url,
      apiKey: 'test-key',
      model: 'standard-model',
      modelUltra: 'ultra-model',
      timeoutMs: 1_500,
    },
  });
  await loadLibraryData(t.database.db, readDataDir(testConfig().libraryDataDir));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

async function userOn(plan: Plan) {
  const c = await registerUser(t);
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
  return c;
}
const post = (url: string, payload: object, as: Client) => t.request({ method: 'POST', url, payload, as });
const usageOf = async (c: Client) =>
  (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json().tools;
const passage = {
  sourceText: 'Consideration must move from the promisee (Tweddle v Atkinson (1861) 1 B & S 393).',
};
const card = {
  kind: 'basic',
  front: 'Must consideration move from the promisee?',
  back: 'Yes: Tweddle v Atkinson.',
};

describe('generators on the openai engine', () => {
  it('answer with the model’s checked cards and count the use; ULTRA gets the enhanced model', async () => {
    const premium = await userOn('PREMIUM');
    fake.reply(jsonReply({ cards: [card] }));
    const res = await post('/api/ai/flashcards', { ...passage, kinds: ['basic'] }, premium);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      items: [card],
      usage: { used: 1, limit: 5, remaining: 4 },
      generation: { id: expect.any(String), status: 'pending', createdAt: expect.any(String) },
      engine: { kind: 'openai', model: 'standard-model' },
    });
    // Kept with the engine and model that made it.
    const kept = await t.request({
      method: 'GET',
      url: `/api/ai/generations/${res.json().generation.id}`,
      as: premium,
    });
    expect(kept.json()).toMatchObject({
      engine: 'openai',
      model: 'standard-model',
      result: { items: [card] },
    });
    expect(fake.requests[0]!.body.model).toBe('standard-model');

    const ultra = await userOn('ULTRA');
    fake.reply(jsonReply({ title: 'Privity', body: '## Consideration\n\n- Must move from the promisee.' }));
    const note = await post('/api/ai/notes', passage, ultra);
    expect(note.json().note).toEqual({
      title: 'Privity',
      body: '## Consideration\n\n- Must move from the promisee.',
    });
    expect(fake.requests[1]!.body.model).toBe('ultra-model');
    // The preview names the model that wrote it.
    expect(note.json().engine).toEqual({ kind: 'openai', model: 'ultra-model' });
  });

  it('give the mind map’s nodes ids of their own', async () => {
    const c = await userOn('PREMIUM');
    fake.reply(
      jsonReply({
        title: 'Privity',
        root: {
          label: 'Privity',
          note: '',
          children: [{ label: 'Tweddle v Atkinson', note: 'A stranger cannot sue.', children: [] }],
        },
      }),
    );
    const { mindmap } = (await post('/api/ai/mindmaps', passage, c)).json();
    expect(mindmap.root).toMatchObject({
      id: expect.stringMatching(/^[a-z0-9]{10}$/),
      label: 'Privity',
      children: [
        {
          id: expect.stringMatching(/^[a-z0-9]{10}$/),
          label: 'Tweddle v Atkinson',
          note: 'A stranger cannot sue.',
          children: [],
        },
      ],
    });
    expect(mindmap.root.note).toBeUndefined();
  });

  it.each([
    [
      'two invalid answers',
      [
        { kind: 'json', content: 'not json' },
        { kind: 'json', content: '{"cards": []}' },
      ],
      MESSAGES.aiInvalidAnswer,
    ],
    ['a 429 from the model', [{ kind: 'status', status: 429 }], MESSAGES.aiUnavailable],
    ['a 500 from the model', [{ kind: 'status', status: 500 }], MESSAGES.aiUnavailable],
    [
      'an answer cut off for length twice',
      [
        { kind: 'json', content: '{"cards": [{"kind": "basic", "front": "Must', finishReason: 'length' },
        { kind: 'json', content: JSON.stringify({ cards: [card] }), finishReason: 'length' },
      ],
      MESSAGES.aiCutOff,
    ],
    [
      'a slow model',
      [{ kind: 'slow', delayMs: 4_000, reply: { kind: 'json', content: '{}' } }],
      MESSAGES.aiTimedOut,
    ],
  ] as const)('answer 503 with a clear message after %s, and charge nothing', async (_, replies, message) => {
    const c = await userOn('FREE');
    fake.reply(...replies);
    const res = await post('/api/ai/flashcards', passage, c);
    expect(res.statusCode).toBe(503);
    expect(res.json().error).toEqual({ code: 'unavailable', message });
    expect((await usageOf(c)).flashcards).toEqual({ used: 0, limit: 1, remaining: 1 });
  });
});

describe('cases the model names', () => {
  it('keep only cases found in the source or the library: an invented one is dropped with what it supports', async () => {
    const c = await userOn('UNLIMITED');
    const invented = 'Smith v Imaginary Ltd [2019] UKSC 99';
    fake.reply(
      jsonReply({
        cards: [
          card,
          { kind: 'basic', front: 'Who owes a duty of care?', back: 'Donoghue v Stevenson [1932] AC 562.' },
          { kind: 'basic', front: `What did ${invented} decide?`, back: 'That privity is dead.' },
          { kind: 'basic', front: 'Which case ended privity?', back: 'Smith v Imaginary Ltd.' },
          { kind: 'basic', front: 'Where is the rule?', back: 'Tweddle v Atkinson [2031] 9 QB 1.' },
        ],
      }),
    );
    const cards = (await post('/api/ai/flashcards', { ...passage, kinds: ['basic'] }, c)).json().items;
    // In the source; in the library (by another of its citations); invented name; invented citation.
    expect(cards.map((x: { front: string }) => x.front)).toEqual([card.front, 'Who owes a duty of care?']);

    fake.reply(
      jsonReply({
        title: 'Privity',
        body: `## Privity\n\n- Consideration must move from the promisee (Tweddle v Atkinson). ${invented} abolished the rule.\n- ${invented} is the leading case.\n\n## Cases mentioned\n\n- *Tweddle v Atkinson* (1861) 1 B & S 393\n- *Smith v Imaginary Ltd*`,
      }),
    );
    const note = (await post('/api/ai/notes', passage, c)).json().note;
    expect(note.body).toBe(
      '## Privity\n\n- Consideration must move from the promisee (Tweddle v Atkinson).\n\n## Cases mentioned\n\n- *Tweddle v Atkinson* (1861) 1 B & S 393',
    );

    fake.reply(
      jsonReply({
        title: 'Privity',
        root: {
          label: 'Privity',
          note: '',
          children: [
            {
              label: 'Tweddle v Atkinson',
              note: `A stranger cannot sue. Approved in ${invented}.`,
              children: [],
            },
            { label: invented, note: '', children: [{ label: 'Privity abolished', note: '', children: [] }] },
          ],
        },
      }),
    );
    const map = (await post('/api/ai/mindmaps', passage, c)).json().mindmap;
    expect(map.root.children).toHaveLength(1);
    expect(map.root.children[0]).toMatchObject({
      label: 'Tweddle v Atkinson',
      note: 'A stranger cannot sue.',
    });
  });
});

describe('sections the model names', () => {
  it('keep a section of a named act only if the source or the library has it', async () => {
    const c = await userOn('UNLIMITED');
    const source = {
      sourceText: `${passage.sourceText} Under section 5 of the Widgets Act 2001 a seller must label widgets.`,
    };
    const reply = (back: string, front = 'Where is the rule?') => ({ kind: 'basic', front, back });
    fake.reply(
      jsonReply({
        cards: [
          card,
          reply('Wills Act 1837, s 9.', 'Which section sets out how a will is signed and witnessed?'),
          reply('Widgets Act 2001, s 5.', 'Which section makes a seller label widgets?'),
          reply('s 99 of the Wills Act 1837.'),
          reply('Section 3 of the Imaginary Contracts Act 2019.'),
          reply('Under s 4 the promise binds.', 'What does the promisee get?'),
        ],
      }),
    );
    const cards = (await post('/api/ai/flashcards', { ...source, kinds: ['basic'] }, c)).json().items;
    // In the library; in the source (another way round); no such section; no such act; no act named.
    expect(cards.map((x: { front: string }) => x.front)).toEqual([
      card.front,
      'Which section sets out how a will is signed and witnessed?',
      'Which section makes a seller label widgets?',
      'What does the promisee get?',
    ]);
  });
});

describe('closing the page', () => {
  // Neither the model's answer nor the app's timeout comes before the test's own time runs out, so the call
  // can only have stopped because the page went.
  let patient: TestApp;
  beforeAll(async () => {
    patient = await createTestApp({ ai: { ...t.app.config.ai, timeoutMs: 600_000 } });
  });
  afterAll(async () => {
    await patient.close();
  });

  it('stops the model call and charges nothing', async () => {
    const c = await registerUser(patient);
    await patient.database.db.update(users).set({ plan: 'FREE' }).where(eq(users.id, c.user.id));
    const usageOnPatient = async (who: Client) =>
      (await patient.request({ method: 'GET', url: '/api/ai/usage', as: who })).json().tools;
    const address = await patient.app.listen({ port: 0, host: '127.0.0.1' });
    fake.reply({ kind: 'slow', delayMs: 60_000, reply: jsonReply({ cards: [card] }) });
    const before = fake.abandoned;
    const controller = new AbortController();
    const request = fetch(`${address}/api/ai/flashcards`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: `ratio_session=${c.cookie}` },
      body: JSON.stringify(passage),
      signal: controller.signal,
    }).catch((error: Error) => error);
    while (fake.requests.length === 0) await new Promise((r) => setTimeout(r, 10));
    controller.abort();
    expect(await request).toBeInstanceOf(Error);
    // The server hangs up on the model: nothing else would before the test timed out.
    await fake.waitForAbandoned(before + 1);
    expect(fake.abandoned).toBe(before + 1);
    // The use taken for the call is given back once the call has stopped.
    for (let i = 0; i < 50 && (await usageOnPatient(c)).flashcards.used !== 0; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect((await usageOnPatient(c)).flashcards.used).toBe(0);
  });
});
