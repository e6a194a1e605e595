import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOwnedResource } from '../../../../tests/helpers/ownership';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';

let t: TestApp;
let owner: Client;
let intruder: Client;
beforeAll(async () => {
  t = await createTestApp();
  owner = await registerUser(t);
  intruder = await registerUser(t);
});
afterAll(() => t.close());

async function makeTopic(as: Client, name = 'Contract') {
  const s = await t.request({
    method: 'POST',
    url: '/api/subjects',
    payload: { name, color: '#7a2e2e' },
    as,
  });
  const subject = s.json().subject;
  const tp = await t.request({
    method: 'POST',
    url: `/api/subjects/${subject.id}/topics`,
    payload: { name: 'Offer and acceptance' },
    as,
  });
  return { subject, topic: tp.json().topic };
}
const addCard = (as: Client, topicId: string, payload: object) =>
  t.request({ method: 'POST', url: `/api/topics/${topicId}/flashcards`, payload, as });

describe('subjects and topics', () => {
  it('creates, lists in order, reorders, renames and counts', async () => {
    const me = await registerUser(t);
    const a = (
      await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Tort' }, as: me })
    ).json().subject;
    const b = (
      await t.request({
        method: 'POST',
        url: '/api/subjects',
        payload: { name: 'Land law', description: 'FLK2', color: '#2e7a4f' },
        as: me,
      })
    ).json().subject;
    expect(a).toMatchObject({ name: 'Tort', position: 0, topicCount: 0, cardCount: 0, mastery: 0 });
    expect(b.position).toBe(1);
    const reordered = await t.request({
      method: 'PUT',
      url: '/api/subjects/order',
      payload: { ids: [b.id, a.id] },
      as: me,
    });
    expect(reordered.json().items.map((s: { name: string }) => s.name)).toEqual(['Land law', 'Tort']);
    const renamed = await t.request({
      method: 'PATCH',
      url: `/api/subjects/${a.id}`,
      payload: { name: 'Tort law' },
      as: me,
    });
    expect(renamed.json().subject.name).toBe('Tort law');
    const topic = (
      await t.request({
        method: 'POST',
        url: `/api/subjects/${a.id}/topics`,
        payload: { name: 'Negligence' },
        as: me,
      })
    ).json().topic;
    await addCard(me, topic.id, {
      kind: 'reverse',
      front: 'Duty of care',
      back: 'Caparo v Dickman [1990] 2 AC 605',
    });
    const subject = (await t.request({ method: 'GET', url: `/api/subjects/${a.id}`, as: me })).json().subject;
    expect(subject).toMatchObject({ topicCount: 1, cardCount: 2 });
    const topics = (await t.request({ method: 'GET', url: `/api/subjects/${a.id}/topics`, as: me })).json()
      .items;
    expect(topics).toEqual([expect.objectContaining({ name: 'Negligence', cardCount: 2, dueCount: 0 })]);
  });

  it('validates names and colours, and refuses visitors', async () => {
    const bad = await t.request({
      method: 'POST',
      url: '/api/subjects',
      payload: { name: '', color: 'red' },
      as: owner,
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['color', 'name']);
    expect((await t.request({ method: 'GET', url: '/api/subjects' })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/subjects/not-a-uuid', as: owner })).statusCode).toBe(
      400,
    );
  });

  it('deleting a subject takes its topics and cards with it', async () => {
    const { subject, topic } = await makeTopic(owner, 'To delete');
    const card = (await addCard(owner, topic.id, { kind: 'basic', front: 'Q', back: 'A' })).json().flashcard;
    expect(
      (await t.request({ method: 'DELETE', url: `/api/subjects/${subject.id}`, as: owner })).statusCode,
    ).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/topics/${topic.id}`, as: owner })).statusCode).toBe(
      404,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/flashcards/${card.id}`, as: owner })).statusCode,
    ).toBe(404);
  });

  it("refuses another user's subjects and topics (404, nothing changes)", async () => {
    const { subject, topic } = await makeTopic(owner, 'Private');
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/subjects/${subject.id}`,
      listUrl: '/api/subjects',
      mutations: [
        { method: 'PATCH', payload: { name: 'Hijacked' } },
        { method: 'DELETE' },
        { method: 'POST', url: `/api/subjects/${subject.id}/topics`, payload: { name: 'Intruder topic' } },
      ],
    });
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/topics/${topic.id}`,
      listUrl: '/api/topics',
      mutations: [
        { method: 'PATCH', payload: { name: 'Hijacked' } },
        { method: 'DELETE' },
        {
          method: 'POST',
          url: `/api/topics/${topic.id}/flashcards`,
          payload: { kind: 'basic', front: 'x', back: 'y' },
        },
      ],
    });
    // Moving one's own topic into another user's subject is refused too.
    const mine = await makeTopic(intruder, 'Intruder subject');
    const move = await t.request({
      method: 'PATCH',
      url: `/api/topics/${mine.topic.id}`,
      payload: { subjectId: subject.id },
      as: intruder,
    });
    expect(move.statusCode).toBe(404);
    // Reordering with someone else's ids changes nothing of theirs.
    await t.request({
      method: 'PUT',
      url: '/api/subjects/order',
      payload: { ids: [subject.id, mine.subject.id] },
      as: intruder,
    });
    expect(
      (await t.request({ method: 'GET', url: `/api/subjects/${subject.id}`, as: owner })).json().subject
        .position,
    ).toBe(subject.position);
  });
});

