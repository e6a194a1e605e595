import type { Direction } from './editor-state';

// The editor's keyboard shortcuts, as data, so the toolbar's tooltips and the key handler cannot disagree.

export type Command =
  | 'addChild'
  | 'addSibling'
  | 'delete'
  | 'rename'
  | 'toggleCollapse'
  | 'undo'
  | 'redo'
  | { navigate: Direction };

type KeyLike = { key: string; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };

const ARROWS: Record<string, Direction> = {
  ArrowLeft: 'parent',
  ArrowRight: 'child',
  ArrowUp: 'previous',
  ArrowDown: 'next',
};

/** The command a key press on the canvas means, or null to let the browser have it. */
export function commandFor(e: KeyLike): Command | null {
  const mod = e.ctrlKey || e.metaKey;
  if (e.altKey) return null;
  if (mod) {
    const key = e.key.toLowerCase();
    if (key === 'z') return e.shiftKey ? 'redo' : 'undo';
    if (key === 'y' && e.ctrlKey && !e.shiftKey) return 'redo';
    return null;
  }
  // Shift+Tab is left alone: it is how a keyboard user leaves the canvas, since Tab adds a child here.
  if (e.shiftKey && e.key === 'Tab') return null;
  switch (e.key) {
    case 'Tab':
      return 'addChild';
    case 'Enter':
      return 'addSibling';
    case 'Delete':
    case 'Backspace':
      return 'delete';
    case 'F2':
      return 'rename';
    case ' ':
    case 'Spacebar':
      return 'toggleCollapse';
  }
  const direction = ARROWS[e.key];
  return direction ? { navigate: direction } : null;
}

/** For tooltips and aria-keyshortcuts: what to press, as people write it on this platform. */
export const SHORTCUTS = {
  addChild: { label: 'Tab', aria: 'Tab' },
  addSibling: { label: 'Enter', aria: 'Enter' },
  delete: { label: 'Delete', aria: 'Delete Backspace' },
  rename: { label: 'F2', aria: 'F2' },
  toggleCollapse: { label: 'Space', aria: 'Space' },
  undo: { label: 'Ctrl+Z', aria: 'Control+Z Meta+Z' },
  redo: { label: 'Ctrl+Shift+Z', aria: 'Control+Shift+Z Control+Y Meta+Shift+Z' },
} as const;
