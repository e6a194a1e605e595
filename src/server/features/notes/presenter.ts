import type { Note, NoteSummary, SavedNote, SnippetPart } from '../../../shared/contracts/notes';
import type { NoteRow } from './repo';

/** What every answer about a note carries: neither its owner nor its body. */
type NoteFields = Omit<NoteRow, 'userId' | 'body'>;

/** A note as a save answers it: all but the body, which the client has just sent. */
export function presentSavedNote(n: NoteFields): SavedNote {
  return {
    id: n.id,
    title: n.title,
    subjectId: n.subjectId,
    topicId: n.topicId,
    source: n.source as Note['source'],
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

export function presentNote(n: NoteRow): Note {
  return { ...presentSavedNote(n), body: n.body };
}

/** `snippet` is plain text in parts (never markup): the body's start, or the words around a search match. */
export function presentSummary(n: NoteFields, snippet: SnippetPart[]): NoteSummary {
  return { ...presentSavedNote(n), snippet };
}