describe('flashcards', () => {
  it('makes one study card for basic, two for reverse, one per cloze number', async () => {
    const { topic } = await makeTopic(owner);
    const basic = (
      await addCard(owner, topic.id, {
        kind: 'basic',
        front: 'What is an offer?',
        back: 'A definite promise to be bound',
        tags: ['contract', 'flk1'],
      })
    ).json().flashcard;
    expect(basic.cards).toHaveLength(1);
    expect(basic).toMatchObject({
      state: 'new',
      reps: 0,
      lapses: 0,
      tags: ['contract', 'flk1'],
      source: 'manual',
    });
    const reverse = (
      await addCard(owner, topic.id, {
        kind: 'reverse',
        front: 'Carlill v Carbolic Smoke Ball Co',
        back: 'Unilateral offer to the world',
      })
    ).json().flashcard;
    expect(reverse.cards.map((c: { ord: number }) => c.ord)).toEqual([0, 1]);
    const cloze = (
      await addCard(owner, topic.id, {
        kind: 'cloze',
        front: '{{c1::Acceptance}} must be {{c2::communicated}}; {{c1::mirror image}}.',
        back: '',
      })
    ).json().flashcard;
    expect(cloze.cards.map((c: { ord: number }) => c.ord)).toEqual([1, 2]);
  });

  it('refuses a cloze without deletions, empty sides, bad tags and huge text', async () => {
    const { topic } = await makeTopic(owner);
    for (const payload of [
      { kind: 'cloze', front: 'no deletions', back: '' },
      { kind: 'basic', front: 'Q', back: '   ' },
      { kind: 'basic', front: '', back: 'A' },
      { kind: 'basic', front: 'Q', back: 'A', tags: ['has space'] },
      { kind: 'basic', front: 'x'.repeat(20_001), back: 'A' },
      { kind: 'essay', front: 'Q', back: 'A' },
    ]) {
      const res = await addCard(owner, topic.id, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
  });

  it('keeps schedules when edited, adds and removes cloze cards, moves and suspends', async () => {
    const { topic } = await makeTopic(owner);
    const other = (await makeTopic(owner, 'Other')).topic;
    const card = (
      await addCard(owner, topic.id, { kind: 'cloze', front: '{{c1::a}} {{c2::b}}', back: '' })
    ).json().flashcard;
    const c1 = card.cards[0].id;
    const edited = (
      await t.request({
        method: 'PATCH',
        url: `/api/flashcards/${card.id}`,
        payload: { front: '{{c1::a}} {{c3::c}}', topicId: other.id, suspended: true },
        as: owner,
      })
    ).json().flashcard;
    expect(edited.cards.map((c: { ord: number }) => c.ord)).toEqual([1, 3]);
    expect(edited.cards[0].id).toBe(c1);
    expect(edited).toMatchObject({ topicId: other.id, suspended: true });
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/flashcards/${card.id}`,
      payload: { front: 'no more deletions' },
      as: owner,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('searches and filters, pages with a cursor, and works in bulk', async () => {
    const me = await registerUser(t);
    const { topic, subject } = await makeTopic(me);
    for (let i = 0; i < 5; i++)
      await addCard(me, topic.id, {
        kind: 'basic',
        front: `Question ${i} about estoppel`,
        back: `Answer ${i}`,
        tags: i % 2 ? ['odd'] : ['even'],
      });
    await addCard(me, topic.id, { kind: 'basic', front: '100% _literal_ match', back: 'x' });
    const page1 = (await t.request({ method: 'GET', url: '/api/flashcards?limit=4', as: me })).json();
    expect(page1.items).toHaveLength(4);
    const page2 = (
      await t.request({ method: 'GET', url: `/api/flashcards?limit=4&cursor=${page1.nextCursor}`, as: me })
    ).json();
    expect(page2.items).toHaveLength(2);
    expect(page2.nextCursor).toBeNull();
    expect(new Set([...page1.items, ...page2.items].map((c: { id: string }) => c.id)).size).toBe(6);
    expect(
      (await t.request({ method: 'GET', url: '/api/flashcards?q=estoppel&tag=odd', as: me })).json().items,
    ).toHaveLength(2);
    expect(
      (await t.request({ method: 'GET', url: '/api/flashcards?q=100%25', as: me })).json().items,
    ).toHaveLength(1);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/flashcards?subjectId=${subject.id}&state=new`, as: me })
      ).json().items,
    ).toHaveLength(6);
    expect(
      (await t.request({ method: 'GET', url: '/api/flashcards?cursor=garbage', as: me })).statusCode,
    ).toBe(400);
    const ids = page1.items.map((c: { id: string }) => c.id);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/flashcards/bulk',
          payload: { action: 'tag', ids, add: ['exam'], remove: ['odd'] },
          as: me,
        })
      ).json().updated,
    ).toBe(4);
    expect(
      (await t.request({ method: 'GET', url: '/api/flashcards?tag=exam', as: me })).json().items,
    ).toHaveLength(4);
    const bulk = async (payload: object) =>
      (await t.request({ method: 'POST', url: '/api/flashcards/bulk', payload, as: me })).json().updated;
    // The answer counts what changed: a second identical tag or suspension changes nothing.
    expect(await bulk({ action: 'tag', ids, add: ['exam'] })).toBe(0);
    expect(await bulk({ action: 'suspend', ids: ids.slice(0, 1), suspended: true })).toBe(1);
    expect(await bulk({ action: 'suspend', ids, suspended: true })).toBe(3);
    expect(await bulk({ action: 'move', ids, topicId: topic.id })).toBe(0);
    expect(
      (await t.request({ method: 'GET', url: '/api/flashcards?state=suspended', as: me })).json().items,
    ).toHaveLength(4);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/flashcards/bulk',
          payload: { action: 'delete', ids },
          as: me,
        })
      ).json().updated,
    ).toBe(4);
    expect((await t.request({ method: 'GET', url: '/api/flashcards', as: me })).json().items).toHaveLength(2);
  });

  it("refuses another user's flashcards, also in bulk", async () => {
    const { topic } = await makeTopic(owner);
    const card = (
      await addCard(owner, topic.id, { kind: 'basic', front: 'Owner question', back: 'Owner answer' })
    ).json().flashcard;
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/flashcards/${card.id}`,
      listUrl: '/api/flashcards',
      mutations: [{ method: 'PATCH', payload: { front: 'Hijacked' } }, { method: 'DELETE' }],
    });
    const theirs = await makeTopic(intruder);
    for (const payload of [
      { action: 'delete', ids: [card.id] },
      { action: 'suspend', ids: [card.id], suspended: true },
      { action: 'tag', ids: [card.id], add: ['x'] },
    ]) {
      const res = await t.request({ method: 'POST', url: '/api/flashcards/bulk', payload, as: intruder });
      expect(res.json(), payload.action).toEqual({ updated: 0 });
    }
    const move = await t.request({
      method: 'POST',
      url: '/api/flashcards/bulk',
      payload: { action: 'move', ids: [card.id], topicId: theirs.topic.id },
      as: intruder,
    });
    expect(move.json().updated).toBe(0);
    const after = (await t.request({ method: 'GET', url: `/api/flashcards/${card.id}`, as: owner })).json()
      .flashcard;
    expect(after).toMatchObject({ topicId: topic.id, suspended: false, tags: [] });
    const intoTheirs = await t.request({
      method: 'POST',
      url: '/api/flashcards/bulk',
      payload: { action: 'move', ids: [card.id], topicId: theirs.topic.id },
      as: owner,
    });
    expect(intoTheirs.statusCode).toBe(404);
  });
});
