import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PASSAGE } from '../../../../tests/fixtures/ai/passages';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { mindMapRoot } from '../../../shared/contracts/mindmaps';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { testConfig } from '../../config';
import { users } from '../../db/schema';
import { readDataDir } from '../../platform/data-files';
import { loadLibraryData } from '../library';

// The three generators over HTTP with the default local engine: validation, the weekly limit, whose sources
// may be read, and results good enough to save as they are.

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
const post = (url: string, payload: unknown, as?: Client) =>
  t.request({ method: 'POST', url, payload: payload as object, as });
const usageOf = async (c: Client) =>
  (await t.request({ method: 'GET', url: '/api/ai/usage', as: c })).json().tools;

describe('generator requests', () => {
  it('need a session and exactly one source, with messages saying what is wrong', async () => {
    const c = await userOn('PREMIUM');
    expect((await post('/api/ai/flashcards', { sourceText: 'x' })).statusCode).toBe(401);
    for (const body of [{}, { sourceText: CONTRACT_PASSAGE, caseId: 'carlill-v-carbolic-smoke-ball-co' }]) {
      const res = await post('/api/ai/notes', body, c);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.details).toContainEqual({ path: 'sourceText', message: MESSAGES.aiOneSource });
    }
    const cases: Array<[unknown, string]> = [
      [{ sourceText: 'a'.repeat(100_001) }, 'sourceText'],
      [{ sourceText: '   ' }, 'sourceText'],
      [{ noteId: 'not-an-id' }, 'noteId'],
      [{ caseId: '../../etc/passwd' }, 'caseId'],
      [{ sourceText: CONTRACT_PASSAGE, count: 0 }, 'count'],
      [{ sourceText: CONTRACT_PASSAGE, count: 41 }, 'count'],
      [{ sourceText: CONTRACT_PASSAGE, kinds: [] }, 'kinds'],
      [{ sourceText: CONTRACT_PASSAGE, kinds: ['essay'] }, 'kinds.0'],
    ];
    for (const [body, path] of cases) {
      const res = await post('/api/ai/flashcards', body, c);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('invalid_input');
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    expect((await usageOf(c)).flashcards.used).toBe(0);
  });
});

