import { describe, expect, it } from 'vitest';
import { mindMapBody, mindMapRoot } from './contracts/mindmaps';
import { MESSAGES } from './errors';
import {
  countNodes,
  MINDMAP_LIMITS,
  type MindMapNode,
  makeNodeId,
  treeDepth,
  treeShapeProblem,
  treesEqual,
} from './mindmap-tree';

const leaf = (id: string, label = id): MindMapNode => ({ id, label, children: [] });
const chain = (levels: number): MindMapNode => {
  let node = leaf(`n${levels}`);
  for (let i = levels - 1; i >= 1; i -= 1) node = { id: `n${i}`, label: `n${i}`, children: [node] };
  return node;
};
const wide = (nodes: number): MindMapNode => ({
  id: 'root',
  label: 'Root',
  children: Array.from({ length: nodes - 1 }, (_, i) => leaf(`c${i}`)),
});
const messages = (value: unknown) => {
  const r = mindMapRoot.safeParse(value);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('tree measures', () => {
  it('counts nodes and levels', () => {
    const tree = { ...leaf('a'), children: [leaf('b'), { ...leaf('c'), children: [leaf('d')] }] };
    expect(countNodes(tree)).toBe(4);
    expect(treeDepth(tree)).toBe(3);
    expect(treeDepth(leaf('x'))).toBe(1);
  });

  it('makes short ids that pass the contract and do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, makeNodeId));
    expect(ids.size).toBe(2000);
    for (const id of [...ids].slice(0, 20)) expect(id).toMatch(/^[0-9a-z]{10}$/);
  });

  it('compares trees by content, not key order or written-out defaults', () => {
    const a: MindMapNode = { id: 'r', label: 'R', children: [{ id: 'x', label: 'X', children: [] }] };
    const b = JSON.parse(
      '{"children":[{"children":[],"label":"X","id":"x","note":""}],"id":"r","label":"R"}',
    );
    expect(treesEqual(a, b)).toBe(true);
    expect(treesEqual(a, { ...b, collapsed: false })).toBe(true);
    expect(treesEqual(a, { ...b, collapsed: true })).toBe(false);
    expect(treesEqual(a, { ...a, children: [{ ...leaf('x', 'Y') }] })).toBe(false);
    expect(treesEqual(a, { ...a, children: [] })).toBe(false);
  });
});

describe('bounds of the contract', () => {
  it('accepts a map at the limits', () => {
    expect(messages(wide(MINDMAP_LIMITS.nodes))).toEqual([]);
    expect(messages(chain(MINDMAP_LIMITS.depth))).toEqual([]);
  });

  it('refuses one node or one level too many with a clear message', () => {
    expect(messages(wide(MINDMAP_LIMITS.nodes + 1))).toEqual([MESSAGES.mindMapTooManyNodes]);
    expect(messages(chain(MINDMAP_LIMITS.depth + 1))).toEqual([MESSAGES.mindMapTooDeep]);
  });

  it('measures a hostile tree without recursing: 100,000 levels deep answers, not overflows', () => {
    let deep: unknown = { id: 'x', label: 'x', children: [] };
    for (let i = 0; i < 100_000; i += 1) deep = { id: 'x', label: 'x', children: [deep] };
    expect(treeShapeProblem(deep)).toBe(MESSAGES.mindMapTooDeep);
    expect(messages(deep)).toEqual([MESSAGES.mindMapTooDeep]);
  });

  it('refuses duplicate ids, empty labels, bad ids and long text', () => {
    const dup = { ...leaf('r'), children: [leaf('a'), { ...leaf('b'), children: [leaf('a')] }] };
    expect(messages(dup)).toEqual([MESSAGES.mindMapDuplicateId('a')]);
    expect(messages({ ...leaf('r'), label: '   ' })).toEqual([MESSAGES.mindMapEmptyLabel]);
    expect(messages({ ...leaf('r'), id: 'has space' })).toHaveLength(1);
    expect(messages({ ...leaf('r'), id: 'x'.repeat(41) })).toHaveLength(1);
    expect(messages({ ...leaf('r'), label: 'x'.repeat(501) })).toHaveLength(1);
    expect(messages({ ...leaf('r'), note: 'x'.repeat(5001) })).toHaveLength(1);
    expect(messages({ id: 'r', label: 'R' })).toHaveLength(1);
    expect(messages('a string')).toHaveLength(1);
  });

  it('trims labels and keeps notes and collapse flags', () => {
    const parsed = mindMapBody.parse({
      title: ' Contract ',
      root: { id: 'r', label: '  Contract  ', note: 'Formation', collapsed: true, children: [] },
    });
    expect(parsed).toEqual({
      title: 'Contract',
      root: { id: 'r', label: 'Contract', note: 'Formation', collapsed: true, children: [] },
    });
  });
});
