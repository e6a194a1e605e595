import type { WrittenTool } from '@shared/practice';
import { useCallback, useMemo, useRef, useState } from 'react';
import { browserStore, clearDraft, openDraft, type PracticeDraft, writeDraft } from '../model/draft';

export type DraftState = {
  draft: PracticeDraft;
  /** null until the first change; false when the browser would not keep it. */
  stored: boolean | null;
  update(patch: Partial<Omit<PracticeDraft, 'editedAt' | 'startedAt'>>): void;
  /** After a submission: the words are now on the server. */
  discard(): void;
};

/** The answer of one scenario, written to localStorage on every change (mount it keyed by the scenario). */
export function useDraft(tool: WrittenTool, scenarioId: string): DraftState {
  const store = useMemo(browserStore, []);
  const [draft, setDraft] = useState(() =>
    store
      ? openDraft(store, tool, scenarioId, Date.now())
      : { answer: '', startedAt: Date.now(), timerStartedAt: null, editedAt: Date.now() },
  );
  const [stored, setStored] = useState<boolean | null>(null);
  // The latest draft, so two changes in one event build on each other rather than on a stale render.
  const current = useRef(draft);
  current.current = draft;

  const update = useCallback<DraftState['update']>(
    (patch) => {
      const next = { ...current.current, ...patch, editedAt: Date.now() };
      current.current = next;
      setDraft(next);
      setStored(store ? writeDraft(store, tool, scenarioId, next) : false);
    },
    [store, tool, scenarioId],
  );

  const discard = useCallback(() => {
    if (store) clearDraft(store, tool, scenarioId);
  }, [store, tool, scenarioId]);

  return { draft, stored, update, discard };
}
