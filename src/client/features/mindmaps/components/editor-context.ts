import { createContext, useContext } from 'react';

/** What a node on the canvas can ask of the editor; a context, so node data stays plain and cheap to diff. */
export type NodeActions = {
  select(id: string): void;
  startEditing(id: string): void;
  commitLabel(id: string, label: string, then?: 'addChild'): void;
  cancelEditing(): void;
  toggleCollapse(id: string): void;
};

export const NodeActionsContext = createContext<NodeActions | null>(null);

export function useNodeActions(): NodeActions {
  const actions = useContext(NodeActionsContext);
  if (!actions) throw new Error('A mind-map node must be drawn inside the editor.');
  return actions;
}
