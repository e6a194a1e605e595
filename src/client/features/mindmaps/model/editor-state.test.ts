import { MINDMAP_LIMITS, type MindMapNode } from '@shared/mindmap-tree';
import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  type EditorAction,
  type EditorState,
  editorReducer,
  HISTORY_LIMIT,
  initialEditor,
} from './editor-state';

const n = (id: string, children: MindMapNode[] = [], extra: Partial<MindMapNode> = {}): MindMapNode => ({
  id,
  label: id.toUpperCase(),
  children,
  ...extra,
});
// root ─┬─ a ─┬─ a1
//       │     └─ a2
//       └─ b
const sample = () => n('root', [n('a', [n('a1'), n('a2')]), n('b')]);
const run = (actions: EditorAction[], from: EditorState = initialEditor(sample())) =>
  actions.reduce(editorReducer, from);
/** The tree as nested ids, easy to read in an expectation. */
type Ids = string | [string, Ids[]];
const ids = (node: MindMapNode): Ids => (node.children.length ? [node.id, node.children.map(ids)] : node.id);
const labelOf = (root: MindMapNode, id: string): string | undefined => {
  if (root.id === id) return root.label;
  for (const c of root.children) {
    const hit = labelOf(c, id);
    if (hit) return hit;
  }
  return undefined;
};

describe('adding nodes', () => {
  it('adds a child last and selects it', () => {
    const s = run([{ type: 'addChild', parentId: 'a', node: n('x') }]);
    expect(ids(s.root)).toEqual(['root', [['a', ['a1', 'a2', 'x']], 'b']]);
    expect(s.selectedId).toBe('x');
  });

  it('opens a collapsed parent when a child is added to it', () => {
    const start = initialEditor(n('root', [n('a', [n('a1')], { collapsed: true })]));
    const s = run([{ type: 'addChild', parentId: 'a', node: n('x') }], start);
    expect(s.root.children[0]!.collapsed).toBeUndefined();
  });

  it('adds a sibling just after the node, and a child when the node is the root', () => {
    const s = run([{ type: 'addSibling', nodeId: 'a1', node: n('x') }]);
    expect(ids(s.root)).toEqual(['root', [['a', ['a1', 'x', 'a2']], 'b']]);
    const onRoot = run([{ type: 'addSibling', nodeId: 'root', node: n('y') }]);
    expect(ids(onRoot.root)).toEqual(['root', [['a', ['a1', 'a2']], 'b', 'y']]);
    expect(onRoot.selectedId).toBe('y');
  });

  it('refuses to go past the node limit or the level limit', () => {
    const full = n(
      'root',
      Array.from({ length: MINDMAP_LIMITS.nodes - 1 }, (_, i) => n(`c${i}`)),
    );
    const s = initialEditor(full);
    expect(editorReducer(s, { type: 'addChild', parentId: 'root', node: n('x') })).toBe(s);
    let deep = n('d30');
    for (let i = 29; i >= 1; i -= 1) deep = n(`d${i}`, [deep]);
    const d = initialEditor(deep);
    expect(editorReducer(d, { type: 'addChild', parentId: 'd30', node: n('x') })).toBe(d);
    expect(editorReducer(d, { type: 'addSibling', nodeId: 'd30', node: n('x') }).root).not.toBe(deep);
  });
});

describe('deleting, renaming, notes and collapse', () => {
  it('deletes a node with its subtree and selects the next sibling, the previous, or the parent', () => {
    const s = run([{ type: 'delete', id: 'a' }]);
    expect(ids(s.root)).toEqual(['root', ['b']]);
    expect(s.selectedId).toBe('b');
    expect(run([{ type: 'delete', id: 'a2' }]).selectedId).toBe('a1');
    expect(
      run([
        { type: 'delete', id: 'a1' },
        { type: 'delete', id: 'a2' },
      ]).selectedId,
    ).toBe('a');
  });

  it('never deletes the root', () => {
    const s = initialEditor(sample());
    expect(editorReducer(s, { type: 'delete', id: 'root' })).toBe(s);
  });

  it('renames with trimmed text, and ignores an empty or unchanged label', () => {
    const s = run([{ type: 'rename', id: 'b', label: '  Breach \n of duty ' }]);
    expect(labelOf(s.root, 'b')).toBe('Breach of duty');
    expect(editorReducer(s, { type: 'rename', id: 'b', label: '   ' })).toBe(s);
    expect(editorReducer(s, { type: 'rename', id: 'b', label: 'Breach of duty' })).toBe(s);
  });

  it('sets and clears a note, typing on one node being one undo step', () => {
    const s = run([
      { type: 'select', id: 'b' },
      { type: 'setNote', id: 'b', note: 'C' },
      { type: 'setNote', id: 'b', note: 'Ca' },
      { type: 'setNote', id: 'b', note: 'Caparo' },
    ]);
    expect(s.root.children[1]!.note).toBe('Caparo');
    expect(s.past).toHaveLength(1);
    const cleared = editorReducer(s, { type: 'setNote', id: 'b', note: '' });
    expect('note' in cleared.root.children[1]!).toBe(false);
    expect(editorReducer(s, { type: 'undo' }).root.children[1]!.note).toBeUndefined();
  });

  it('collapses and expands a node with children, and leaves a leaf alone', () => {
    const s = run([{ type: 'toggleCollapse', id: 'a' }]);
    expect(s.root.children[0]!.collapsed).toBe(true);
    const back = editorReducer(s, { type: 'toggleCollapse', id: 'a' });
    expect('collapsed' in back.root.children[0]!).toBe(false);
    const leaf = initialEditor(sample());
    expect(editorReducer(leaf, { type: 'toggleCollapse', id: 'b' })).toBe(leaf);
  });
});

