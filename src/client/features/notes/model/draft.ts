import type { Note } from '@shared/contracts/notes';

// The local copy of what the user typed, kept in localStorage from every change until the server has
// confirmed it, so a dropped network, a closed tab or a crash never loses a word.

export type NoteContent = { title: string; body: string; subjectId: string | null; topicId: string | null };
export type Draft = NoteContent & {
  /** The server version this draft was edited on top of. */
  baseUpdatedAt: string;
  /** When the user last typed into it (ms since epoch, this device's clock). */
  editedAt: number;
};
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const draftKey = (noteId: string) => `note-draft:${noteId}`;

const isLink = (v: unknown) => v === null || typeof v === 'string';
function isDraft(v: unknown): v is Draft {
  if (!v || typeof v !== 'object') return false;
  const d = v as Record<string, unknown>;
  return (
    typeof d.title === 'string' &&
    typeof d.body === 'string' &&
    isLink(d.subjectId) &&
    isLink(d.topicId) &&
    typeof d.baseUpdatedAt === 'string' &&
    typeof d.editedAt === 'number'
  );
}

export function readDraft(store: DraftStore, noteId: string): Draft | null {
  try {
    const parsed: unknown = JSON.parse(store.getItem(draftKey(noteId)) ?? 'null');
    return isDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full or disabled): the caller then warns instead of pretending. */
export function writeDraft(store: DraftStore, noteId: string, draft: Draft): boolean {
  try {
    store.setItem(draftKey(noteId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: DraftStore, noteId: string): void {
  try {
    store.removeItem(draftKey(noteId));
  } catch {
    // Nothing to do: a draft that cannot be removed is harmless, it matches the server on next load.
  }
}

export const contentOf = (n: NoteContent): NoteContent => ({
  title: n.title,
  body: n.body,
  subjectId: n.subjectId,
  topicId: n.topicId,
});
export const sameContent = (a: NoteContent, b: NoteContent) =>
  a.title === b.title && a.body === b.body && a.subjectId === b.subjectId && a.topicId === b.topicId;

/**
 * What the editor opens with after a load:
 * - 'server': no draft, or the draft says nothing the server does not (it can be dropped);
 * - 'draft':  unsaved edits, made on top of this server version or later than its last save; they are
 *             restored and saved (a stale base then meets the usual 409 and the user chooses);
 * - 'ask':    the server copy was saved after the draft was last touched, so neither clearly wins: the
 *             server copy is shown and the user decides about the draft.
 */
export function chooseStart(server: Note, draft: Draft | null): 'server' | 'draft' | 'ask' {
  if (!draft || sameContent(draft, server)) return 'server';
  if (draft.baseUpdatedAt === server.updatedAt) return 'draft';
  return draft.editedAt > Date.parse(server.updatedAt) ? 'draft' : 'ask';
}

export type EditorStart = {
  content: NoteContent;
  /** The server version the content was edited on top of. */
  base: string;
  editedAt: number;
  /** Open with the conflict dialog at once (a local draft older than the server copy). */
  conflict: Note | null;
  /** Unsaved text is on screen: the autosave sends it without waiting for a key press. */
  dirty: boolean;
};

/**
 * The editor's opening state from the server copy and the local draft. Without the server (offline
 * reload) a draft still opens, so the user can go on typing; it is saved when the connection returns.
 */
export function editorStart(server: Note | null, draft: Draft | null): EditorStart | null {
  const fromDraft = (d: Draft, conflict: Note | null): EditorStart => ({
    content: contentOf(d),
    base: d.baseUpdatedAt,
    editedAt: d.editedAt,
    conflict,
    dirty: true,
  });
  if (!server) return draft ? fromDraft(draft, null) : null;
  const choice = chooseStart(server, draft);
  if (choice === 'server' || !draft) {
    return { content: contentOf(server), base: server.updatedAt, editedAt: 0, conflict: null, dirty: false };
  }
  return fromDraft(draft, choice === 'ask' ? server : null);
}
