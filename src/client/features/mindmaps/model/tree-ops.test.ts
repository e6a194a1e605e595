import type { MindMapNode } from '@shared/mindmap-tree';
import { describe, expect, it } from 'vitest';
import { addRefusal, hiddenCount, isWithin, moveNode, parentOf, pathTo, setLabel } from './tree-ops';

const n = (id: string, children: MindMapNode[] = [], extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  label: id,
  children,
  ...extra,
});
const tree = n('root', [n('a', [n('a1', [n('a1x')])], { collapsed: true }), n('b')]);

describe('tree-ops', () => {
  it('finds paths, parents and descendants', () => {
    expect(pathTo(tree, 'a1x')?.map((p) => p.id)).toEqual(['root', 'a', 'a1', 'a1x']);
    expect(pathTo(tree, 'nope')).toBeNull();
    expect(parentOf(tree, 'a1')?.id).toBe('a');
    expect(parentOf(tree, 'root')).toBeNull();
    expect(isWithin(tree, 'a', 'a1x')).toBe(true);
    expect(isWithin(tree, 'a', 'a')).toBe(true);
    expect(isWithin(tree, 'b', 'a1x')).toBe(false);
  });

  it('counts what a collapsed node hides', () => {
    expect(hiddenCount(tree.children[0]!)).toBe(2);
    expect(hiddenCount(tree.children[1]!)).toBe(0);
  });

  it('refuses a move that would make the map too deep', () => {
    let chain = n('c28');
    for (let i = 27; i >= 1; i -= 1) chain = n(`c${i}`, [chain]);
    const root = n('root', [chain, n('x', [n('y', [n('z')])])]);
    // c28 is at level 29; a three-level branch under it would reach level 32.
    expect(moveNode(root, 'x', 'c28')).toBeNull();
    expect(moveNode(root, 'z', 'c28')).not.toBeNull();
    expect(addRefusal(root, 'c28')).toBeNull();
    expect(addRefusal(moveNode(root, 'z', 'c28')!, 'z')).toMatch(/30 levels/);
  });

  it('cuts a pasted multi-line label to one line within the limit', () => {
    expect(setLabel(tree, 'b', 'a\nb').children[1]!.label).toBe('a b');
    expect(setLabel(tree, 'b', 'x'.repeat(600)).children[1]!.label).toHaveLength(500);
  });
});
