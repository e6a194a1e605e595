import { countNodes, MINDMAP_LIMITS, type MindMapNode } from '@shared/mindmap-tree';

// Immutable edits of a mind-map tree. Each returns a new root that shares every untouched branch with the
// old one (so undo history is cheap), or the same root when there is nothing to do.

export function findNode(root: MindMapNode, id: string): MindMapNode | null {
  if (root.id === id) return root;
  for (const child of root.children) {
    const hit = findNode(child, id);
    if (hit) return hit;
  }
  return null;
}

/** The node and its ancestors, root first; null when the id is not in the tree. */
export function pathTo(root: MindMapNode, id: string): MindMapNode[] | null {
  if (root.id === id) return [root];
  for (const child of root.children) {
    const rest = pathTo(child, id);
    if (rest) return [root, ...rest];
  }
  return null;
}

export const parentOf = (root: MindMapNode, id: string) => pathTo(root, id)?.at(-2) ?? null;

/** Whether `id` is `ancestorId` itself or lies somewhere below it. */
export function isWithin(root: MindMapNode, ancestorId: string, id: string): boolean {
  const ancestor = findNode(root, ancestorId);
  return ancestor ? findNode(ancestor, id) !== null : false;
}

/** A new root with the node `id` replaced by `edit(node)`; the same root if the id is absent. */
export function updateNode(
  root: MindMapNode,
  id: string,
  edit: (node: MindMapNode) => MindMapNode,
): MindMapNode {
  if (root.id === id) return edit(root);
  let changed = false;
  const children = root.children.map((child) => {
    const next = updateNode(child, id, edit);
    if (next !== child) changed = true;
    return next;
  });
  return changed ? { ...root, children } : root;
}

/**
 * Why a node cannot be added under `parentId` (the map's node or level limit), or null when it can. The
 * server refuses such a tree anyway; asking first lets the editor say so instead of failing to save.
 */
export function addRefusal(root: MindMapNode, parentId: string): string | null {
  if (countNodes(root) >= MINDMAP_LIMITS.nodes) return 'A mind map can hold at most 2,000 nodes.';
  const depth = pathTo(root, parentId)?.length ?? 0;
  if (depth >= MINDMAP_LIMITS.depth) return 'A mind map can be at most 30 levels deep.';
  return null;
}

/** Adds `child` as the last child of `parentId`, opening the parent if it was collapsed. */
export function addChild(root: MindMapNode, parentId: string, child: MindMapNode): MindMapNode {
  return updateNode(root, parentId, (parent) => {
    const { collapsed: _, ...open } = parent;
    return { ...open, children: [...parent.children, child] };
  });
}

/** Adds `sibling` just after `nodeId`; the root has no siblings, so there it becomes a child. */
export function addSibling(root: MindMapNode, nodeId: string, sibling: MindMapNode): MindMapNode {
  const parent = parentOf(root, nodeId);
  if (!parent) return addChild(root, nodeId, sibling);
  return updateNode(root, parent.id, (p) => {
    const at = p.children.findIndex((c) => c.id === nodeId) + 1;
    return { ...p, children: [...p.children.slice(0, at), sibling, ...p.children.slice(at)] };
  });
}

/** Removes the node and its whole subtree. The root stays: a map always has one. */
export function removeNode(root: MindMapNode, id: string): MindMapNode {
  const parent = parentOf(root, id);
  if (!parent) return root;
  return updateNode(root, parent.id, (p) => ({ ...p, children: p.children.filter((c) => c.id !== id) }));
}

export function setLabel(root: MindMapNode, id: string, label: string): MindMapNode {
  const clean = label.replace(/\s+/g, ' ').trim().slice(0, MINDMAP_LIMITS.labelChars);
  if (!clean) return root;
  const node = findNode(root, id);
  if (!node || node.label === clean) return root;
  return updateNode(root, id, (n) => ({ ...n, label: clean }));
}

/** An empty note is no note: the key is dropped, so an emptied note equals one never written. */
export function setNote(root: MindMapNode, id: string, note: string): MindMapNode {
  const node = findNode(root, id);
  const clean = note.slice(0, MINDMAP_LIMITS.noteChars);
  if (!node || (node.note ?? '') === clean) return root;
  return updateNode(root, id, ({ note: _, ...n }) => (clean.trim() ? { ...n, note: clean } : n));
}

/** Collapsing a leaf means nothing, so it is left alone; `collapsed: false` is never written out. */
export function toggleCollapsed(root: MindMapNode, id: string): MindMapNode {
  const node = findNode(root, id);
  if (!node || (node.children.length === 0 && !node.collapsed)) return root;
  return updateNode(root, id, ({ collapsed, ...n }) => (collapsed ? n : { ...n, collapsed: true }));
}

/**
 * Re-parents `id` under `parentId` (at `index`, or last). Refused (null) for the root, for a drop onto the
 * node itself or one of its descendants (that would cut the branch off the tree), and past the level limit.
 */
export function moveNode(
  root: MindMapNode,
  id: string,
  parentId: string,
  index?: number,
): MindMapNode | null {
  const node = findNode(root, id);
  const oldParent = parentOf(root, id);
  if (!node || !oldParent || !findNode(root, parentId) || isWithin(root, id, parentId)) return null;
  const depthBelow = treeHeight(node);
  if ((pathTo(root, parentId)?.length ?? 0) + depthBelow > MINDMAP_LIMITS.depth) return null;
  const without = removeNode(root, id);
  return updateNode(without, parentId, (p) => {
    const { collapsed: _, ...open } = p;
    const at = index === undefined ? p.children.length : Math.max(0, Math.min(index, p.children.length));
    return { ...open, children: [...p.children.slice(0, at), node, ...p.children.slice(at)] };
  });
}

function treeHeight(node: MindMapNode): number {
  return 1 + Math.max(0, ...node.children.map(treeHeight));
}

/** Children as drawn: a collapsed node shows none. */
export const shownChildren = (node: MindMapNode) => (node.collapsed ? [] : node.children);

/** Nodes hidden under a collapsed node (its whole subtree, not counting itself). */
export const hiddenCount = (node: MindMapNode) => (node.collapsed ? countNodes(node) - 1 : 0);
