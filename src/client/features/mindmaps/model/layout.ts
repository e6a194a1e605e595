import type { MindMapNode } from '@shared/mindmap-tree';
import { hierarchy, tree } from 'd3-hierarchy';
import { hiddenCount, shownChildren } from './tree-ops';

// The automatic left-to-right layout, shared by the canvas and the image exports so that what is downloaded
// is exactly what is on screen. d3-hierarchy's tidy tree (Reingold–Tilford) places the nodes vertically,
// keeping apart the nodes of one level; each level is a column as wide as its widest box, so nodes of
// different levels can never overlap either (a parent-relative indent would let a deep branch run into a
// shallower one below it).

export const NODE_LOOK = {
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif',
  fontSize: 14,
  rootFontSize: 17,
  lineHeight: 20,
  rootLineHeight: 24,
  padX: 12,
  padY: 8,
  maxTextWidth: 220,
  minWidth: 56,
  levelGap: 56,
  siblingGap: 12,
  cousinGap: 24,
  /** Room on the right for a collapsed node's "+n" badge. */
  badgeWidth: 34,
} as const;

/** One colour a main branch, so the eye can follow it; the root is the app's primary colour. */
export const BRANCH_COLOURS = [
  '#b7702a',
  '#2f6f8f',
  '#6a4c93',
  '#2e7d32',
  '#ad1457',
  '#00838f',
  '#5d6d7e',
  '#8d6e63',
];
export const ROOT_COLOUR = '#1b2a4a';

export const fontOf = (isRoot: boolean) =>
  `${isRoot ? 700 : 500} ${isRoot ? NODE_LOOK.rootFontSize : NODE_LOOK.fontSize}px ${NODE_LOOK.fontFamily}`;

/** Width in pixels of a text in a CSS font string. */
export type Measure = (text: string, font: string) => number;

/** Greedy word wrap to `maxWidth`; a word too long for a line is broken where it must be. */
export function wrapLabel(label: string, maxWidth: number, measure: Measure, font: string): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    let rest = word;
    while (measure(rest, font) > maxWidth && rest.length > 1) {
      let cut = rest.length - 1;
      while (cut > 1 && measure(rest.slice(0, cut), font) > maxWidth) cut -= 1;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  };
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (measure(candidate, font) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      push(word);
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}

export type PlacedNode = {
  id: string;
  label: string;
  lines: string[];
  /** Top-left corner and size, in canvas pixels. */
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
  /** Index of the main branch it belongs to (-1 for the root), for its colour. */
  branch: number;
  parentId: string | null;
  childCount: number;
  collapsed: boolean;
  hiddenCount: number;
  hasNote: boolean;
};
export type PlacedEdge = { id: string; source: string; target: string; path: string; colour: string };
export type Layout = {
  nodes: PlacedNode[];
  edges: PlacedEdge[];
  bounds: { x: number; y: number; width: number; height: number };
};

export const colourOf = (n: Pick<PlacedNode, 'branch'>) =>
  n.branch < 0 ? ROOT_COLOUR : BRANCH_COLOURS[n.branch % BRANCH_COLOURS.length]!;

type Box = { node: MindMapNode; lines: string[]; width: number; height: number; isRoot: boolean };

function boxOf(node: MindMapNode, isRoot: boolean, measure: Measure): Box {
  const font = fontOf(isRoot);
  const lines = wrapLabel(node.label, NODE_LOOK.maxTextWidth, measure, font);
  const textWidth = Math.max(...lines.map((l) => measure(l, font)));
  const badge = node.collapsed ? NODE_LOOK.badgeWidth : 0;
  const lineHeight = isRoot ? NODE_LOOK.rootLineHeight : NODE_LOOK.lineHeight;
  return {
    node,
    lines,
    isRoot,
    // Whole pixels, with one spare, so a font that renders a hair wider than measured does not wrap.
    width: Math.ceil(Math.max(NODE_LOOK.minWidth, textWidth + 2 * NODE_LOOK.padX + 1) + badge),
    height: lines.length * lineHeight + 2 * NODE_LOOK.padY,
  };
}

/** Places the shown nodes (collapsed branches are skipped) and draws a curve from each parent to child. */
export function layoutTree(root: MindMapNode, measure: Measure): Layout {
  const h = hierarchy<Box>(boxOf(root, true, measure), (b) =>
    shownChildren(b.node).map((child) => boxOf(child, false, measure)),
  );
  // With a node size of 1, the separation is the distance in pixels between two neighbours' centres.
  const placed = tree<Box>()
    .nodeSize([1, 1])
    .separation(
      (a, b) =>
        (a.data.height + b.data.height) / 2 +
        (a.parent === b.parent ? NODE_LOOK.siblingGap : NODE_LOOK.cousinGap),
    )(h);

  const columnWidth: number[] = [];
  placed.each((p) => {
    columnWidth[p.depth] = Math.max(columnWidth[p.depth] ?? 0, p.data.width);
  });
  const columnLeft = [0];
  for (let d = 1; d < columnWidth.length; d += 1) {
    columnLeft[d] = columnLeft[d - 1]! + columnWidth[d - 1]! + NODE_LOOK.levelGap;
  }

  const nodes: PlacedNode[] = [];
  const edges: PlacedEdge[] = [];
  const left = new Map<string, number>();
  placed.eachBefore((p) => {
    const { node, width, height, lines } = p.data;
    const parent = p.parent;
    const x = columnLeft[p.depth]!;
    left.set(node.id, x);
    const branch = p.depth === 0 ? -1 : placed.children!.indexOf(p.ancestors().at(-2)!);
    const placedNode: PlacedNode = {
      id: node.id,
      label: node.label,
      lines,
      x,
      y: p.x - height / 2,
      width,
      height,
      depth: p.depth,
      branch,
      parentId: parent?.data.node.id ?? null,
      childCount: node.children.length,
      collapsed: Boolean(node.collapsed),
      hiddenCount: hiddenCount(node),
      hasNote: Boolean(node.note?.trim()),
    };
    nodes.push(placedNode);
    if (parent) {
      const x1 = left.get(parent.data.node.id)! + parent.data.width;
      const y1 = parent.x;
      const x2 = x;
      const y2 = p.x;
      const mid = (x1 + x2) / 2;
      edges.push({
        id: `${parent.data.node.id}->${node.id}`,
        source: parent.data.node.id,
        target: node.id,
        path: `M ${x1} ${y1} C ${mid} ${y1}, ${mid} ${y2}, ${x2} ${y2}`,
        colour: colourOf(placedNode),
      });
    }
  });
  const minX = Math.min(...nodes.map((n) => n.x));
  const minY = Math.min(...nodes.map((n) => n.y));
  const maxX = Math.max(...nodes.map((n) => n.x + n.width));
  const maxY = Math.max(...nodes.map((n) => n.y + n.height));
  return { nodes, edges, bounds: { x: minX, y: minY, width: maxX - minX, height: maxY - minY } };
}

/** A measure for where no canvas is available (tests, old browsers): an average glyph width. */
export const estimateWidth: Measure = (text, font) => {
  const size = Number(/(\d+)px/.exec(font)?.[1] ?? NODE_LOOK.fontSize);
  return text.length * size * 0.56;
};
