import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from '../../../../tests/helpers/fake-openai';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { readDataDir } from '../../platform/data-files';
import { loadLibraryData } from '../library';
import { sseEvents } from './sse.test-helper';

// The chats on the openai engine against a local Chat Completions server: a model that cites a case or a
// section that is not in the library has it removed before the user sees it, even split across chunks.

let fake: FakeOpenAi;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  t = await createTestApp({
    ai: { ...testConfig().ai, engine: 'openai', baseUrl: fake.url, apiKey: 'test-key', timeoutMs: 2_000 },
  });
  await loadLibraryData(t.database.db, readDataDir(testConfig().libraryDataDir));
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function userOn(plan: Plan) {
  const c = await registerUser(t);
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
  return c;
}
const ask = (kind: string, message: string, as: Client) =>
  t.request({ method: 'POST', url: `/api/chat/${kind}`, payload: { message }, as });
const textOf = (events: { event: string; data: { text?: string } }[]) =>
  events
    .filter((e) => e.event === 'text')
    .map((e) => e.data.text)
    .join('');

describe('citations from a model', () => {
  it('removes a made-up case citation and a marker with no passage, and keeps the real ones', async () => {
    const c = await userOn('PREMIUM');
    fake.reply({
      kind: 'stream',
      pieces: [
        'A manufacturer owes a duty to the consumer: Donoghue v Stevenson [19',
        '32] AC 562 [1]. The test was later refined in Caparo v Dickman [20',
        '19] UKSC 99 [',
        '7], and see s 99 Theft Act 1968.',
      ],
    });
    const res = await ask('case-law', 'What is the neighbour principle?', c);
    const events = sseEvents(res);
    const text = textOf(events);
    // The passages the model was given (the answer uses the case's other report, [1932] AC 562: also genuine) were library records, numbered as the answer cites them.
    const prompt = JSON.stringify(fake.requests.at(-1)!.body.messages);
    expect(prompt).toContain('[1] Donoghue v Stevenson [1932] UKHL 100');
    expect(text).toBe(
      'A manufacturer owes a duty to the consumer: Donoghue v Stevenson [1932] AC 562 [1]. The test was later refined in Caparo v Dickman, and see the Theft Act 1968.',
    );
    const citations = events.find((e) => e.event === 'citations')!.data.citations;
    expect(citations).toEqual([
      expect.objectContaining({
        marker: 1,
        title: 'Donoghue v Stevenson',
        href: '/case-law/donoghue-v-stevenson',
      }),
    ]);
    // What is kept is what was shown.
    const id = events.at(-1)!.data.conversation.id;
    const detail = (
      await t.request({ method: 'GET', url: `/api/chat/case-law/conversations/${id}`, as: c })
    ).json();
    expect(detail.messages[1]).toMatchObject({
      content: text,
      citations,
      engine: { kind: 'openai', model: testConfig().ai.model },
    });
  });

  it('leaves out a sentence naming a case that is neither in the passages nor in the library, and says so', async () => {
    const c = await userOn('PREMIUM');
    fake.reply({
      kind: 'stream',
      pieces: [
        'A manufacturer owes a duty to the consumer [1]. In Smith v Imagi',
        'nary Holdings the Supreme Court extended it to software. Caparo v Dickman later set out a three-stage test.',
      ],
    });
    const res = await ask('case-law', 'What is the neighbour principle?', c);
    const events = sseEvents(res);
    const text = textOf(events);
    expect(text).toBe(
      'A manufacturer owes a duty to the consumer [1]. Caparo v Dickman later set out a three-stage test.\n\n(Ratio left out a sentence that named a case found neither in the passages above nor in its library, so it could not be checked.)',
    );
    const id = events.at(-1)!.data.conversation.id;
    const detail = (
      await t.request({ method: 'GET', url: `/api/chat/case-law/conversations/${id}`, as: c })
    ).json();
    expect(detail.messages[1].content).toBe(text);
  });

  it('marks an answer cut off for length, keeps nothing and gives the use back', async () => {
    const c = await userOn('FREE');
    fake.reply({
      kind: 'stream',
      pieces: ['Theft is the dishonest appropriation ', 'of property belonging to'],
      finishReason: 'length',
    });
    const events = sseEvents(await ask('statute', 'What is theft?', c));
    expect(textOf(events)).toMatch(/belonging to\n\n\(The answer was cut off here: it is incomplete\.\)$/);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { message: MESSAGES.aiCutOff } });
    expect(events.some((e) => e.event === 'done')).toBe(false);
    const usage = (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();
    expect(usage.tools['statute-chat'].used).toBe(0);
    const list = await t.request({ method: 'GET', url: '/api/chat/statute/conversations', as: c });
    expect(list.json().items).toEqual([]);
  });

  it('reports a failed model call in the stream, keeps nothing and gives the use back', async () => {
    const c = await userOn('FREE');
    fake.reply(
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
      { kind: 'status', status: 500 },
    );
    const events = sseEvents(await ask('statute', 'What is theft?', c));
    expect(events.at(-1)!.event).toBe('error');
    expect(events.some((e) => e.event === 'done')).toBe(false);
    const usage = (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json();
    expect(usage.tools['statute-chat'].used).toBe(0);
    const list = await t.request({ method: 'GET', url: '/api/chat/statute/conversations', as: c });
    expect(list.json().items).toEqual([]);
  });
});
