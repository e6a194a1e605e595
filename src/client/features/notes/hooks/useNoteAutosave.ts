import { useAutosave } from '@client/lib/autosave/useAutosave';
import type { Note } from '@shared/contracts/notes';
import { useQueryClient } from '@tanstack/react-query';
import { conflictNote, noteKeys, saveNote } from '../api';
import { type EditorStart, type NoteContent, noteDrafts } from '../model/draft';

const UNTITLED = 'Untitled note';

/** A note's autosave: the shared machinery (lib/autosave) with the note's save call and caches. */
export function useNoteAutosave(noteId: string, start: EditorStart) {
  const client = useQueryClient();
  return useAutosave<NoteContent, Note>({
    id: noteId,
    start,
    drafts: noteDrafts,
    send: (content, base) =>
      saveNote(noteId, { ...content, title: content.title.trim() || UNTITLED, updatedAt: base }),
    conflictOf: conflictNote,
    onServerCopy: (note) => {
      client.setQueryData(noteKeys.detail(noteId), note);
      void client.invalidateQueries({ queryKey: noteKeys.lists });
    },
    fallbackError: 'The note was not saved.',
  });
}
