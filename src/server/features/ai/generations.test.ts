import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_PASSAGE } from '../../../../tests/fixtures/ai/passages';
import { expectOwnedResource } from '../../../../tests/helpers/ownership';
import {
  type Client,
  createTestApp,
  registerUser,
  STRONG_PASSWORD,
  type TestApp,
} from '../../../../tests/helpers/test-app';
import { AI_GENERATION_SOURCE_KEPT } from '../../../shared/contracts/ai-generations';
import { MESSAGES } from '../../../shared/errors';
import type { Plan } from '../../../shared/plans';
import { aiGenerations, users } from '../../db/schema';

// Kept generations over HTTP on the local engine: a result is stored when its use is charged, listed newest
// first, read back with its source, discarded or marked saved; another user's is 404; sources the generators
// cannot work on are refused before any use is taken; the export has them and deleting the account removes them.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function userOn(plan: Plan) {
  const c = await registerUser(t);
  await t.database.db.update(users).set({ plan }).where(eq(users.id, c.user.id));
  return c;
}
const post = (url: string, payload: unknown, as?: Client) =>
  t.request({ method: 'POST', url, payload: payload as object, as });
const get = (url: string, as?: Client) => t.request({ method: 'GET', url, as });
const usageOf = async (c: Client) => (await get('/api/ai/usage', c)).json().tools;

