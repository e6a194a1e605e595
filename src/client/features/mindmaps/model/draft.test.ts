import type { MindMap } from '@shared/contracts/mindmaps';
import { describe, expect, it } from 'vitest';
import { mindMapDrafts } from './draft';

const server: MindMap = {
  id: 'm1',
  title: 'Contract',
  subjectId: null,
  topicId: null,
  nodeCount: 2,
  source: 'manual',
  root: { id: 'r', label: 'Contract', children: [{ id: 'a', label: 'Offer', children: [] }] },
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-02T10:00:00.000Z',
};
function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('mind-map drafts', () => {
  it('round-trips under mindmap-draft:<id>', () => {
    const store = memoryStore();
    const draft = { ...mindMapDrafts.contentOf(server), baseUpdatedAt: server.updatedAt, editedAt: 1 };
    expect(mindMapDrafts.write(store, 'm1', draft)).toBe(true);
    expect([...store.data.keys()]).toEqual(['mindmap-draft:m1']);
    expect(mindMapDrafts.read(store, 'm1')).toEqual(draft);
  });

  it('ignores a damaged draft instead of opening a broken tree', () => {
    const store = memoryStore();
    const base = { title: 'x', subjectId: null, topicId: null, baseUpdatedAt: 'x', editedAt: 1 };
    const dup = { id: 'r', label: 'R', children: [{ id: 'r', label: 'again', children: [] }] };
    for (const root of [null, { id: 'r' }, { id: 'r', label: '', children: [] }, dup]) {
      store.setItem('mindmap-draft:m1', JSON.stringify({ ...base, root }));
      expect(mindMapDrafts.read(store, 'm1'), JSON.stringify(root)).toBeNull();
    }
  });

  it('sees a draft equal to the server copy as nothing to restore, whatever its key order', () => {
    // PostgreSQL's jsonb hands keys back in its own order; that is not an edit.
    const reordered = JSON.parse(
      '{"children":[{"children":[],"label":"Offer","id":"a"}],"label":"Contract","id":"r"}',
    );
    const same = {
      title: 'Contract',
      subjectId: null,
      topicId: null,
      root: reordered,
      baseUpdatedAt: 'old',
      editedAt: 0,
    };
    expect(mindMapDrafts.chooseStart(server, same)).toBe('server');
    const edited = {
      ...same,
      root: { ...reordered, label: 'Contract law' },
      baseUpdatedAt: server.updatedAt,
    };
    expect(mindMapDrafts.editorStart(server, edited)).toMatchObject({
      dirty: true,
      conflict: null,
      content: { root: { label: 'Contract law' } },
    });
    const stale = { ...edited, baseUpdatedAt: '2026-01-01T10:00:00.000Z', editedAt: 0 };
    expect(mindMapDrafts.editorStart(server, stale)).toMatchObject({ conflict: server });
  });
});
