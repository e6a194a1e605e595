import { useCallback, useEffect, useRef, useState } from 'react';
import { browserStorage, clearDraft, type DraftStorage, readDraft, writeDraft } from '../model/draft';

const SAVE_AFTER_MS = 400;

export type DraftState = {
  text: string;
  setText(text: string): void;
  /** 'saved' once this browser holds the latest text; 'unavailable' when it refuses to store it. */
  status: 'idle' | 'saved' | 'unavailable';
  /** Forgets the draft (after a successful submission). */
  discard(): void;
};

/** Text kept in this browser under `key` as it is typed (a short pause first), and on leaving the page. */
export function useDraft(key: string, storage: DraftStorage | null = browserStorage()): DraftState {
  const [text, setTextState] = useState(() => readDraft(storage, key));
  const [status, setStatus] = useState<DraftState['status']>('idle');
  const latest = useRef({ text, dirty: false, key, storage });
  latest.current.key = key;
  latest.current.storage = storage;

  const flush = useCallback(() => {
    const l = latest.current;
    if (!l.dirty) return;
    l.dirty = false;
    setStatus(writeDraft(l.storage, l.key, l.text) ? 'saved' : 'unavailable');
  }, []);

  // Each change of the text restarts the pause before saving.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `text` is the trigger, read through the ref.
  useEffect(() => {
    if (!latest.current.dirty) return;
    const timer = setTimeout(flush, SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, flush]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const setText = useCallback((next: string) => {
    latest.current.text = next;
    latest.current.dirty = true;
    setTextState(next);
  }, []);

  const discard = useCallback(() => {
    latest.current.dirty = false;
    clearDraft(latest.current.storage, latest.current.key);
  }, []);

  return { text, setText, status, discard };
}
