import { ApiError, call } from '@client/lib/api';
import { mindMapKeys, noteKeys, refreshStudyData } from '@client/lib/query-keys';
import type { Note, NoteInput, NotePatch, NoteSort } from '@shared/contracts/notes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export { useSubjectOptions, useTopicOptions } from '@client/lib/study-options';

// Note keys live in the shared layer (lib/query-keys): other screens list and pick notes under them, and the
// subject and topic pickers above use the Subjects screens' keys from there, so one cache serves both.
export { noteKeys };

const _id = (value: string) => encodeURIComponent(value);
export const PAGE_SIZE = 30;

export type NoteListFilters = { q?: string; subjectId?: string; topicId?: string; sort?: NoteSort };

export function useNoteList(filters: NoteListFilters, cursor: string | null) {
  return useQuery({
    queryKey: noteKeys.list(filters, cursor),
    queryFn: ({ signal }) =>
      call(
        'GET /api/notes',
        { query: { ...filters, limit: PAGE_SIZE, cursor: cursor ?? undefined } },
        { signal },
      ),
    placeholderData: (previous) => previous,
  });
}

export function useNote(noteId: string | undefined) {
  return useQuery({
    queryKey: noteKeys.detail(noteId ?? ''),
    queryFn: ({ signal }) =>
      call('GET /api/notes/:id', { params: { id: noteId ?? '' } }, { signal }).then((r) => r.note),
    enabled: Boolean(noteId),
    // The editor takes the server copy once and then owns the text; a refetch must not replace it.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: (count, err) => !(err instanceof ApiError && err.status === 404) && count < 2,
  });
}

export function useCreateNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NoteInput) => call('POST /api/notes', { body }).then((r) => r.note),
    onSuccess: (note) => {
      client.setQueryData(noteKeys.detail(note.id), note);
      void client.invalidateQueries({ queryKey: noteKeys.lists });
    },
  });
}

export function useDeleteNote() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) => call('DELETE /api/notes/:id', { params: { id: noteId } }),
    onSuccess: (_r, noteId) => {
      client.removeQueries({ queryKey: noteKeys.detail(noteId) });
      void client.invalidateQueries({ queryKey: noteKeys.lists });
    },
  });
}

/**
 * One autosave. Sent even if identical to the previous one: a retry after a dropped connection is exactly
 * that, and the api client's double-submit guard would otherwise refuse it. The server answers without the
 * body (docs/decisions/0029); it stores the body exactly as sent, so the server's copy is its answer plus
 * the body sent here.
 */
export const saveNote = (noteId: string, patch: NotePatch & { body: string }) =>
  call('PATCH /api/notes/:id', { params: { id: noteId }, body: patch }, { allowDuplicate: true }).then(
    (r): Note => ({ ...r.note, body: patch.body }),
  );

/** A mind map of the saved note's headings (the mind-map screens own it from there); answers its id. */
export function useMakeMindMap() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (noteId: string) =>
      call('POST /api/mindmaps/from-note', { body: { noteId } }).then((r) => r.mindmap.id),
    onSuccess: () => void client.invalidateQueries({ queryKey: mindMapKeys.all }),
  });
}

export function useCreateFlashcard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ topicId, front, back }: { topicId: string; front: string; back: string }) =>
      call('POST /api/topics/:topicId/flashcards', {
        params: { topicId },
        body: { kind: 'basic', front, back },
      }).then((r) => r.flashcard),
    onSuccess: () => {
      refreshStudyData(client);
    },
  });
}

export { isTransient } from '@client/lib/autosave/useAutosave';

export function conflictNote(err: unknown): Note | null {
  if (!(err instanceof ApiError) || err.code !== 'conflict') return null;
  const d = err.details as Partial<Note> | undefined;
  return d && typeof d.id === 'string' && typeof d.updatedAt === 'string' && typeof d.body === 'string'
    ? (d as Note)
    : null;
}
