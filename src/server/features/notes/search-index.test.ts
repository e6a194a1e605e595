import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import { notes } from '../../db/schema';
import { createSearchIndexer, type SearchIndexerOptions } from './indexer';
import * as repo from './repo';

// The deferred search index (docs/decisions/0019-notes-search-index.md): saves leave the vector stale, the
// background indexer fills it, and search is right at every moment in between. The app's own indexer is
// stopped here; each test drives an indexer of its own, batch by batch.

let t: TestApp;
let me: Client;
const quiet = { error: () => {} };
beforeAll(async () => {
  t = await createTestApp();
  await t.app.noteSearchIndexer.stop();
  me = await registerUser(t);
});
afterAll(() => t.close());

type NoteJson = { id: string; title: string; updatedAt: string };

const indexer = (options: Partial<SearchIndexerOptions> = {}) =>
  createSearchIndexer(t.database.db, quiet, { quietMs: 0, ...options });
/** Indexes every note waiting, whatever its age. */
async function drain() {
  const run = indexer();
  while ((await run.runOnce()) > 0);
}
async function newNote(payload: object): Promise<NoteJson> {
  const res = await t.request({ method: 'POST', url: '/api/notes', payload, as: me });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().note;
}
async function save(note: NoteJson, payload: object): Promise<NoteJson> {
  const res = await t.request({
    method: 'PATCH',
    url: `/api/notes/${note.id}`,
    payload: { ...payload, updatedAt: note.updatedAt },
    as: me,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().note;
}
async function found(q: string): Promise<string[]> {
  const res = await t.request({ method: 'GET', url: `/api/notes?q=${encodeURIComponent(q)}`, as: me });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((n: NoteJson) => n.id);
}
async function isStale(id: string) {
  const [row] = await t.database.db
    .select({ stale: sql<boolean>`${notes.search} is null` })
    .from(notes)
    .where(eq(notes.id, id));
  return row!.stale;
}

describe('search while the index catches up', () => {
  it('finds a note by its words right after it is saved, before and after the indexer has run', async () => {
    await drain();
    const note = await newNote({ title: 'Remoteness', body: 'The Wagon Mound: reasonable foreseeability.' });
    expect(await isStale(note.id)).toBe(true);
    // Matched on the fly while it waits for the indexer.
    const waiting = await repo.searchNotes(t.database.db, me.user.id, 'foreseeability', {
      limit: 20,
      offset: 0,
    });
    expect(waiting.map((n) => n.id)).toEqual([note.id]);
    expect(await isStale(note.id)).toBe(true);

    expect(await indexer().runOnce()).toBe(1);
    expect(await isStale(note.id)).toBe(false);
    expect(await found('foreseeability')).toEqual([note.id]);
    expect(await found('wagon mound')).toEqual([note.id]);
  });

  it("indexes the searcher's waiting notes before it searches, and no one else's", async () => {
    await drain();
    const other = await registerUser(t);
    const theirs = await t.request({
      method: 'POST',
      url: '/api/notes',
      payload: { title: 'Occupiers', body: 'Occupiers liability: lawful visitors.' },
      as: other,
    });
    const mine = await newNote({ title: 'Occupiers', body: 'Occupiers liability: trespassers.' });
    expect(await found('occupiers')).toEqual([mine.id]);
    // Indexed by the search itself: the next search does not match it on the fly again.
    expect(await isStale(mine.id)).toBe(false);
    expect(await isStale(theirs.json().note.id)).toBe(true);
  });

  it('indexes a bounded amount in one search; the rest are still found, on the fly', async () => {
    await drain();
    // Each about 90 KB: the bound (200 KB) takes two of the three.
    const big = (n: number) => `Estoppel ${n}. ${'Promissory estoppel suspends rights. '.repeat(2_500)}`;
    const notesMade = [];
    for (const n of [1, 2, 3]) notesMade.push(await newNote({ title: `Estoppel ${n}`, body: big(n) }));
    expect(await found('estoppel')).toHaveLength(3);
    const stale = await Promise.all(notesMade.map((n) => isStale(n.id)));
    expect(stale).toEqual([false, false, true]);
    expect(await found('estoppel')).toHaveLength(3);
    expect(await isStale(notesMade[2]!.id)).toBe(false);
  });

  it('forgets the old words and finds the new ones once an edit is saved, before and after indexing', async () => {
    const note = await newNote({ title: 'Contract damages', body: 'Hadley v Baxendale: the two limbs.' });
    await drain();
    expect(await found('Baxendale')).toEqual([note.id]);

    const edited = await save(note, { body: 'Victoria Laundry: loss of exceptional profits.' });
    expect(await isStale(note.id)).toBe(true);
    expect(await found('Baxendale')).toEqual([]);
    expect(await found('laundry')).toEqual([note.id]);

    await drain();
    expect(await found('Baxendale')).toEqual([]);
    expect(await found('laundry')).toEqual([note.id]);

    // A new title is searched at once too.
    await save(edited, { title: 'Expectation loss' });
    expect(await found('contract')).toEqual([]);
    expect(await found('expectation')).toEqual([note.id]);
  });

  it('keeps the vector when only the subject changes', async () => {
    const s = await t.request({ method: 'POST', url: '/api/subjects', payload: { name: 'Equity' }, as: me });
    const note = await newNote({ title: 'Secret trusts', body: 'Fully secret and half secret trusts.' });
    await drain();
    await save(note, { subjectId: s.json().subject.id });
    expect(await isStale(note.id)).toBe(false);
    expect(await found('half secret')).toEqual([note.id]);
  });

  it('ranks title matches first, then the newest, whether indexed or not', async () => {
    const old = await newNote({ title: 'Rylands v Fletcher', body: 'Escape of a dangerous thing.' });
    const bodyOnly = await newNote({ title: 'Nuisance', body: 'Compare Rylands: strict liability.' });
    await drain();
    const newer = await newNote({ title: 'More on Rylands', body: 'Non-natural use.' });
    const newestBody = await newNote({ title: 'Cambridge Water', body: 'Rylands needs foreseeability.' });
    expect(await isStale(newer.id)).toBe(true);
    expect(await found('rylands')).toEqual([newer.id, old.id, newestBody.id, bodyOnly.id]);

    const page1 = (await t.request({ method: 'GET', url: '/api/notes?q=rylands&limit=3', as: me })).json();
    expect(page1.items.map((n: NoteJson) => n.id)).toEqual([newer.id, old.id, newestBody.id]);
    const page2 = await t.request({
      method: 'GET',
      url: `/api/notes?q=rylands&limit=3&cursor=${page1.nextCursor}`,
      as: me,
    });
    expect(page2.json()).toMatchObject({ items: [{ id: bodyOnly.id }], nextCursor: null });

    await drain();
    expect(await found('rylands')).toEqual([newer.id, old.id, newestBody.id, bodyOnly.id]);
    // A negated word in the body keeps a title match out.
    expect(await found('rylands -natural')).toEqual([old.id, newestBody.id, bodyOnly.id]);
  });
});

describe('the indexer', () => {
  it('indexes a note once, after a burst of saves has stopped', async () => {
    await drain();
    const run = indexer({ quietMs: 1_500 });
    let note = await newNote({ title: 'Autosaved', body: 'A' });
    for (const word of ['consideration', 'must', 'move', 'from', 'the', 'promisee']) {
      note = await save(note, { body: `${note.title} ${word}` });
      expect(await run.runOnce()).toBe(0);
    }
    expect(await isStale(note.id)).toBe(true);
    await sleep(1_600);
    expect(await run.runOnce()).toBe(1);
    expect(await run.runOnce()).toBe(0);
    expect(await isStale(note.id)).toBe(false);
    expect(await found('promisee')).toEqual([note.id]);
  });

  it('indexes a note saved without pause once it has been stale too long', async () => {
    await drain();
    const run = indexer({ quietMs: 60_000, maxStaleMs: 300 });
    let note = await newNote({ title: 'Endless', body: 'typing' });
    expect(await run.runOnce()).toBe(0);
    await sleep(350);
    note = await save(note, { body: 'typing on' });
    expect(await run.runOnce()).toBe(1);
    expect(await isStale(note.id)).toBe(false);
  });

  it('indexes the newest words when a save lands between its look and its write', async () => {
    await drain();
    const note = await newNote({ title: 'Frustration', body: 'Taylor v Caldwell: the music hall burned.' });
    const waiting = await repo.staleNotes(t.database.db, 0, 10);
    expect(waiting.map((n) => n.id)).toEqual([note.id]);
    await save(note, { body: 'Krell v Henry: the coronation was cancelled.' });
    expect(await repo.indexNotes(t.database.db, [note.id])).toEqual([note.id]);
    expect(await isStale(note.id)).toBe(false);
    expect(await found('coronation')).toEqual([note.id]);
    expect(await found('music hall')).toEqual([]);
  });

  it('runs in small batches: a large note goes alone', async () => {
    await drain();
    const run = indexer({ batchBytes: 10_000 });
    await newNote({ title: 'Big one', body: 'word '.repeat(4_000) });
    await newNote({ title: 'Small one', body: 'tiny' });
    await newNote({ title: 'Small two', body: 'tiny' });
    expect(await run.runOnce()).toBe(1);
    expect(await run.runOnce()).toBe(2);
    expect(await run.runOnce()).toBe(0);
  });
});

describe('closing while indexing', () => {
  it('finishes or leaves each note stale, never half-done, and stops for good', async () => {
    const other = await createTestApp();
    const closedDb = other.database.db;
    try {
      const user = await registerUser(other);
      const ids: string[] = [];
      for (let i = 0; i < 15; i += 1) {
        const res = await other.request({
          method: 'POST',
          url: '/api/notes',
          payload: { title: `Chapter ${i}`, body: `estoppel ${'doctrine '.repeat(2_500)}${i}` },
          as: user,
        });
        ids.push(res.json().note.id);
      }
      // The notes rest, then a batch is in flight (besides the app's own timer) as the app closes.
      await sleep(2_100);
      const inFlight = other.app.noteSearchIndexer.runOnce();
      await other.app.close();
      // It settles (closing does not make it throw), and whatever it reports indexed was committed.
      const indexedInFlight = await inFlight;
      // Stopped: nothing more runs, whatever the timer had planned.
      const [{ waiting }] = (await closedDb
        .select({ waiting: sql<number>`count(*)::int` })
        .from(notes)
        .where(sql`${notes.search} is null`)) as [{ waiting: number }];
      await sleep(1_200);
      const [{ after }] = (await closedDb
        .select({ after: sql<number>`count(*)::int` })
        .from(notes)
        .where(sql`${notes.search} is null`)) as [{ after: number }];
      expect(after).toBe(waiting);
      expect(waiting).toBeLessThan(15);
      expect(indexedInFlight).toBeLessThanOrEqual(15 - waiting);

      // Every note is whole, and indexed either fully or not at all: the rest are indexed later.
      const rest = createSearchIndexer(closedDb, quiet, { quietMs: 0 });
      while ((await rest.runOnce()) > 0);
      const hits = await repo.searchNotes(closedDb, user.user.id, 'estoppel doctrine', {
        limit: 50,
        offset: 0,
      });
      expect(hits.map((h) => h.id).sort()).toEqual([...ids].sort());
      const lengths = await closedDb
        .select({ n: sql<number>`length(${notes.body})` })
        .from(notes)
        .where(eq(notes.userId, user.user.id));
      expect(lengths.every((l) => l.n > 22_000)).toBe(true);
    } finally {
      await other.database.close();
    }
  });
});