describe('generating', () => {
  it('turns a pasted passage into cards that include its holdings, and counts one use', async () => {
    const c = await userOn('PREMIUM');
    const res = await post('/api/ai/flashcards', { sourceText: CONTRACT_PASSAGE, count: 12 }, c);
    expect(res.statusCode).toBe(200);
    const { items, usage } = res.json();
    expect(items.length).toBeGreaterThan(5);
    expect(items.length).toBeLessThanOrEqual(12);
    expect(items).toContainEqual({
      kind: 'basic',
      front: 'What did the Court of Appeal hold in Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256?',
      back: 'An advertisement could amount to a unilateral offer to the whole world.',
    });
    expect(usage).toEqual({ used: 1, limit: 5, remaining: 4 });

    // What was shown can be saved as it is, through the ordinary flashcards API.
    const { subject } = (await post('/api/subjects', { name: 'Contract' }, c)).json();
    const { topic } = (await post(`/api/subjects/${subject.id}/topics`, { name: 'Formation' }, c)).json();
    for (const card of items)
      expect((await post(`/api/topics/${topic.id}/flashcards`, card, c)).statusCode).toBe(201);
  });

  it('makes a note with the cases and provisions the text mentions', async () => {
    const c = await userOn('BASIC');
    const res = await post('/api/ai/notes', { sourceText: CONTRACT_PASSAGE, title: 'Contract revision' }, c);
    expect(res.statusCode).toBe(200);
    const { note, usage } = res.json();
    expect(note.title).toBe('Contract revision');
    expect(note.body).toContain('## Cases mentioned');
    expect(note.body).toContain('- *Hyde v Wrench* (1840) 3 Beav 334');
    expect(note.body).toContain('## Statutory provisions mentioned');
    expect(usage).toEqual({ used: 1, limit: 3, remaining: 2 });
    expect((await post('/api/notes', note, c)).statusCode).toBe(201);
  });

  it('makes a mind map of a library case, with unique node ids, that saves as it is', async () => {
    const c = await userOn('ULTRA');
    const res = await post('/api/ai/mindmaps', { caseId: 'carlill-v-carbolic-smoke-ball-co' }, c);
    expect(res.statusCode).toBe(200);
    const { mindmap, usage } = res.json();
    expect(mindmap.title).toBe('Carlill v Carbolic Smoke Ball Co [1893] 1 QB 256');
    expect(mindmap.root.children.map((n: { label: string }) => n.label)).toEqual(
      expect.arrayContaining(['Facts', 'Held']),
    );
    expect(mindMapRoot.safeParse(mindmap.root).success).toBe(true);
    expect(usage).toEqual({ used: 1, limit: null, remaining: null });
    expect((await post('/api/mindmaps', mindmap, c)).statusCode).toBe(201);
    expect((await post('/api/ai/mindmaps', { caseId: 'no-such-case' }, c)).statusCode).toBe(404);
  });

  it('reads only my own notes: another user’s note is not found, and costs nothing', async () => {
    const owner = await userOn('PREMIUM');
    const other = await userOn('PREMIUM');
    const { note } = (
      await post(
        '/api/notes',
        { title: 'Misrepresentation', body: CONTRACT_PASSAGE.split('Misrepresentation\n')[1] },
        owner,
      )
    ).json();
    const mine = await post('/api/ai/flashcards', { noteId: note.id }, owner);
    expect(mine.statusCode).toBe(200);
    expect(
      mine
        .json()
        .items.some((i: { front: string }) => i.front.includes('Misrepresentation Act 1967, s 2(1)')),
    ).toBe(true);
    const theirs = await post('/api/ai/flashcards', { noteId: note.id }, other);
    expect(theirs.statusCode).toBe(404);
    expect((await usageOf(other)).flashcards.used).toBe(0);
  });

  it('charges nothing when no cards can be made', async () => {
    const c = await userOn('FREE');
    const res = await post('/api/ai/flashcards', { sourceText: 'Hello there. Nice weather today.' }, c);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.aiNoCards);
    expect((await usageOf(c)).flashcards).toEqual({ used: 0, limit: 1, remaining: 1 });
  });
});

describe('the weekly limit', () => {
  it('lets a FREE user generate once per tool, then answers 429 limit_reached with when it resets', async () => {
    const c = await userOn('FREE');
    const first = await post('/api/ai/flashcards', { sourceText: CONTRACT_PASSAGE }, c);
    expect(first.statusCode).toBe(200);
    expect(first.json().usage).toEqual({ used: 1, limit: 1, remaining: 0 });
    const second = await post('/api/ai/flashcards', { sourceText: CONTRACT_PASSAGE }, c);
    expect(second.statusCode).toBe(429);
    const { error } = second.json();
    expect(error).toMatchObject({ code: 'limit_reached', message: MESSAGES.limitReached });
    const resets = new Date(error.resetsAt);
    expect(resets.getTime()).toBeGreaterThan(Date.now());
    expect(resets.getTime() - Date.now()).toBeLessThanOrEqual(7 * 24 * 3600 * 1000 + 3600 * 1000);
    // Retry-After agrees with resetsAt, in whole seconds.
    const wait = Number(second.headers['retry-after']);
    expect(Math.abs(wait * 1000 - (resets.getTime() - Date.now()))).toBeLessThan(60_000);
    // Each tool has its own allowance.
    expect((await post('/api/ai/mindmaps', { sourceText: CONTRACT_PASSAGE }, c)).statusCode).toBe(200);
    expect((await usageOf(c)).flashcards.used).toBe(1);
  });
});
