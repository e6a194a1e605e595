import { useEffect, useRef } from 'react';
import { type KeyAction, keyAction } from '../model';

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The quiz's keyboard (model.ts keyAction). Listens in the capture phase so that left and right move between
 * questions even when a radio button has focus (a radio group would otherwise use them to change the answer).
 * Off while a dialog is open, and in text fields.
 */
export function useQuizKeys(enabled: boolean, onAction: (action: KeyAction) => void) {
  const handler = useRef(onAction);
  handler.current = onAction;
  useEffect(() => {
    if (!enabled) return;
    const listener = (e: KeyboardEvent) => {
      const target = e.target as HTMLElement | null;
      const typing =
        target?.isContentEditable ||
        (target && TYPING.has(target.tagName) && (target as HTMLInputElement).type !== 'radio');
      if (typing || e.repeat) return;
      const action = keyAction(e);
      if (!action) return;
      e.preventDefault();
      handler.current(action);
    };
    window.addEventListener('keydown', listener, { capture: true });
    return () => window.removeEventListener('keydown', listener, { capture: true });
  }, [enabled]);
}
