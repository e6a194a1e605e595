import {
  type Draft as DraftOf,
  type DraftStore,
  draftsOf,
  type EditorStart as EditorStartOf,
} from '@client/lib/autosave/drafts';
import type { Note } from '@shared/contracts/notes';

// A note's local draft (see lib/autosave/drafts.ts for the rules): title, body and links.

export type NoteContent = { title: string; body: string; subjectId: string | null; topicId: string | null };
export type Draft = DraftOf<NoteContent>;
export type EditorStart = EditorStartOf<NoteContent, Note>;
export type { DraftStore };

const isLink = (v: unknown) => v === null || typeof v === 'string';

export const contentOf = (n: NoteContent): NoteContent => ({
  title: n.title,
  body: n.body,
  subjectId: n.subjectId,
  topicId: n.topicId,
});
export const sameContent = (a: NoteContent, b: NoteContent) =>
  a.title === b.title && a.body === b.body && a.subjectId === b.subjectId && a.topicId === b.topicId;

export const noteDrafts = draftsOf<NoteContent, Note>({
  prefix: 'note-draft:',
  isContent: (d) =>
    typeof d.title === 'string' && typeof d.body === 'string' && isLink(d.subjectId) && isLink(d.topicId),
  contentOf,
  sameContent,
});

export const draftKey = noteDrafts.key;
export const readDraft = noteDrafts.read;
export const writeDraft = noteDrafts.write;
export const clearDraft = noteDrafts.clear;
export const chooseStart = noteDrafts.chooseStart;
export const editorStart = noteDrafts.editorStart;
