import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectOwnedResource } from '../../../../tests/helpers/ownership';
import { type Client, createTestApp, registerUser, type TestApp } from '../../../../tests/helpers/test-app';
import type { MindMap } from '../../../shared/contracts/mindmaps';
import { MESSAGES } from '../../../shared/errors';
import { contract, mindMapRequests, node } from './test-support';

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

const patch = (as: Client, id: string, payload: object) => r.patch(as, id, payload);
const get = (as: Client, id: string) => r.get(as, id);
const list = (as: Client, query = '') => r.list(as, query);
const newMap = (as: Client, payload: object = {}) => r.newMap(as, payload);
const makeTopic = (as: Client, name?: string) => r.makeTopic(as, name);

describe('mind maps CRUD', () => {
  it('creates, reads, saves the whole tree, lists and deletes', async () => {
    const me = await registerUser(t);
    const { subject, topic } = await makeTopic(me);
    const map = await newMap(me, { title: ' Formation ', topicId: topic.id });
    expect(map).toMatchObject({
      title: 'Formation',
      subjectId: subject.id,
      topicId: topic.id,
      nodeCount: 3,
      source: 'manual',
      root: contract(),
    });
    expect(map.updatedAt).toMatch(/\.\d{3}Z$/);
    expect((await get(me, map.id)).json().mindmap).toEqual(map);

    const grown = node('root', 'Contract', [
      { ...node('offer', 'Offer'), note: 'A definite promise', collapsed: true },
      node('acc', 'Acceptance', [node('post', 'Postal rule')]),
    ]);
    const saved = await patch(me, map.id, { root: grown, updatedAt: map.updatedAt });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = saved.json().mindmap as MindMap;
    expect(second).toMatchObject({ root: grown, nodeCount: 4, title: 'Formation' });
    expect(Date.parse(second.updatedAt)).toBeGreaterThan(Date.parse(map.updatedAt));
    const renamed = await patch(me, map.id, { title: 'Formation (2)', updatedAt: second.updatedAt });
    expect(renamed.json().mindmap).toMatchObject({ title: 'Formation (2)', root: grown });

    const items = (await list(me)).json().items;
    expect(items).toEqual([
      {
        id: map.id,
        title: 'Formation (2)',
        subjectId: subject.id,
        topicId: topic.id,
        nodeCount: 4,
        source: 'manual',
        createdAt: map.createdAt,
        updatedAt: renamed.json().mindmap.updatedAt,
      },
    ]);

    expect((await t.request({ method: 'DELETE', url: `/api/mindmaps/${map.id}`, as: me })).statusCode).toBe(
      204,
    );
    expect((await get(me, map.id)).json().error).toMatchObject({
      code: 'not_found',
      message: MESSAGES.mindMapNotFound,
    });
  });

  it('filters by subject, topic and title words, and pages with a cursor', async () => {
    const me = await registerUser(t);
    const { subject, topic } = await makeTopic(me);
    for (const title of ['Offer', 'Acceptance', 'Consideration', '100% intention'])
      await newMap(me, { title });
    await newMap(me, { title: 'Privity of contract', topicId: topic.id });

    const first = (await list(me, '?limit=2')).json();
    expect(first.items.map((m: MindMap) => m.title)).toEqual(['Privity of contract', '100% intention']);
    const second = (await list(me, `?limit=2&cursor=${first.nextCursor}`)).json();
    expect(second.items.map((m: MindMap) => m.title)).toEqual(['Consideration', 'Acceptance']);
    const third = (await list(me, `?limit=2&cursor=${second.nextCursor}`)).json();
    expect(third).toMatchObject({ items: [{ title: 'Offer' }], nextCursor: null });

    expect((await list(me, `?topicId=${topic.id}`)).json().items.map((m: MindMap) => m.title)).toEqual([
      'Privity of contract',
    ]);
    expect((await list(me, `?subjectId=${subject.id}`)).json().items).toHaveLength(1);
    expect((await list(me, '?q=CONTRACT')).json().items.map((m: MindMap) => m.title)).toEqual([
      'Privity of contract',
    ]);
    // LIKE's wildcards are matched as themselves.
    expect((await list(me, `?q=${encodeURIComponent('100%')}`)).json().items).toHaveLength(1);
    expect((await list(me, '?q=_')).json().items).toEqual([]);
    expect((await list(me, '?limit=201')).statusCode).toBe(400);
    expect((await list(me, '?cursor=garbage')).statusCode).toBe(400);
  });
});

describe('optimistic concurrency', () => {
  it('answers a stale save with 409 and the current map, and overwrites nothing', async () => {
    const me = await registerUser(t);
    const map = await newMap(me);
    const tabA = await patch(me, map.id, {
      root: node('root', 'Contract', [node('a', 'From tab A')]),
      updatedAt: map.updatedAt,
    });
    expect(tabA.statusCode).toBe(200);

    const tabB = await patch(me, map.id, {
      title: 'B',
      root: node('root', 'Contract', [node('b', 'From tab B')]),
      updatedAt: map.updatedAt,
    });
    expect(tabB.statusCode).toBe(409);
    const error = tabB.json().error;
    expect(error).toMatchObject({ code: 'conflict', message: MESSAGES.mindMapConflict });
    expect(error.details).toEqual(tabA.json().mindmap);
    expect((await get(me, map.id)).json().mindmap).toEqual(tabA.json().mindmap);

    // "Keep mine": saving again on top of the server's version wins, on purpose.
    const kept = await patch(me, map.id, {
      root: node('root', 'Contract', [node('b', 'From tab B')]),
      updatedAt: error.details.updatedAt,
    });
    expect(kept.json().mindmap.root.children).toEqual([node('b', 'From tab B')]);
  });

  it('lets only one of two saves made at once on the same version win', async () => {
    const me = await registerUser(t);
    const map = await newMap(me);
    const tries = await Promise.all(
      ['one', 'two', 'three'].map((label) =>
        patch(me, map.id, { root: node('root', label), updatedAt: map.updatedAt }),
      ),
    );
    expect(tries.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = tries.find((r) => r.statusCode === 200)!.json().mindmap;
    expect((await get(me, map.id)).json().mindmap).toEqual(winner);
  });
});

describe('ownership', () => {
  it("hides another user's mind map (404) and leaves it unchanged", async () => {
    const map = await newMap(owner, { title: 'Private map' });
    await expectOwnedResource(t, {
      owner,
      intruder,
      url: `/api/mindmaps/${map.id}`,
      listUrl: '/api/mindmaps',
      mutations: [
        { method: 'PATCH', payload: { title: 'hacked', root: contract(), updatedAt: map.updatedAt } },
        { method: 'DELETE' },
      ],
    });
  });

  it('documents every route in OpenAPI, the recursive node schema once by name', async () => {
    const doc = (await t.request({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths).filter((p) => p.startsWith('/api/mindmaps'))).toEqual([
      '/api/mindmaps',
      '/api/mindmaps/from-note',
      '/api/mindmaps/{id}',
    ]);
    expect(doc.paths['/api/mindmaps'].get.tags).toEqual(['mindmaps']);
    const refs = [...JSON.stringify(doc).matchAll(/"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs).toContain('MindMapNodeInput');
    for (const name of new Set(refs)) expect(doc.components.schemas, name).toHaveProperty(name);
  });

  it('needs a session', async () => {
    const res = await t.request({ method: 'GET', url: '/api/mindmaps' });
    expect(res.statusCode).toBe(401);
  });
});
