import { useEffect, useRef } from 'react';
import type { Phase } from './session';
import { commandForKey, type StudyCommand } from './shortcuts';

/** Listens for the study shortcuts on the whole page while the study screen is open. */
export function useStudyKeys(phase: Phase | 'idle', onCommand: (command: StudyCommand) => void): void {
  const latest = useRef({ phase, onCommand });
  useEffect(() => {
    latest.current = { phase, onCommand };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      const command = commandForKey(event, latest.current.phase);
      if (!command) return;
      // Space would otherwise scroll the page, and Enter might submit something.
      event.preventDefault();
      latest.current.onCommand(command);
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);
}
