import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from '../../../../tests/helpers/multipart';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { buildAnkiPackage } from './formats';

let t: TestApp;
let me: Client;
let topicId: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await registerUser(t);
  const subject = (
    await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Land law' }, as: me })
  ).json().subject;
  topicId = (
    await t.request({
      method: 'POST',
      url: `/api/subjects/${subject.id}/topics`,
      payload: { name: 'Easements' },
      as: me,
    })
  ).json().topic.id;
});
afterAll(() => t.close());

const upload = (
  url: string,
  fields: Record<string, string>,
  filename: string,
  data: Uint8Array | string,
  as: Client = me,
) => {
  const body = multipart(fields, { name: 'file', filename, data });
  return t.request({ method: 'POST', url, ...body, as });
};

const CSV =
  '\uFEFFfront,back,tags\r\n"Re Ellenborough Park","Four characteristics of an easement, from [1956] Ch 131",easements\r\n"Wheeldon v Burrows","Implied grant of\nquasi-easements",easements implied\r\n';

describe('import', () => {
  it('previews a CSV with its header and mapping', async () => {
    const res = await upload('/api/imports/flashcards/preview', {}, 'cards.csv', CSV);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      format: 'csv',
      delimiter: ',',
      hasHeader: true,
      headers: ['front', 'back', 'tags'],
      suggestedMapping: { front: 0, back: 1, tags: 2 },
    });
    expect(res.json().rows).toHaveLength(2);
  });

  it('imports a CSV, then skips the same cards as duplicates', async () => {
    const first = await upload('/api/imports/flashcards', { topicId }, 'cards.csv', CSV);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 2, duplicates: 0, mediaSkipped: 0 });
    const again = await upload('/api/imports/flashcards', { topicId }, 'cards.csv', CSV);
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 2, skipped: 2 });
    const cards = (
      await t.request({ method: 'GET', url: `/api/topics/${topicId}/flashcards`, as: me })
    ).json().items;
    expect(cards.map((c: { front: string }) => c.front).sort()).toEqual([
      'Re Ellenborough Park',
      'Wheeldon v Burrows',
    ]);
    // New cards are studied in the order of the file.
    const queue = (
      await t.request({ method: 'GET', url: `/api/study/queue?topicId=${topicId}`, as: me })
    ).json();
    expect(queue.cards.map((c: { question: string }) => c.question)).toEqual([
      'Re Ellenborough Park',
      'Wheeldon v Burrows',
    ]);
    expect(cards.find((c: { front: string }) => c.front === 'Wheeldon v Burrows')).toMatchObject({
      back: 'Implied grant of\nquasi-easements',
      tags: ['easements', 'implied'],
      source: 'import',
    });
  });

  it('imports an Anki package with its schedule and history, and exports one that imports back', async () => {
    const me2 = await registerUser(t);
    const s = (
      await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Trusts' }, as: me2 })
    ).json().subject;
    const topic = (
      await t.request({
        method: 'POST',
        url: `/api/subjects/${s.id}/topics`,
        payload: { name: 'Certainties' },
        as: me2,
      })
    ).json().topic;
    const apkg = await buildAnkiPackage('Certainties', [
      { kind: 'basic', front: 'Knight v Knight', back: 'The three certainties', tags: ['trusts'] },
      {
        kind: 'cloze',
        front: 'Certainty of {{c1::intention}}, {{c2::subject matter}} and {{c3::objects}}',
        back: '',
        tags: [],
      },
      {
        kind: 'reverse',
        front: 'Paul v Constance',
        back: 'Intention from words "as much yours as mine"',
        tags: [],
      },
    ]);
    const res = await upload('/api/imports/flashcards', { topicId: topic.id }, 'deck.apkg', apkg, me2);
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toBe(3);
    const listed = (
      await t.request({ method: 'GET', url: `/api/topics/${topic.id}/flashcards`, as: me2 })
    ).json().items;
    expect(
      listed.find((c: { kind: string }) => c.kind === 'cloze').cards.map((c: { ord: number }) => c.ord),
    ).toEqual([1, 2, 3]);

    // Study one card, export, and import the export into a fresh topic: the schedule travels along.
    const queue = (
      await t.request({ method: 'GET', url: `/api/study/queue?topicId=${topic.id}`, as: me2 })
    ).json();
    await t.request({
      method: 'POST',
      url: '/api/study/reviews',
      payload: { cardId: queue.cards[0].id, rating: 4, durationMs: 1000 },
      as: me2,
    });
    const exported = await t.request({
      method: 'GET',
      url: `/api/exports/flashcards?format=apkg&topicId=${topic.id}`,
      as: me2,
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toContain('Certainties.apkg');
    const other = (
      await t.request({
        method: 'POST',
        url: `/api/subjects/${s.id}/topics`,
        payload: { name: 'Re-imported' },
        as: me2,
      })
    ).json().topic;
    const back = await upload(
      '/api/imports/flashcards',
      { topicId: other.id },
      'Certainties.apkg',
      exported.rawPayload,
      me2,
    );
    expect(back.json().imported).toBe(3);
    const reimported = (
      await t.request({ method: 'GET', url: `/api/flashcards?topicId=${other.id}&state=review`, as: me2 })
    ).json().items;
    expect(reimported).toHaveLength(1);

    const csv = await t.request({
      method: 'GET',
      url: `/api/exports/flashcards?format=csv&topicId=${topic.id}`,
      as: me2,
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('Knight v Knight');
  });

  it.each([
    ['not a zip', 'deck.apkg', 'this is not a zip file at all'],
    ['an empty CSV', 'cards.csv', ''],
    ['invalid UTF-8', 'cards.csv', new Uint8Array([0x66, 0x2c, 0xff, 0xfe, 0xfd, 0x0a, 0xc3, 0x28])],
  ])('refuses %s with a clear message and stores nothing', async (_label, filename, data) => {
    const before = (await t.request({ method: 'GET', url: `/api/topics/${topicId}`, as: me })).json().topic
      .cardCount;
    const res = await upload('/api/imports/flashcards', { topicId }, filename, data);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message.length).toBeGreaterThan(10);
    expect(
      (await t.request({ method: 'GET', url: `/api/topics/${topicId}`, as: me })).json().topic.cardCount,
    ).toBe(before);
  });

  it("refuses an upload over 50 MB with 413, non-multipart with 415, and another user's topic with 404", async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 10);
    const tooBig = await upload('/api/imports/flashcards', { topicId }, 'big.csv', big);
    expect(tooBig.statusCode).toBe(413);
    const json = await t.request({
      method: 'POST',
      url: '/api/imports/flashcards',
      payload: { topicId },
      as: me,
    });
    expect(json.statusCode).toBe(415);
    const intruder = await registerUser(t);
    const theirs = await upload('/api/imports/flashcards', { topicId }, 'cards.csv', CSV, intruder);
    expect(theirs.statusCode).toBe(404);
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/api/exports/flashcards?format=csv&topicId=${topicId}`,
          as: intruder,
        })
      ).statusCode,
    ).toBe(404);
    const mine = await t.request({ method: 'GET', url: '/api/exports/flashcards?format=csv', as: intruder });
    expect(mine.body).not.toContain('Ellenborough');
  });
});
