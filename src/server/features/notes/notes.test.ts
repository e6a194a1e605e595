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

type NoteJson = { id: string; title: string; body: string; updatedAt: string; subjectId: string | null };

const create = (as: Client, payload: object) => t.request({ method: 'POST', url: '/api/notes', payload, as });
const patch = (as: Client, id: string, payload: object) =>
  t.request({ method: 'PATCH', url: `/api/notes/${id}`, payload, as });
const list = (as: Client, query = '') => t.request({ method: 'GET', url: `/api/notes${query}`, as });
async function newNote(as: Client, payload: object): Promise<NoteJson> {
  const res = await create(as, payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().note;
}

async function makeTopic(as: Client, name = 'Contract') {
  const s = await t.request({ method: 'POST', url: '/api/subjects', payload: { name }, as });
  const subject = s.json().subject;
  const tp = await t.request({
    method: 'POST',
    url: `/api/subjects/${subject.id}/topics`,
    payload: { name: 'Offer and acceptance' },
    as,
  });
  return { subject, topic: tp.json().topic };
}

describe('notes CRUD', () => {
  it('creates, reads, saves, lists and deletes', async () => {
    const me = await registerUser(t);
    const { subject, topic } = await makeTopic(me);
    const note = await newNote(me, { title: ' Offer ', body: '# Offer\n\nAn offer is…', topicId: topic.id });
    // A topic alone brings its subject with it.
    expect(note).toMatchObject({
      title: 'Offer',
      subjectId: subject.id,
      topicId: topic.id,
      source: 'manual',
    });
    expect(note.updatedAt).toMatch(/\.\d{3}Z$/);

    const got = await t.request({ method: 'GET', url: `/api/notes/${note.id}`, as: me });
    expect(got.json().note).toEqual(note);

    const saved = await patch(me, note.id, { body: 'Revised', updatedAt: note.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.json().note as NoteJson;
    // A save answers without the body (the client sent it); the note holds it.
    expect(second).not.toHaveProperty('body');
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(note.updatedAt));
    const reread = await t.request({ method: 'GET', url: `/api/notes/${note.id}`, as: me });
    expect(reread.json().note).toEqual({ ...second, body: 'Revised' });
    // The updatedAt the client got back is exactly what the next save must send.
    const third = await patch(me, note.id, { title: 'Offer (2)', updatedAt: second.updatedAt });
    expect(third.statusCode, third.body).toBe(200);

    const items = (await list(me)).json().items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      id: note.id,
      title: 'Offer (2)',
      snippet: [{ text: 'Revised', mark: false }],
    });
    expect(items[0].body).toBeUndefined();

    const gone = await t.request({ method: 'DELETE', url: `/api/notes/${note.id}`, as: me });
    expect(gone.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/notes/${note.id}`, as: me })).statusCode).toBe(404);
  });

  it('filters by subject and topic, sorts by title and pages with a cursor', async () => {
    const me = await registerUser(t);
    const { subject, topic } = await makeTopic(me);
    for (const title of ['charlie', 'Alpha', 'bravo', 'delta']) await newNote(me, { title, body: '' });
    await newNote(me, { title: 'Echo', body: '', subjectId: subject.id, topicId: topic.id });

    const first = (await list(me, '?sort=title&limit=2')).json();
    expect(first.items.map((n: NoteJson) => n.title)).toEqual(['Alpha', 'bravo']);
    const second = (await list(me, `?sort=title&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((n: NoteJson) => n.title)).toEqual(['charlie', 'delta']);
    const third = (await list(me, `?sort=title&limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ items: [{ title: 'Echo' }], nextCursor: null });

    const newest = (await list(me, '?sort=created&limit=3')).json();
    expect(newest.items.map((n: NoteJson) => n.title)).toEqual(['Echo', 'delta', 'bravo']);
    const older = (await list(me, `?sort=created&limit=3&cursor=${newest.nextCursor}`)).json();
    expect(older.items.map((n: NoteJson) => n.title)).toEqual(['Alpha', 'charlie']);

    expect((await list(me, `?topicId=${topic.id}`)).json().items.map((n: NoteJson) => n.title)).toEqual([
      'Echo',
    ]);
    expect((await list(me, `?subjectId=${subject.id}`)).json().items).toHaveLength(1);
  });
});

describe('full-text search', () => {
  it('ranks a title hit above a body hit and marks the matched words as text, not HTML', async () => {
    const me = await registerUser(t);
    const bodyHit = await newNote(me, {
      title: 'Tort overview',
      body: 'Duty of care arises in negligence. <b>Caparo</b> sets the test for novel cases.',
    });
    const titleHit = await newNote(me, { title: 'Negligence', body: 'See Donoghue v Stevenson.' });
    await newNote(me, { title: 'Land law', body: 'Easements and covenants.' });

    const res = await list(me, `?q=${encodeURIComponent('negligent')}`);
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().items;
    expect(items.map((n: NoteJson) => n.id)).toEqual([titleHit.id, bodyHit.id]);
    const parts = items[1].snippet as Array<{ text: string; mark: boolean }>;
    expect(parts.filter((p) => p.mark).map((p) => p.text)).toEqual(['negligence']);
    // Markup in the body never reaches the snippet (ts_headline drops tags), nor do markers of ours.
    expect(parts.map((p) => p.text).join('')).toContain('Caparo');
    expect(res.body).not.toMatch(/<b>|<mark>|[\uE000\uE001]/i);

    expect((await list(me, '?q=covenant')).json().items).toHaveLength(1);
    expect((await list(me, '?q=the')).json().items).toEqual([]);
  });

  it('pages search results', async () => {
    const me = await registerUser(t);
    for (let i = 0; i < 3; i += 1) await newNote(me, { title: `Trusts ${i}`, body: 'express trust' });
    const first = (await list(me, '?q=trust&limit=2')).json();
    expect(first.items).toHaveLength(2);
    const second = (await list(me, `?q=trust&limit=2&cursor=${first.nextCursor}`)).json();
    expect(second).toMatchObject({ nextCursor: null });
    expect(second.items).toHaveLength(1);
    const ids = new Set([...first.items, ...second.items].map((n: NoteJson) => n.id));
    expect(ids.size).toBe(3);
  });
});

describe('optimistic concurrency', () => {
  it('answers a stale save with 409 and the current note, and overwrites nothing', async () => {
    const me = await registerUser(t);
    const note = await newNote(me, { title: 'Equity', body: 'v1' });
    const tabA = await patch(me, note.id, { body: 'from tab A', updatedAt: note.updatedAt });
    expect(tabA.statusCode).toBe(200);

    const tabB = await patch(me, note.id, { body: 'from tab B', title: 'B', updatedAt: note.updatedAt });
    expect(tabB.statusCode).toBe(409);
    const error = tabB.json().error;
    expect(error.code).toBe('conflict');
    // The conflict carries the whole current note, body included: the client has no other copy of it.
    const current = { ...tabA.json().note, body: 'from tab A' };
    expect(error.details).toEqual(current);

    const now = (await t.request({ method: 'GET', url: `/api/notes/${note.id}`, as: me })).json().note;
    expect(now).toEqual(current);
    // "Keep mine": saving again with the server's updatedAt wins.
    const kept = await patch(me, note.id, { body: 'from tab B', updatedAt: error.details.updatedAt });
    expect(kept.statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: `/api/notes/${note.id}`, as: me })).json().note;
    expect(after).toEqual({ ...kept.json().note, body: 'from tab B' });
  });

  it('gives two saves in quick succession different versions', async () => {
    const me = await registerUser(t);
    let note = await newNote(me, { title: 'Quick', body: '' });
    const seen = new Set([note.updatedAt]);
    for (let i = 0; i < 5; i += 1) {
      note = (await patch(me, note.id, { body: `edit ${i}`, updatedAt: note.updatedAt })).json().note;
      seen.add(note.updatedAt);
    }
    expect(seen.size).toBe(6);
  });
});

describe('validation and links', () => {
  it('refuses bad input with field details', async () => {
    const me = await registerUser(t);
    const cases: Array<[object, string]> = [
      [{ title: '   ', body: '' }, 'title'],
      [{ title: 'x'.repeat(201), body: '' }, 'title'],
      [{ title: 'Big', body: 'x'.repeat(200_001) }, 'body'],
      [{ title: 'No body' }, 'body'],
      [{ title: 'Bad id', body: '', subjectId: 'nope' }, 'subjectId'],
    ];
    for (const [payload, path] of cases) {
      const res = await create(me, payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path);
    }
    const note = await newNote(me, { title: 'Ok', body: '' });
    const noVersion = await patch(me, note.id, { body: 'x' });
    expect(noVersion.statusCode).toBe(400);
    expect((await list(me, '?sort=size')).statusCode).toBe(400);
    expect((await list(me, '?cursor=garbage')).statusCode).toBe(400);
  });

  it('accepts a body of 200,000 characters', async () => {
    const me = await registerUser(t);
    const big = await newNote(me, { title: 'Big', body: 'word '.repeat(40_000) });
    expect(big.body).toHaveLength(200_000);
  });

  it('needs the subject and topic to be mine and to match each other', async () => {
    const me = await registerUser(t);
    const contract = await makeTopic(me, 'Contract');
    const tort = await makeTopic(me, 'Tort');
    const theirs = await makeTopic(intruder, 'Theirs');

    expect((await create(me, { title: 'x', body: '', subjectId: theirs.subject.id })).statusCode).toBe(404);
    expect((await create(me, { title: 'x', body: '', topicId: theirs.topic.id })).statusCode).toBe(404);
    const mismatch = await create(me, {
      title: 'x',
      body: '',
      subjectId: contract.subject.id,
      topicId: tort.topic.id,
    });
    expect(mismatch.statusCode).toBe(400);

    const note = await newNote(me, { title: 'Moving', body: '', topicId: contract.topic.id });
    const moved = await patch(me, note.id, { subjectId: tort.subject.id, updatedAt: note.updatedAt });
    // Another subject without a topic drops the old subject's topic.
    expect(moved.json().note).toMatchObject({ subjectId: tort.subject.id, topicId: null });
    const stolen = await patch(me, note.id, {
      topicId: theirs.topic.id,
      updatedAt: moved.json().note.updatedAt,
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('saves an autosave that resends the links the note has, and still refuses a stale one', async () => {
    const me = await registerUser(t);
    const { subject, topic } = await makeTopic(me);
    const note = await newNote(me, { title: 'Filed', body: 'v1', topicId: topic.id });
    // What the editor sends on every autosave: the whole content, links included.
    const content = { title: 'Filed', subjectId: subject.id, topicId: topic.id };
    const first = await patch(me, note.id, { ...content, body: 'v2', updatedAt: note.updatedAt });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().note).toMatchObject({ subjectId: subject.id, topicId: topic.id });

    const stale = await patch(me, note.id, { ...content, body: 'v3 elsewhere', updatedAt: note.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.details).toMatchObject({
      body: 'v2',
      subjectId: subject.id,
      topicId: topic.id,
    });

    // Moving it is checked as before: a topic of another user's is not found, and nothing changes.
    const theirs = await makeTopic(intruder, 'Theirs');
    const saved = first.json().note as NoteJson;
    const moved = await patch(me, note.id, {
      ...content,
      topicId: theirs.topic.id,
      updatedAt: saved.updatedAt,
    });
    expect(moved.statusCode).toBe(404);
    const now = (await t.request({ method: 'GET', url: `/api/notes/${note.id}`, as: me })).json().note;
    expect(now).toEqual({ ...saved, body: 'v2' });
  });

  it("hides another user's note (404) and leaves it unchanged", async () => {
    const note = await newNote(owner, { title: 'Private', body: 'mine alone' });
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/notes/${note.id}`,
      listUrl: '/api/notes',
      mutations: [
        { method: 'PATCH', payload: { body: 'hacked', updatedAt: note.updatedAt } },
        { method: 'DELETE' },
      ],
    });
    expect((await list(intruder, '?q=private')).json().items).toEqual([]);
  });
});