describe('kept generations', () => {
  it('are stored with the use, listed newest first, read back, discarded and marked saved', async () => {
    const c = await userOn('PREMIUM');
    const cards = await post('/api/ai/flashcards', { sourceText: CONTRACT_PASSAGE, title: 'Week 3' }, c);
    expect(cards.statusCode).toBe(200);
    const { items, usage, generation } = cards.json();
    expect(usage.used).toBe(1);
    expect(generation).toEqual({ id: expect.any(String), status: 'pending', createdAt: expect.any(String) });

    const note = (await post('/api/ai/notes', { sourceText: CONTRACT_PASSAGE }, c)).json();
    const mine = (await post('/api/notes', { title: 'Formation', body: CONTRACT_PASSAGE }, c)).json().note;
    const map = (await post('/api/ai/mindmaps', { noteId: mine.id }, c)).json();

    // What the page needs after a reload: the latest pending generation of the tool, with its source.
    const latest = (await get('/api/ai/generations?tool=flashcards&status=pending&limit=1', c)).json();
    expect(latest.items.map((g: { id: string }) => g.id)).toEqual([generation.id]);
    expect(latest.items[0]).toMatchObject({
      tool: 'flashcards',
      status: 'pending',
      sourceTitle: 'Week 3',
      sourceKind: 'text',
      headline: `${items.length} cards`,
      engine: 'local',
      model: 'local',
    });
    const detail = (await get(`/api/ai/generations/${generation.id}`, c)).json();
    expect(detail.result).toEqual({ items });
    expect(detail.sourceText).toBe(CONTRACT_PASSAGE.trim());
    expect(detail.sourceTruncated).toBe(false);

    // Newest first across tools, and paged.
    const all = (await get('/api/ai/generations?limit=2', c)).json();
    expect(all.items.map((g: { id: string }) => g.id)).toEqual([map.generation.id, note.generation.id]);
    expect(all.items[0]).toMatchObject({
      tool: 'mindmaps',
      sourceKind: 'note',
      sourceRef: mine.id,
      sourceTitle: 'Formation',
      headline: map.mindmap.title,
    });
    expect(all.items[1].headline).toBe(note.note.title);
    const rest = (await get(`/api/ai/generations?limit=2&cursor=${all.nextCursor}`, c)).json();
    expect(rest).toEqual({ items: [expect.objectContaining({ id: generation.id })], nextCursor: null });

    // Discarded, it leaves the pending list; discarding again is harmless; saving it after all is allowed.
    const discard = await post(`/api/ai/generations/${note.generation.id}/discard`, {}, c);
    expect(discard.json().status).toBe('discarded');
    expect((await post(`/api/ai/generations/${note.generation.id}/discard`, {}, c)).statusCode).toBe(200);
    expect((await get('/api/ai/generations?tool=notes&status=pending', c)).json().items).toEqual([]);
    const saved = await post(`/api/ai/generations/${generation.id}/saved`, {}, c);
    expect(saved.json()).toMatchObject({ status: 'saved', result: { items } });
    const again = await post(`/api/ai/generations/${generation.id}/discard`, {}, c);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(MESSAGES.aiGenerationAlreadySaved);
    expect((await get('/api/ai/generations?status=saved', c)).json().items).toHaveLength(1);

    // Bad queries and ids.
    for (const url of [
      '/api/ai/generations?tool=sbaq',
      '/api/ai/generations?status=lost',
      '/api/ai/generations?cursor=garbage',
      '/api/ai/generations/not-an-id',
    ])
      expect((await get(url, c)).statusCode, url).toBe(400);
    const missing = await get('/api/ai/generations/00000000-0000-4000-8000-000000000000', c);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(MESSAGES.aiGenerationNotFound);
    expect((await get('/api/ai/generations')).statusCode).toBe(401);
  });

  it('are private: another user’s generation is 404 to read, discard or mark saved', async () => {
    const owner = await userOn('PREMIUM');
    const intruder = await userOn('PREMIUM');
    const { generation } = (await post('/api/ai/notes', { sourceText: CONTRACT_PASSAGE }, owner)).json();
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/ai/generations/${generation.id}`,
      listUrl: '/api/ai/generations',
      mutations: [
        { method: 'POST', url: `/api/ai/generations/${generation.id}/discard`, payload: {} },
        { method: 'POST', url: `/api/ai/generations/${generation.id}/saved`, payload: {} },
      ],
    });
  });

  it('keep a long source only up to the cap', async () => {
    const c = await userOn('ULTRA');
    const long = `${CONTRACT_PASSAGE}\n\n`.repeat(
      Math.ceil((AI_GENERATION_SOURCE_KEPT * 1.5) / CONTRACT_PASSAGE.length),
    );
    const { generation } = (await post('/api/ai/notes', { sourceText: long.slice(0, 60_000) }, c)).json();
    const detail = (await get(`/api/ai/generations/${generation.id}`, c)).json();
    expect(detail.sourceText).toHaveLength(AI_GENERATION_SOURCE_KEPT);
    expect(detail.sourceTruncated).toBe(true);
  });
});

describe('sources the generators cannot work on', () => {
  it('are refused with a 4xx and a catalogue message, taking no use and keeping nothing', async () => {
    const c = await userOn('FREE');
    const french =
      'Le contrat se forme par la rencontre d’une offre et d’une acceptation. L’offre doit être ferme et ' +
      'précise; elle peut être rétractée tant qu’elle n’est pas parvenue à son destinataire. Le silence ne ' +
      'vaut pas acceptation, sauf si la loi, les usages ou les relations d’affaires en décident autrement.';
    const cases: Array<[unknown, number, string]> = [
      [{ sourceText: '' }, 400, MESSAGES.aiEmptySource],
      [{ sourceText: ' \n\t  ' }, 400, MESSAGES.aiEmptySource],
      [{ sourceText: 'a'.repeat(100_001) }, 400, MESSAGES.aiSourceTooLong(100_000)],
      // Beyond the body limit itself.
      [{ sourceText: 'offer '.repeat(400_000) }, 413, MESSAGES.tooLarge],
      [
        { sourceText: `Offer ${'\u0007\u0008\u001b\u007f'.repeat(50)} acceptance` },
        400,
        MESSAGES.aiSourceBinary,
      ],
      // Invalid UTF-8 arrives as replacement characters.
      [{ sourceText: `Contract ${'\ufffd'.repeat(80)} law` }, 400, MESSAGES.aiSourceBinary],
      [{ sourceText: '!!! 123 ### ---' }, 400, MESSAGES.aiEmptySource],
      [{ sourceText: french }, 400, MESSAGES.aiSourceNotEnglish],
      [
        { sourceText: 'Договор заключается путём направления оферты и её акцепта.' },
        400,
        MESSAGES.aiSourceNotEnglish,
      ],
      [{ sourceText: '合同自承诺生效时成立。承诺应当以通知的方式作出。' }, 400, MESSAGES.aiSourceNotEnglish],
    ];
    for (const [body, status, message] of cases) {
      const res = await post('/api/ai/flashcards', body, c);
      const label = JSON.stringify(body).slice(0, 60);
      expect(res.statusCode, label).toBe(status);
      const { error } = res.json();
      expect(
        [error.message, ...(error.details ?? []).map((d: { message: string }) => d.message)],
        label,
      ).toContain(message);
    }
    // A note of the user's is checked the same way.
    const { note } = (await post('/api/notes', { title: 'Droit des contrats', body: french }, c)).json();
    const fromNote = await post('/api/ai/mindmaps', { noteId: note.id }, c);
    expect(fromNote.statusCode).toBe(400);
    expect(fromNote.json().error.details).toEqual([{ path: 'noteId', message: MESSAGES.aiSourceNotEnglish }]);

    const tools = await usageOf(c);
    expect([tools.flashcards.used, tools.mindmaps.used]).toEqual([0, 0]);
    expect((await get('/api/ai/generations', c)).json().items).toEqual([]);
    // The allowance is still there for an English source.
    expect((await post('/api/ai/flashcards', { sourceText: CONTRACT_PASSAGE }, c)).statusCode).toBe(200);
  });

  it('a failed generation gives the use back and keeps nothing', async () => {
    const c = await userOn('FREE');
    const res = await post('/api/ai/flashcards', { sourceText: 'Hello there. Nice weather today.' }, c);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(MESSAGES.aiNoCards);
    expect((await usageOf(c)).flashcards.used).toBe(0);
    expect((await get('/api/ai/generations', c)).json().items).toEqual([]);
  });
});

describe('my data', () => {
  it('the export holds my generations, and deleting the account deletes them', async () => {
    const c = await userOn('PREMIUM');
    const other = await userOn('PREMIUM');
    const { generation } = (await post('/api/ai/notes', { sourceText: CONTRACT_PASSAGE }, c)).json();
    const theirs = (await post('/api/ai/notes', { sourceText: CONTRACT_PASSAGE }, other)).json().generation;
    const exported = (await get('/api/me/export', c)).json();
    expect(exported.aiGenerations.map((g: { id: string }) => g.id)).toEqual([generation.id]);
    expect(exported.aiGenerations[0]).toMatchObject({ tool: 'notes', status: 'pending', sourceKind: 'text' });
    expect(JSON.stringify(exported)).not.toContain(theirs.id);

    const gone = await t.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: STRONG_PASSWORD },
      as: c,
    });
    expect(gone.statusCode).toBe(204);
    const left = await t.database.db
      .select({ id: aiGenerations.id })
      .from(aiGenerations)
      .where(eq(aiGenerations.userId, c.user.id));
    expect(left).toEqual([]);
  });
});
