import type { Note, NoteSummary, SnippetPart } from '../../../shared/contracts/notes';
import { MARK_START, MARK_STOP, type NoteRow } from './repo';

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

type SummaryRow = Omit<NoteRow, 'userId' | 'body' | 'search'> & { snippet: string };

export function presentSummary(n: SummaryRow): NoteSummary {
  return {
    id: n.id,
    title: n.title,
    subjectId: n.subjectId,
    topicId: n.topicId,
    source: n.source as Note['source'],
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
    snippet: snippetParts(n.snippet),
  };
}

/** Turns ts_headline's marked text into parts, so no markup ever reaches the client. */
export function snippetParts(marked: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  let mark = false;
  for (const piece of marked.split(new RegExp(`([${MARK_START}${MARK_STOP}])`))) {
    if (piece === MARK_START) mark = true;
    else if (piece === MARK_STOP) mark = false;
    else if (piece) parts.push({ text: piece, mark });
  }
  return parts;
}