describe('moving (drag to re-parent)', () => {
  it('moves a node with its subtree under another node, last or at an index', () => {
    const s = run([{ type: 'move', id: 'a', parentId: 'b' }]);
    expect(ids(s.root)).toEqual(['root', [['b', [['a', ['a1', 'a2']]]]]]);
    expect(s.selectedId).toBe('a');
    const at = run([{ type: 'move', id: 'a2', parentId: 'a', index: 0 }]);
    expect(ids(at.root)).toEqual(['root', [['a', ['a2', 'a1']], 'b']]);
  });

  it('refuses a drop onto itself, onto its own descendant, and any move of the root', () => {
    const s = initialEditor(sample());
    for (const action of [
      { type: 'move', id: 'a', parentId: 'a' },
      { type: 'move', id: 'a', parentId: 'a2' },
      { type: 'move', id: 'root', parentId: 'b' },
      { type: 'move', id: 'a', parentId: 'nowhere' },
    ] as const) {
      expect(editorReducer(s, action), JSON.stringify(action)).toBe(s);
    }
  });
});

describe('selection by arrow keys', () => {
  it('walks to the parent, the first child and the siblings, stopping at the edges', () => {
    const at = (actions: EditorAction[]) => run([{ type: 'select', id: 'a' }, ...actions]).selectedId;
    expect(at([{ type: 'navigate', direction: 'child' }])).toBe('a1');
    expect(at([{ type: 'navigate', direction: 'next' }])).toBe('b');
    expect(at([{ type: 'navigate', direction: 'previous' }])).toBe('a');
    expect(at([{ type: 'navigate', direction: 'parent' }])).toBe('root');
    expect(run([{ type: 'navigate', direction: 'parent' }]).selectedId).toBe('root');
    expect(
      run([
        { type: 'select', id: 'b' },
        { type: 'navigate', direction: 'child' },
      ]).selectedId,
    ).toBe('b');
  });

  it('does not enter a collapsed node, and ignores an unknown id', () => {
    const s = run([
      { type: 'toggleCollapse', id: 'a' },
      { type: 'select', id: 'a' },
    ]);
    expect(editorReducer(s, { type: 'navigate', direction: 'child' }).selectedId).toBe('a');
    expect(editorReducer(s, { type: 'select', id: 'ghost' })).toBe(s);
  });
});

describe('undo and redo', () => {
  it('undoes and redoes each change, restoring the selection of the time', () => {
    const s = run([
      { type: 'select', id: 'b' },
      { type: 'addChild', parentId: 'b', node: n('x') },
      { type: 'delete', id: 'a' },
    ]);
    expect(ids(s.root)).toEqual(['root', [['b', ['x']]]]);
    const one = editorReducer(s, { type: 'undo' });
    expect(ids(one.root)).toEqual([
      'root',
      [
        ['a', ['a1', 'a2']],
        ['b', ['x']],
      ],
    ]);
    expect(one.selectedId).toBe('x');
    const two = editorReducer(one, { type: 'undo' });
    expect(ids(two.root)).toEqual(ids(sample()));
    expect(two.selectedId).toBe('b');
    expect(canUndo(two)).toBe(false);
    expect(editorReducer(two, { type: 'undo' })).toBe(two);
    const again = run([{ type: 'redo' }, { type: 'redo' }], two);
    expect(again.root).toBe(s.root);
    expect(canRedo(again)).toBe(false);
  });

  it('makes adding a node and naming it one step', () => {
    const s = run([
      { type: 'addChild', parentId: 'root', node: n('x', [], { label: 'New node' }) },
      { type: 'rename', id: 'x', label: 'Remedies' },
    ]);
    expect(labelOf(s.root, 'x')).toBe('Remedies');
    expect(ids(editorReducer(s, { type: 'undo' }).root)).toEqual(ids(sample()));
  });

  it('drops the redo branch on a new change', () => {
    const s = run([{ type: 'delete', id: 'b' }, { type: 'undo' }, { type: 'delete', id: 'a1' }]);
    expect(canRedo(s)).toBe(false);
    expect(ids(s.root)).toEqual(['root', [['a', ['a2']], 'b']]);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    let s = initialEditor(n('root'));
    for (let i = 0; i < HISTORY_LIMIT + 25; i += 1) {
      s = editorReducer(s, { type: 'rename', id: 'root', label: `v${i}` });
    }
    expect(s.past).toHaveLength(HISTORY_LIMIT);
    while (canUndo(s)) s = editorReducer(s, { type: 'undo' });
    expect(s.root.label).toBe('v24');
  });

  it('starts a new history when the tree is replaced from outside', () => {
    const s = run([
      { type: 'delete', id: 'b' },
      { type: 'reset', root: n('other') },
    ]);
    expect(s).toMatchObject({ selectedId: 'other', past: [], future: [] });
  });

  it('keeps untouched branches shared between versions', () => {
    const before = initialEditor(sample());
    const after = editorReducer(before, { type: 'rename', id: 'b', label: 'Breach' });
    expect(after.root.children[0]).toBe(before.root.children[0]);
  });
});
