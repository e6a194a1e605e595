import { MESSAGES } from './errors';

// The mind-map tree as both sides see it: its bounds, and small pure helpers over it.

export type MindMapNode = {
  id: string;
  label: string;
  note?: string;
  /** Children hidden on the canvas; kept with the map so it reopens as it was left. */
  collapsed?: boolean;
  children: MindMapNode[];
};

export const MINDMAP_LIMITS = {
  /** Nodes in one map, the root included. */
  nodes: 2_000,
  /** Levels, the root being level 1. */
  depth: 30,
  labelChars: 500,
  noteChars: 5_000,
  idChars: 40,
} as const;

/**
 * Why an untrusted value cannot be a tree within bounds (too many nodes or levels), or null. Walks with its
 * own stack and stops at the first excess, so hostile input (very deep or very wide) costs little and never
 * overflows the call stack. Wrong types are left for the schema to report.
 */
export function treeShapeProblem(value: unknown): string | null {
  const stack: Array<[unknown, number]> = [[value, 1]];
  let count = 0;
  for (let item = stack.pop(); item; item = stack.pop()) {
    const [node, depth] = item;
    if (!node || typeof node !== 'object') continue;
    count += 1;
    if (count > MINDMAP_LIMITS.nodes) return MESSAGES.mindMapTooManyNodes;
    if (depth > MINDMAP_LIMITS.depth) return MESSAGES.mindMapTooDeep;
    const children = (node as { children?: unknown }).children;
    if (!Array.isArray(children)) continue;
    if (count + children.length > MINDMAP_LIMITS.nodes) return MESSAGES.mindMapTooManyNodes;
    for (const child of children) stack.push([child, depth + 1]);
  }
  return null;
}

/** Every node, parents before children (depth-first, in the order they are drawn). */
export function* walk(root: MindMapNode, depth = 1): Generator<[MindMapNode, number]> {
  yield [root, depth];
  for (const child of root.children) yield* walk(child, depth + 1);
}

export function countNodes(root: MindMapNode): number {
  let n = 0;
  for (const _ of walk(root)) n += 1;
  return n;
}

export function treeDepth(root: MindMapNode): number {
  let max = 0;
  for (const [, depth] of walk(root)) max = Math.max(max, depth);
  return max;
}

const ID_ALPHABET = '0123456789abcdefghijklmnopqrstuvwxyz';
/** A short random node id (10 base-36 characters, about 51 bits): unique enough within one map of 2,000. */
export function makeNodeId(): string {
  const bytes = new Uint8Array(10);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => ID_ALPHABET[b % 36]).join('');
}

/**
 * Same content, whatever the key order (PostgreSQL's jsonb reorders keys) and whether an empty note or a
 * false `collapsed` is written out or left away.
 */
export function treesEqual(a: MindMapNode, b: MindMapNode): boolean {
  if (a === b) return true;
  if (a.id !== b.id || a.label !== b.label) return false;
  if ((a.note ?? '') !== (b.note ?? '') || Boolean(a.collapsed) !== Boolean(b.collapsed)) return false;
  if (a.children.length !== b.children.length) return false;
  return a.children.every((child, i) => treesEqual(child, b.children[i]!));
}
