// Input: bounds of the tree, field errors, links to subjects and topics, and maps made from notes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { MindMap } from '../../../shared/contracts/mindmaps';
import { MESSAGES } from '../../../shared/errors';
import { contract, details, mindMapRequests, node } from './test-support';

let t: TestApp;
let owner: Client;
let intruder: Client;
let r: ReturnType<typeof mindMapRequests>;
beforeAll(async () => {
  t = await createTestApp();
  r = mindMapRequests(t);
  owner = await registerUser(t);
  intruder = await registerUser(t);
});
afterAll(() => t.close());

const create = (as: Client, payload: object) => r.create(as, payload);
const patch = (as: Client, id: string, payload: object) => r.patch(as, id, payload);
const get = (as: Client, id: string) => r.get(as, id);
const list = (as: Client, query = '') => r.list(as, query);
const newMap = (as: Client, payload: object = {}) => r.newMap(as, payload);
const makeTopic = (as: Client, name?: string) => r.makeTopic(as, name);
const paths = details;

describe('validation', () => {
  it('refuses bad trees and fields with their reason', async () => {
    const me = await registerUser(t);
    const many = node(
      'root',
      'Big',
      Array.from({ length: 2000 }, (_, i) => node(`n${i}`, `Node ${i}`)),
    );
    let deep = node('d0', 'Deep');
    for (let i = 1; i <= 30; i += 1) deep = node(`d${i}`, 'Deep', [deep]);
    const cases: Array<[object, string, string?]> = [
      [{ title: 'x', root: many }, 'root', MESSAGES.mindMapTooManyNodes],
      [{ title: 'x', root: deep }, 'root', MESSAGES.mindMapTooDeep],
      [
        { title: 'x', root: node('r', 'R', [node('a', 'A'), node('a', 'A again')]) },
        'root',
        MESSAGES.mindMapDuplicateId('a'),
      ],
      [
        { title: 'x', root: node('r', 'R', [node('a', '   ')]) },
        'root.children.0.label',
        MESSAGES.mindMapEmptyLabel,
      ],
      [{ title: 'x', root: { id: 'r', label: 'R' } }, 'root.children'],
      [{ title: '  ', root: contract() }, 'title'],
      [{ title: 'x' }, 'root'],
      [{ title: 'x', root: contract(), subjectId: 'not-a-uuid' }, 'subjectId'],
    ];
    for (const [payload, path, message] of cases) {
      const res = await create(me, payload);
      expect(res.statusCode, `${path}: ${res.body.slice(0, 200)}`).toBe(400);
      const detail = paths(res).find((d) => d.path === path);
      expect(detail, `${path} in ${JSON.stringify(paths(res)).slice(0, 200)}`).toBeDefined();
      if (message) expect(detail!.message).toBe(message);
    }

    const map = await newMap(me);
    expect((await patch(me, map.id, { title: 'No version' })).statusCode).toBe(400);
    expect((await get(me, 'not-a-uuid')).statusCode).toBe(400);
    const bad = await patch(me, map.id, { root: many, updatedAt: map.updatedAt });
    expect(bad.statusCode).toBe(400);
    expect((await get(me, map.id)).json().mindmap).toEqual(map);
  });

  it('answers a tree nested far too deep with 400, not a crash', async () => {
    const me = await registerUser(t);
    // Built as text: about 10,000 levels, well under the body limit, far beyond any recursion budget.
    const levels = 10_000;
    const body = `{"title":"Deep","root":${'{"id":"x","label":"x","children":['.repeat(levels)}${']}'.repeat(levels)}}`;
    const res = await t.request({
      method: 'POST',
      url: '/api/mindmaps',
      payload: body,
      headers: { 'content-type': 'application/json' },
      as: me,
    });
    expect(res.statusCode).toBe(400);
    expect(paths(res)[0]).toMatchObject({ path: 'root', message: MESSAGES.mindMapTooDeep });
  });

  it('answers a body over the size limit with 413', async () => {
    const me = await registerUser(t);
    const huge = node(
      'root',
      'Huge',
      Array.from({ length: 1500 }, (_, i) => ({ ...node(`n${i}`, 'x'.repeat(400)), note: 'y'.repeat(1000) })),
    );
    const res = await create(me, { title: 'Huge', root: huge });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toEqual({ code: 'too_large', message: MESSAGES.tooLarge });
  });

  it('needs the subject and topic to be mine and to match each other', async () => {
    const me = await registerUser(t);
    const contractTopic = await makeTopic(me, 'Contract');
    const tort = await makeTopic(me, 'Tort');
    const theirs = await makeTopic(intruder, 'Theirs');
    expect(
      (await create(me, { title: 'x', root: contract(), subjectId: theirs.subject.id })).statusCode,
    ).toBe(404);
    expect((await create(me, { title: 'x', root: contract(), topicId: theirs.topic.id })).statusCode).toBe(
      404,
    );
    const mismatch = await create(me, {
      title: 'x',
      root: contract(),
      subjectId: contractTopic.subject.id,
      topicId: tort.topic.id,
    });
    expect(mismatch.statusCode).toBe(400);
    expect(paths(mismatch)).toEqual([{ path: 'topicId', message: MESSAGES.mindMapTopicMismatch }]);

    const map = await newMap(me, { topicId: contractTopic.topic.id });
    const moved = await patch(me, map.id, { subjectId: tort.subject.id, updatedAt: map.updatedAt });
    // Another subject without a topic drops the old subject's topic.
    expect(moved.json().mindmap).toMatchObject({ subjectId: tort.subject.id, topicId: null });
    const stolen = await patch(me, map.id, {
      topicId: theirs.topic.id,
      updatedAt: moved.json().mindmap.updatedAt,
    });
    expect(stolen.statusCode).toBe(404);
  });
});

