import type { Note } from '@shared/contracts/notes';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { conflictNote, isTransient, noteKeys, saveNote } from '../api';
import { clearDraft, contentOf, type EditorStart, type NoteContent, writeDraft } from '../model/draft';
import { initialSave, maySave, retryDelayMs, saveReducer } from '../model/save-machine';

const DEBOUNCE_MS = 1000;
const UNTITLED = 'Untitled note';

/**
 * Autosave with a local safety net: every change goes to localStorage first, a save follows a pause in
 * typing, failures are retried with backoff, and a 409 stops saving until the user chooses.
 */
export function useNoteAutosave(noteId: string, start: EditorStart) {
  const client = useQueryClient();
  const [content, setContent] = useState(start.content);
  const [conflict, setConflict] = useState<Note | null>(start.conflict);
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

  const persist = useCallback(() => {
    const ok = writeDraft(localStorage, noteId, {
      ...contentRef.current,
      baseUpdatedAt: baseRef.current,
      editedAt: editedAtRef.current,
    });
    setStorageFull(!ok);
  }, [noteId]);

  const change = useCallback(
    (patch: Partial<NoteContent>) => {
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
    const sent = contentRef.current;
    dispatch({ type: 'start' });
    try {
      const note = await saveNote(noteId, {
        ...sent,
        title: sent.title.trim() || UNTITLED,
        updatedAt: baseRef.current,
      });
      baseRef.current = note.updatedAt;
      const changedSince = versionRef.current !== version;
      // The draft goes only once the server holds exactly what it holds.
      if (changedSince) persist();
      else clearDraft(localStorage, noteId);
      client.setQueryData(noteKeys.detail(noteId), note);
      void client.invalidateQueries({ queryKey: ['notes', 'list'] });
      dispatch({ type: 'ok', changedSince });
    } catch (err) {
      const theirs = conflictNote(err);
      if (theirs) {
        setConflict(theirs);
        dispatch({ type: 'conflict' });
      } else if (isTransient(err)) dispatch({ type: 'network' });
      else
        dispatch({ type: 'failed', message: err instanceof Error ? err.message : 'The note was not saved.' });
    } finally {
      inFlight.current = false;
    }
  }, [client, noteId, persist]);

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

  // Leaving with unsaved text: the draft is safe locally, but the browser still asks, as people expect.
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

  /** "Use theirs": the server's version replaces the text here and the draft is dropped (the user confirmed). */
  const takeTheirs = useCallback(() => {
    if (!conflict) return;
    contentRef.current = contentOf(conflict);
    baseRef.current = conflict.updatedAt;
    versionRef.current += 1;
    setContent(contentRef.current);
    clearDraft(localStorage, noteId);
    client.setQueryData(noteKeys.detail(noteId), conflict);
    setConflict(null);
    dispatch({ type: 'resolved', dirty: false });
  }, [client, conflict, noteId]);

  const saveNow = useCallback(() => {
    if (maySave(state)) void save();
  }, [save, state]);

  return { content, change, state, conflict, keepMine, takeTheirs, saveNow, storageFull };
}
