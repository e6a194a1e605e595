import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { ApiError } from '../api';
import type { Drafts, EditorStart, Versioned } from './drafts';
import { initialSave, maySave, retryDelayMs, saveReducer } from './save-machine';

const DEBOUNCE_MS = 1000;

/** The failures worth retrying: no connection, a timeout, or the server briefly unable to answer. */
export const isTransient = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status === 429 || err.status >= 500);

export type AutosaveOptions<C, S extends Versioned> = {
  id: string;
  start: EditorStart<C, S>;
  drafts: Drafts<C, S>;
  /** One save of the content on top of the server version `base`; resolves with the new server copy. */
  send(content: C, base: string): Promise<S>;
  /** The server's current copy carried by a 409, or null for any other failure. */
  conflictOf(err: unknown): S | null;
  /** A new server copy is known (a save went through, or the user took theirs): update caches here. */
  onServerCopy?(server: S): void;
  /** Shown when a save is refused without a message of its own. */
  fallbackError: string;
};

/**
 * Autosave with a local safety net: every change goes to localStorage first, a save follows a pause in
 * editing, failures are retried with backoff, and a 409 stops saving until the user chooses.
 */
export function useAutosave<C, S extends Versioned>(o: AutosaveOptions<C, S>) {
  const { id, start, drafts } = o;
  const [content, setContent] = useState(start.content);
  const [conflict, setConflict] = useState<S | null>(start.conflict);
  const [state, dispatch] = useReducer(
    saveReducer,
    start.conflict
      ? { ...initialSave, status: 'conflict' as const }
      : start.dirty
        ? { ...initialSave, status: 'dirty' as const }
        : initialSave,
  );
  const [storageFull, setStorageFull] = useState(false);
  const contentRef = useRef(start.content);
  const baseRef = useRef(start.base);
  const editedAtRef = useRef(start.editedAt);
  const versionRef = useRef(0);
  const inFlight = useRef(false);
  // The latest callbacks, so that `save` stays stable while the caller passes new closures each render.
  const options = useRef(o);
  options.current = o;

  const persist = useCallback(() => {
    const ok = drafts.write(localStorage, id, {
      ...contentRef.current,
      baseUpdatedAt: baseRef.current,
      editedAt: editedAtRef.current,
    });
    setStorageFull(!ok);
  }, [drafts, id]);

  const change = useCallback(
    (patch: Partial<C>) => {
      contentRef.current = { ...contentRef.current, ...patch };
      editedAtRef.current = Date.now();
      versionRef.current += 1;
      setContent(contentRef.current);
      persist();
      dispatch({ type: 'edit' });
    },
    [persist],
  );

  const save = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const version = versionRef.current;
    dispatch({ type: 'start' });
    try {
      const server = await options.current.send(contentRef.current, baseRef.current);
      baseRef.current = server.updatedAt;
      const changedSince = versionRef.current !== version;
      // The draft goes only once the server holds exactly what it holds.
      if (changedSince) persist();
      else drafts.clear(localStorage, id);
      options.current.onServerCopy?.(server);
      dispatch({ type: 'ok', changedSince });
    } catch (err) {
      const theirs = options.current.conflictOf(err);
      if (theirs) {
        setConflict(theirs);
        dispatch({ type: 'conflict' });
      } else if (isTransient(err)) dispatch({ type: 'network' });
      else
        dispatch({
          type: 'failed',
          message: err instanceof Error ? err.message : options.current.fallbackError,
        });
    } finally {
      inFlight.current = false;
    }
  }, [drafts, id, persist]);

  // Debounce: each change restarts the wait; a save in flight re-arms it after.
  // biome-ignore lint/correctness/useExhaustiveDependencies: content is the trigger (each edit restarts the wait), not an input.
  useEffect(() => {
    if (state.status !== 'dirty') return;
    const timer = setTimeout(() => void save(), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.status, content, save]);

  // Retries wait longer after each failure; coming back online retries at once.
  useEffect(() => {
    if (state.status !== 'offline') return;
    const timer = setTimeout(() => void save(), retryDelayMs(state.failures));
    const online = () => void save();
    window.addEventListener('online', online);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [state.status, state.failures, save]);

  // Leaving with unsaved work: the draft is safe locally, but the browser still asks, as people expect.
  useEffect(() => {
    if (state.status === 'saved' || state.status === 'idle') return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.status]);

  /** "Keep mine": the server's version becomes the base, so the next save overwrites it on purpose. */
  const keepMine = useCallback(() => {
    if (!conflict) return;
    baseRef.current = conflict.updatedAt;
    persist();
    setConflict(null);
    dispatch({ type: 'resolved', dirty: true });
  }, [conflict, persist]);

  /**
   * "Use theirs": the server's version replaces the content here and the draft is dropped (the user
   * confirmed). Answers the content now on screen, for editors that keep state of their own (undo history).
   */
  const takeTheirs = useCallback((): C | null => {
    if (!conflict) return null;
    contentRef.current = drafts.contentOf(conflict);
    baseRef.current = conflict.updatedAt;
    versionRef.current += 1;
    setContent(contentRef.current);
    drafts.clear(localStorage, id);
    options.current.onServerCopy?.(conflict);
    setConflict(null);
    dispatch({ type: 'resolved', dirty: false });
    return contentRef.current;
  }, [conflict, drafts, id]);

  const saveNow = useCallback(() => {
    if (maySave(state)) void save();
  }, [save, state]);

  return { content, change, state, conflict, keepMine, takeTheirs, saveNow, storageFull };
}
