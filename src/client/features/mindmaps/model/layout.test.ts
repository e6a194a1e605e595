import type { MindMapNode } from '@shared/mindmap-tree';
import { describe, expect, it } from 'vitest';
import { BRANCH_COLOURS, estimateWidth, layoutTree, NODE_LOOK, type PlacedNode, wrapLabel } from './layout';

const n = (id: string, children: MindMapNode[] = [], extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  label: id,
  children,
  ...extra,
});
const overlaps = (a: PlacedNode, b: PlacedNode) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('wrapLabel', () => {
  const measure = (t: string) => t.length * 10;
  it('wraps at word boundaries and breaks a word too long for a line', () => {
    expect(wrapLabel('the rule in Hadley v Baxendale', 120, measure, '')).toEqual([
      'the rule in',
      'Hadley v',
      'Baxendale',
    ]);
    expect(wrapLabel('Supercalifragilistic', 80, measure, '')).toEqual(['Supercal', 'ifragili', 'stic']);
    expect(wrapLabel('', 80, measure, '')).toEqual(['']);
  });
});

describe('layoutTree', () => {
  const tree = n('root', [
    n('Offer with a long label that must wrap onto several lines in its box', [n('a1'), n('a2'), n('a3')]),
    n('Acceptance', [n('b1', [n('b1x'), n('b1y')])]),
    n('Consideration', [n('c1')], { collapsed: true, note: 'Hidden below' }),
  ]);
  const layout = layoutTree(tree, estimateWidth);
  const byId = new Map(layout.nodes.map((p) => [p.id, p]));

  it('places every shown node once, depth first as read, and none hidden under a collapsed one', () => {
    expect(layout.nodes.map((p) => p.id)).toEqual([
      'root',
      tree.children[0]!.id,
      'a1',
      'a2',
      'a3',
      'Acceptance',
      'b1',
      'b1x',
      'b1y',
      'Consideration',
    ]);
    expect(layout.edges).toHaveLength(layout.nodes.length - 1);
    expect(byId.get('Consideration')).toMatchObject({ collapsed: true, hiddenCount: 1, hasNote: true });
  });

  it('draws left to right in one column a level, each child clear of its parent', () => {
    for (const p of layout.nodes) {
      if (!p.parentId) continue;
      const parent = byId.get(p.parentId)!;
      expect(p.x).toBeGreaterThanOrEqual(parent.x + parent.width + NODE_LOOK.levelGap);
      const sameLevel = layout.nodes.filter((o) => o.depth === p.depth);
      expect(new Set(sameLevel.map((o) => o.x)).size).toBe(1);
    }
  });

  it('never lets two boxes overlap, whatever the shape of the tree', () => {
    // A deep branch above a shallow one with long labels is the case a per-parent indent gets wrong.
    let seed = 7;
    const random = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let round = 0; round < 30; round += 1) {
      let count = 0;
      const grow = (depth: number): MindMapNode => {
        count += 1;
        const words = Array.from({ length: 1 + Math.floor(random() * 12) }, () => 'word').join(' ');
        const kids = depth < 5 && count < 60 ? Math.floor(random() * 4) : 0;
        return n(
          `n${count}-${words}`,
          Array.from({ length: kids }, () => grow(depth + 1)),
        );
      };
      const placed = layoutTree(grow(0), estimateWidth).nodes;
      for (const a of placed)
        for (const b of placed) if (a !== b) expect(overlaps(a, b), `${a.id} / ${b.id}`).toBe(false);
    }
  });

  it('keeps a wrapped label inside its box and gives each main branch its colour', () => {
    const long = byId.get(tree.children[0]!.id)!;
    expect(long.lines.length).toBeGreaterThan(1);
    expect(long.width).toBeLessThanOrEqual(NODE_LOOK.maxTextWidth + 2 * NODE_LOOK.padX + 1);
    expect(long.height).toBe(long.lines.length * NODE_LOOK.lineHeight + 2 * NODE_LOOK.padY);
    expect(byId.get('b1y')!.branch).toBe(1);
    const edge = layout.edges.find((e) => e.target === 'b1y')!;
    expect(edge.colour).toBe(BRANCH_COLOURS[1]);
    expect(edge.path).toMatch(/^M [\d.-]+ [\d.-]+ C /);
  });

  it('reports bounds that hold every node', () => {
    const { x, y, width, height } = layout.bounds;
    for (const p of layout.nodes) {
      expect(p.x).toBeGreaterThanOrEqual(x);
      expect(p.y).toBeGreaterThanOrEqual(y);
      expect(p.x + p.width).toBeLessThanOrEqual(x + width);
      expect(p.y + p.height).toBeLessThanOrEqual(y + height);
    }
  });

  it('lays out 2,000 nodes', () => {
    const big = n(
      'root',
      Array.from({ length: 40 }, (_, i) =>
        n(
          `b${i}`,
          Array.from({ length: 49 }, (_, j) => n(`b${i}-${j}`)),
        ),
      ),
    );
    const placed = layoutTree(big, estimateWidth);
    expect(placed.nodes).toHaveLength(1 + 40 * 50);
  });
});