describe('from a note', () => {
  it("builds the tree from the note's headings and files it where the note is", async () => {
    const me = await registerUser(t);
    const { subject, topic } = await makeTopic(me);
    const noteRes = await t.request({
      method: 'POST',
      url: '/api/notes',
      as: me,
      payload: {
        title: 'Negligence',
        body: '# Duty\nCaparo.\n## Proximity\n```\n# not a heading\n```\n# Breach',
        topicId: topic.id,
      },
    });
    const note = noteRes.json().note;
    const res = await t.request({
      method: 'POST',
      url: '/api/mindmaps/from-note',
      payload: { noteId: note.id },
      as: me,
    });
    expect(res.statusCode, res.body).toBe(201);
    const map = res.json().mindmap as MindMap;
    expect(map).toMatchObject({
      title: 'Negligence',
      source: 'note',
      nodeCount: 4,
      subjectId: subject.id,
      topicId: topic.id,
      root: {
        label: 'Negligence',
        children: [
          { label: 'Duty', note: 'Caparo.', children: [{ label: 'Proximity', children: [] }] },
          { label: 'Breach', children: [] },
        ],
      },
    });
    expect(map.root.children[0]!.children[0]!.note).toContain('# not a heading');
    // The result is an ordinary map: it saves and lists like any other.
    expect((await patch(me, map.id, { title: 'Mine now', updatedAt: map.updatedAt })).statusCode).toBe(200);

    const named = await t.request({
      method: 'POST',
      url: '/api/mindmaps/from-note',
      payload: { noteId: note.id, title: 'Tort map' },
      as: me,
    });
    expect(named.json().mindmap.title).toBe('Tort map');
  });

  it("answers 404 for another user's note and 400 for a bad id", async () => {
    const theirNote = (
      await t.request({
        method: 'POST',
        url: '/api/notes',
        as: intruder,
        payload: { title: 'Secret', body: '# A' },
      })
    ).json().note;
    const stolen = await t.request({
      method: 'POST',
      url: '/api/mindmaps/from-note',
      payload: { noteId: theirNote.id },
      as: owner,
    });
    expect(stolen.statusCode).toBe(404);
    expect((await list(owner, '?q=Secret')).json().items).toEqual([]);
    const bad = await t.request({
      method: 'POST',
      url: '/api/mindmaps/from-note',
      payload: { noteId: 'x' },
      as: owner,
    });
    expect(bad.statusCode).toBe(400);
  });
});
