import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { readDataDir } from '../../platform/data-files';
import { loadLibraryData } from '../library';
import { sseEvents } from './sse.test-helper';

// The chats over HTTP with the local engine and the starter library: validation, the stream, what is kept,
// ownership, the weekly limit and the assistant's plan gate.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await loadLibraryData(t.database.db, readDataDir(testConfig().libraryDataDir));
});
afterAll(() => t.close());

async function userOn(plan: Plan) {
  const c = await registerUser(t);
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
  return c;
}
const ask = (kind: string, payload: object, as: Client) =>
  t.request({ method: 'POST', url: `/api/chat/${kind}`, payload, as });
const get = (url: string, as: Client) => t.request({ method: 'GET', url, as });

describe('asking', () => {
  it('refuses an empty, too long or malformed question and an unknown chat before streaming', async () => {
    const c = await userOn('PREMIUM');
    for (const payload of [
      { message: '   ' },
      { message: 'x'.repeat(2001) },
      {},
      { message: 'hi', conversationId: 'nope' },
    ]) {
      const res = await ask('case-law', payload, c);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
    }
    const wrongKind = await ask('contract', { message: 'What is an offer?' }, c);
    expect(wrongKind.statusCode).toBe(400);
    const anon = await t.request({ method: 'POST', url: '/api/chat/case-law', payload: { message: 'hi' } });
    expect(anon.statusCode).toBe(401);
  });

  it('streams an answer that cites library cases, then its citations, then what was kept', async () => {
    const c = await userOn('PREMIUM');
    const res = await ask('case-law', { message: 'What is the neighbour principle in negligence?' }, c);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = sseEvents(res);
    const names = events.map((e) => e.event);
    expect(names.at(-2)).toBe('citations');
    expect(names.at(-1)).toBe('done');
    expect(names.slice(0, -2).every((n) => n === 'text')).toBe(true);
    const text = events
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join('');
    expect(text).toContain('Donoghue v Stevenson');
    const citations = events.at(-2)!.data.citations;
    const donoghue = citations.find((x: { title: string }) => x.title === 'Donoghue v Stevenson');
    expect(donoghue).toMatchObject({ kind: 'case', href: '/case-law/donoghue-v-stevenson' });
    expect(text).toContain(`[${donoghue.marker}]`);
    // Every citation is a library case that really exists.
    for (const x of citations) {
      const page = await get(`/api/cases/${x.id}`, c);
      expect(page.statusCode).toBe(200);
      expect(page.json().case.name).toBe(x.title);
    }
  });

  it('keeps conversations, continues one, lists them newest first and pages them', async () => {
    const c = await userOn('UNLIMITED');
    const first = sseEvents(await ask('statute', { message: 'What is theft under the Theft Act 1968?' }, c));
    const done = first.at(-1)!.data;
    expect(done.conversation).toMatchObject({
      kind: 'statute',
      title: 'What is theft under the Theft Act 1968?',
    });
    const cited = first.at(-2)!.data.citations;
    expect(cited.length).toBeGreaterThan(0);
    expect(cited[0].href).toMatch(/^\/statute\/theft-act-1968\//);
    const again = sseEvents(
      await ask('statute', { message: 'And robbery?', conversationId: done.conversation.id }, c),
    );
    expect(again.at(-1)!.data.conversation.id).toBe(done.conversation.id);
    sseEvents(
      await ask('statute', { message: 'What does the Fraud Act 2006 say about false representation?' }, c),
    );

    const list = (await get('/api/chat/statute/conversations?limit=1', c)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0].title).toMatch(/Fraud Act/);
    const next = (await get(`/api/chat/statute/conversations?limit=1&cursor=${list.nextCursor}`, c)).json();
    expect(next.items[0].id).toBe(done.conversation.id);
    expect(next.nextCursor).toBeNull();
    expect((await get('/api/chat/case-law/conversations', c)).json().items).toEqual([]);

    const detail = (await get(`/api/chat/statute/conversations/${done.conversation.id}`, c)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    expect(detail.messages[0].content).toBe('What is theft under the Theft Act 1968?');
    expect(detail.messages[1].citations).toEqual(cited);
    // Each answer says what wrote it, in the stream and when read back; a question has no engine.
    expect(done.engine).toEqual({ kind: 'local', model: null });
    expect(detail.messages.map((m: { engine: unknown }) => m.engine)).toEqual([
      null,
      { kind: 'local', model: null },
      null,
      { kind: 'local', model: null },
    ]);
  });

  it("answers 404 for another user's conversation, to read or to continue", async () => {
    const owner = await userOn('PREMIUM');
    const other = await userOn('PREMIUM');
    const done = sseEvents(await ask('case-law', { message: 'Is an advertisement an offer?' }, owner)).at(
      -1,
    )!.data;
    const id = done.conversation.id;
    expect((await get(`/api/chat/case-law/conversations/${id}`, other)).statusCode).toBe(404);
    expect((await get(`/api/chat/statute/conversations/${id}`, owner)).statusCode).toBe(404);
    const res = await ask('case-law', { message: 'And acceptance?', conversationId: id }, other);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MESSAGES.chatConversationNotFound);
    expect((await get('/api/chat/case-law/conversations', other)).json().items).toEqual([]);
  });
});

