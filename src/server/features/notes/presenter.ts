import type { Note, NoteSummary, SnippetPart } from '../../../shared/contracts/notes';
import type { NoteRow } from './repo';

export function presentNote(n: NoteRow): Note {
  return {
    id: n.id,
    title: n.title,
    body: n.body,
    subjectId: n.subjectId,
    topicId: n.topicId,
    source: n.source as Note['source'],
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

type SummaryRow = Omit<NoteRow, 'userId' | 'body' | 'search' | 'title'> & { title: string };

/** `snippet` is plain text in parts (never markup): the body's start, or the words around a search match. */
export function presentSummary(n: SummaryRow, snippet: SnippetPart[]): NoteSummary {
  return {
    id: n.id,
    title: n.title,
    subjectId: n.subjectId,
    topicId: n.topicId,
    source: n.source as Note['source'],
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    snippet,
  };
}
