import { useCallback, useMemo, useRef, useState } from 'react';
import { browserStore, clearDraft, openDraft, type PracticeDraft, writeDraft } from '../model/draft';

export type DraftState = {
  draft: PracticeDraft;
  /** 'idle' until the first change; then whether this browser kept it ('saved') or refused ('unavailable'). */
  status: 'idle' | 'saved' | 'unavailable';
  update(patch: Partial<Pick<PracticeDraft, 'answer' | 'timerStartedAt'>>): void;
  /** After a submission: the words are now on the server. */
  discard(): void;
};

/** The draft under `key` (model/draft.ts), written to localStorage on every change. Mount it keyed by `key`. */
export function useDraft(key: string): DraftState {
  const store = useMemo(browserStore, []);
  const [draft, setDraft] = useState(() => openDraft(store, key, Date.now()));
  const [status, setStatus] = useState<DraftState['status']>('idle');
  // The latest draft, so two changes in one event build on each other rather than on a stale render.
  const current = useRef(draft);
  current.current = draft;

  const update = useCallback<DraftState['update']>(
    (patch) => {
      const next = { ...current.current, ...patch, editedAt: Date.now() };
      current.current = next;
      setDraft(next);
      setStatus(writeDraft(store, key, next) ? 'saved' : 'unavailable');
    },
    [store, key],
  );

  const discard = useCallback(() => clearDraft(store, key), [store, key]);

  return { draft, status, update, discard };
}
