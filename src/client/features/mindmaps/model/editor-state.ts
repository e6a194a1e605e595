import type { MindMapNode } from '@shared/mindmap-tree';
import {
  addChild,
  addRefusal,
  addSibling,
  findNode,
  moveNode,
  parentOf,
  removeNode,
  setLabel,
  setNote,
  shownChildren,
  toggleCollapsed,
} from './tree-ops';

// The editor's state as a pure reducer: the tree, the selected node and an undo history of immutable trees.
// Everything the keyboard, the toolbar and drag-and-drop do goes through here, so it is tested as a table.

export const HISTORY_LIMIT = 200;

type Snapshot = { root: MindMapNode; selectedId: string };
export type EditorState = Snapshot & {
  past: Snapshot[];
  future: Snapshot[];
  /**
   * What the last change was, so a run of changes that people see as one (typing a node's note, naming
   * the node just added) becomes one undo step.
   */
  lastEdit: string | null;
};

export type Direction = 'parent' | 'child' | 'previous' | 'next';
export type EditorAction =
  | { type: 'select'; id: string }
  | { type: 'navigate'; direction: Direction }
  | { type: 'addChild'; parentId: string; node: MindMapNode }
  | { type: 'addSibling'; nodeId: string; node: MindMapNode }
  | { type: 'delete'; id: string }
  | { type: 'rename'; id: string; label: string }
  | { type: 'setNote'; id: string; note: string }
  | { type: 'toggleCollapse'; id: string }
  | { type: 'move'; id: string; parentId: string; index?: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The tree was replaced from outside (the user took the server's version): history starts again. */
  | { type: 'reset'; root: MindMapNode };

export const initialEditor = (root: MindMapNode): EditorState => ({
  root,
  selectedId: root.id,
  past: [],
  future: [],
  lastEdit: null,
});

/** A new tree as one undo step; `coalesce` folds it into the previous step when that was the same edit. */
function commit(
  s: EditorState,
  root: MindMapNode,
  selectedId: string,
  edit: string | null = null,
): EditorState {
  if (root === s.root && selectedId === s.selectedId) return s;
  if (root === s.root) return { ...s, selectedId };
  const merge = edit !== null && edit === s.lastEdit;
  const past = merge ? s.past : [...s.past, { root: s.root, selectedId: s.selectedId }].slice(-HISTORY_LIMIT);
  return { root, selectedId, past, future: [], lastEdit: edit };
}

/** Where the selection goes when a node is deleted: the next sibling, else the previous, else the parent. */
function afterDelete(root: MindMapNode, id: string): string {
  const parent = parentOf(root, id);
  if (!parent) return root.id;
  const i = parent.children.findIndex((c) => c.id === id);
  return (parent.children[i + 1] ?? parent.children[i - 1] ?? parent).id;
}

/** Arrow keys on the tree as drawn (left to right): parent, first shown child, and the siblings. */
function neighbour(root: MindMapNode, id: string, direction: Direction): string {
  const node = findNode(root, id);
  if (!node) return root.id;
  if (direction === 'child') return shownChildren(node)[0]?.id ?? id;
  const parent = parentOf(root, id);
  if (!parent) return id;
  if (direction === 'parent') return parent.id;
  const i = parent.children.findIndex((c) => c.id === id);
  return parent.children[direction === 'next' ? i + 1 : i - 1]?.id ?? id;
}

export function editorReducer(s: EditorState, a: EditorAction): EditorState {
  switch (a.type) {
    case 'select':
      return findNode(s.root, a.id) ? { ...s, selectedId: a.id, lastEdit: null } : s;
    case 'navigate':
      return { ...s, selectedId: neighbour(s.root, s.selectedId, a.direction), lastEdit: null };
    case 'addChild':
      if (addRefusal(s.root, a.parentId)) return s;
      return commit(s, addChild(s.root, a.parentId, a.node), a.node.id, `add:${a.node.id}`);
    case 'addSibling': {
      const parentId = parentOf(s.root, a.nodeId)?.id ?? a.nodeId;
      if (addRefusal(s.root, parentId)) return s;
      return commit(s, addSibling(s.root, a.nodeId, a.node), a.node.id, `add:${a.node.id}`);
    }
    case 'delete':
      if (a.id === s.root.id || !findNode(s.root, a.id)) return s;
      return commit(s, removeNode(s.root, a.id), afterDelete(s.root, a.id));
    case 'rename':
      // Naming the node just added is part of adding it: one undo removes both.
      return commit(
        s,
        setLabel(s.root, a.id, a.label),
        a.id,
        s.lastEdit === `add:${a.id}` ? s.lastEdit : null,
      );
    case 'setNote':
      return commit(s, setNote(s.root, a.id, a.note), s.selectedId, `note:${a.id}`);
    case 'toggleCollapse':
      return commit(s, toggleCollapsed(s.root, a.id), s.selectedId);
    case 'move': {
      const moved = moveNode(s.root, a.id, a.parentId, a.index);
      return moved ? commit(s, moved, a.id) : s;
    }
    case 'undo': {
      const previous = s.past.at(-1);
      if (!previous) return s;
      return {
        ...previous,
        past: s.past.slice(0, -1),
        future: [{ root: s.root, selectedId: s.selectedId }, ...s.future],
        lastEdit: null,
      };
    }
    case 'redo': {
      const [next, ...rest] = s.future;
      if (!next) return s;
      return {
        ...next,
        past: [...s.past, { root: s.root, selectedId: s.selectedId }].slice(-HISTORY_LIMIT),
        future: rest,
        lastEdit: null,
      };
    }
    case 'reset':
      return initialEditor(a.root);
  }
}

export const canUndo = (s: EditorState) => s.past.length > 0;
export const canRedo = (s: EditorState) => s.future.length > 0;
