import { notify } from '@client/components/feedback/notify';
import { type MindMapNode, makeNodeId } from '@shared/mindmap-tree';
import { type KeyboardEvent, useCallback, useMemo, useReducer, useRef, useState } from 'react';
import type { NodeActions } from '../components/editor-context';
import { canRedo, canUndo, editorReducer, initialEditor } from '../model/editor-state';
import { type Command, commandFor } from '../model/keymap';
import { addRefusal, findNode, isWithin, parentOf } from '../model/tree-ops';

export const NEW_NODE_LABEL = 'New idea';
const ROOT_STAYS = 'The central node cannot be deleted; rename it instead.';

/**
 * The editor's behaviour around the pure reducer: which node is being renamed, what each command does
 * (with the limits explained rather than silently ignored), and the canvas's key handler.
 */
export function useTreeEditor(startRoot: MindMapNode) {
  const [state, dispatch] = useReducer(editorReducer, startRoot, initialEditor);
  const [editingId, setEditingId] = useState<string | null>(null);
  const canvasRef = useRef<HTMLDivElement | null>(null);
  // Commands read the latest state without being re-created on every change.
  const latest = useRef(state);
  latest.current = state;

  const focusCanvas = useCallback(() => requestAnimationFrame(() => canvasRef.current?.focus()), []);

  const add = useCallback((kind: 'addChild' | 'addSibling', at: string) => {
    const { root } = latest.current;
    const parentId = kind === 'addChild' ? at : (parentOf(root, at)?.id ?? at);
    const refusal = addRefusal(root, parentId);
    if (refusal) {
      notify(refusal, 'warning');
      return;
    }
    const node = { id: makeNodeId(), label: NEW_NODE_LABEL, children: [] };
    dispatch(
      kind === 'addChild'
        ? { type: 'addChild', parentId: at, node }
        : { type: 'addSibling', nodeId: at, node },
    );
    setEditingId(node.id);
  }, []);

  const run = useCallback(
    (command: Command) => {
      const { root, selectedId } = latest.current;
      if (typeof command === 'object') {
        dispatch({ type: 'navigate', direction: command.navigate });
        return;
      }
      switch (command) {
        case 'addChild':
        case 'addSibling':
          add(command, selectedId);
          return;
        case 'delete':
          if (selectedId === root.id) notify(ROOT_STAYS, 'info');
          else dispatch({ type: 'delete', id: selectedId });
          return;
        case 'rename':
          setEditingId(selectedId);
          return;
        case 'toggleCollapse':
          dispatch({ type: 'toggleCollapse', id: selectedId });
          return;
        case 'undo':
        case 'redo':
          setEditingId(null);
          dispatch({ type: command });
          return;
      }
    },
    [add],
  );

  const onKeyDown = useCallback(
    (e: KeyboardEvent<HTMLDivElement>) => {
      // Keys typed into the rename box or a control inside the canvas (zoom buttons) are theirs.
      if (e.target !== e.currentTarget) return;
      const command = commandFor(e);
      if (!command) return;
      e.preventDefault();
      run(command);
    },
    [run],
  );

  const nodeActions = useMemo<NodeActions>(
    () => ({
      select: (id) => dispatch({ type: 'select', id }),
      startEditing: (id) => {
        dispatch({ type: 'select', id });
        setEditingId(id);
      },
      commitLabel: (id, label, then) => {
        dispatch({ type: 'rename', id, label });
        setEditingId(null);
        if (then === 'addChild') add('addChild', id);
        else focusCanvas();
      },
      cancelEditing: () => {
        setEditingId(null);
        focusCanvas();
      },
      toggleCollapse: (id) => dispatch({ type: 'toggleCollapse', id }),
    }),
    [add, focusCanvas],
  );

  const selected = findNode(state.root, state.selectedId) ?? state.root;
  return {
    state,
    dispatch,
    selected,
    editingId,
    run,
    onKeyDown,
    nodeActions,
    canvasRef,
    canUndo: canUndo(state),
    canRedo: canRedo(state),
    canDrop: useCallback((id: string, targetId: string) => !isWithin(latest.current.root, id, targetId), []),
    move: useCallback((id: string, parentId: string) => dispatch({ type: 'move', id, parentId }), []),
  };
}