describe('the right authority, or an honest no', () => {
  const answerOf = (events: ReturnType<typeof sseEvents>) => ({
    text: events
      .filter((e) => e.event === 'text')
      .map((e) => e.data.text)
      .join(''),
    citations: events.find((e) => e.event === 'citations')!.data.citations as { title: string }[],
  });

  it('says the library does not cover a question outside it, cites nothing and takes no use', async () => {
    const c = await userOn('FREE');
    for (const [kind, message] of [
      ['case-law', 'Who won the 2022 football World Cup?'],
      ['statute', 'What is the speed limit on a German autobahn?'],
    ] as const) {
      const answer = answerOf(sseEvents(await ask(kind, { message }, c)));
      expect(answer.text).toMatch(/^Ratio’s library does not cover this question/);
      expect(answer.citations).toEqual([]);
      expect(answer.text).not.toMatch(/\[\d+\]/);
    }
    const tools = (await get('/api/ai/usage', c)).json().tools;
    expect(tools['case-law-chat'].used).toBe(0);
    expect(tools['statute-chat'].used).toBe(0);
    // The honest floor does not use up the FREE week: a real question still gets its answer.
    const real = answerOf(
      sseEvents(await ask('case-law', { message: 'What is the test for capacity to make a will?' }, c)),
    );
    const cited = real.citations.map((x) => x.title);
    expect(cited).toContain('Banks v Goodfellow');
    expect(cited).not.toContain('McPhail v Doulton');
  });

  it('finds the authority a question names in the way students write it, with whole passages', async () => {
    const c = await userOn('UNLIMITED');
    for (const [message, title] of [
      ['What formalities must a will satisfy?', 'Wills Act 1837, s 9'],
      ['What does section 172 of the Companies Act require of directors?', 'Companies Act 2006, s 172'],
      ['CA 2006 s 172', 'Companies Act 2006, s 172'],
      ['s.9 WA 1837', 'Wills Act 1837, s 9'],
    ]) {
      const answer = answerOf(sseEvents(await ask('statute', { message }, c)));
      expect(answer.citations[0]?.title, `${message}: ${answer.text}`).toBe(title);
      // The local engine quotes whole sentences of its passages: nothing is clipped mid-sentence.
      expect(answer.text).not.toContain('…');
    }
  });
});

describe('limits and plans', () => {
  it("counts a FREE user's case-law questions: the second in a week is refused with 429", async () => {
    const c = await userOn('FREE');
    expect((await ask('case-law', { message: 'What is consideration?' }, c)).statusCode).toBe(200);
    const usage = (await get('/api/ai/usage', c)).json().tools['case-law-chat'];
    expect(usage).toMatchObject({ used: 1, limit: 1, remaining: 0 });
    const res = await ask('case-law', { message: 'What is promissory estoppel?' }, c);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatchObject({ code: 'limit_reached', resetsAt: expect.any(String) });
    // The statute chat has its own allowance.
    expect((await ask('statute', { message: 'What is burglary?' }, c)).statusCode).toBe(200);
  });

  it('refuses the assistant to FREE and BASIC with 403 and answers PREMIUM from notes and the library', async () => {
    for (const plan of ['FREE', 'BASIC'] as const) {
      const res = await ask('assistant', { message: 'What is a duty of care?' }, await userOn(plan));
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({ code: 'forbidden', message: MESSAGES.chatAssistantPlan });
    }
    const c = await userOn('PREMIUM');
    const note = await t.request({
      method: 'POST',
      url: '/api/notes',
      payload: {
        title: 'Remoteness in contract',
        body: 'Remoteness of damage: losses within the reasonable contemplation of the parties are recoverable.',
      },
      as: c,
    });
    expect(note.statusCode).toBe(201);
    const events = sseEvents(
      await ask('assistant', { message: 'Explain remoteness of damage in contract' }, c),
    );
    expect(events.at(-1)!.event).toBe('done');
    const citations = events.at(-2)!.data.citations;
    expect(
      citations.some(
        (x: { kind: string; href: string }) =>
          x.kind === 'note' && x.href === `/notes/${note.json().note.id}`,
      ),
    ).toBe(true);
    // Not counted against any weekly allowance.
    const tools = (await get('/api/ai/usage', c)).json().tools;
    expect(tools['case-law-chat'].used + tools['statute-chat'].used).toBe(0);
  });
});
