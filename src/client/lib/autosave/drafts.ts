// The local copy of what the user typed, kept in localStorage from every change until the server has
// confirmed it, so a dropped network, a closed tab or a crash never loses a word. Generic over what is
// edited (a note, a mind map); each editor describes its content once with a DraftKind.

/** A server copy: only its version matters here. */
export type Versioned = { updatedAt: string };
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
export type Draft<C> = C & {
  /** The server version this draft was edited on top of. */
  baseUpdatedAt: string;
  /** When the user last typed into it (ms since epoch, this device's clock). */
  editedAt: number;
};

export type DraftKind<C, S extends Versioned> = {
  /** Key prefix in localStorage, e.g. 'note-draft:'; the id follows. */
  prefix: string;
  /** Whether a stored value (parsed JSON, already an object) holds this kind of content. */
  isContent(value: Record<string, unknown>): boolean;
  /** The editable part of a server copy or a draft. */
  contentOf(value: C | S): C;
  sameContent(a: C, b: C): boolean;
};

export type EditorStart<C, S> = {
  content: C;
  /** The server version the content was edited on top of. */
  base: string;
  editedAt: number;
  /** Open with the conflict dialog at once (a local draft older than the server copy). */
  conflict: S | null;
  /** Unsaved content is on screen: the autosave sends it without waiting for an edit. */
  dirty: boolean;
};

export type Drafts<C, S extends Versioned> = ReturnType<typeof draftsOf<C, S>>;

export function draftsOf<C, S extends Versioned>(kind: DraftKind<C, S>) {
  const key = (id: string) => `${kind.prefix}${id}`;

  function read(store: DraftStore, id: string): Draft<C> | null {
    try {
      const parsed: unknown = JSON.parse(store.getItem(key(id)) ?? 'null');
      if (!parsed || typeof parsed !== 'object') return null;
      const d = parsed as Record<string, unknown>;
      const ok = typeof d.baseUpdatedAt === 'string' && typeof d.editedAt === 'number' && kind.isContent(d);
      return ok ? (parsed as Draft<C>) : null;
    } catch {
      return null;
    }
  }

  /** False when the browser refused (storage full or disabled): the caller then warns instead of pretending. */
  function write(store: DraftStore, id: string, draft: Draft<C>): boolean {
    try {
      store.setItem(key(id), JSON.stringify(draft));
      return true;
    } catch {
      return false;
    }
  }

  function clear(store: DraftStore, id: string): void {
    try {
      store.removeItem(key(id));
    } catch {
      // Nothing to do: a draft that cannot be removed is harmless, it matches the server on next load.
    }
  }

  /**
   * What the editor opens with after a load:
   * - 'server': no draft, or the draft says nothing the server does not (it can be dropped);
   * - 'draft':  unsaved edits, made on top of this server version or later than its last save; they are
   *             restored and saved (a stale base then meets the usual 409 and the user chooses);
   * - 'ask':    the server copy was saved after the draft was last touched, so neither clearly wins: the
   *             server copy is shown and the user decides about the draft.
   */
  function chooseStart(server: S, draft: Draft<C> | null): 'server' | 'draft' | 'ask' {
    if (!draft || kind.sameContent(kind.contentOf(draft), kind.contentOf(server))) return 'server';
    if (draft.baseUpdatedAt === server.updatedAt) return 'draft';
    return draft.editedAt > Date.parse(server.updatedAt) ? 'draft' : 'ask';
  }

  /**
   * The editor's opening state from the server copy and the local draft. Without the server (offline
   * reload) a draft still opens, so the user can go on editing; it is saved when the connection returns.
   */
  function editorStart(server: S | null, draft: Draft<C> | null): EditorStart<C, S> | null {
    const fromDraft = (d: Draft<C>, conflict: S | null): EditorStart<C, S> => ({
      content: kind.contentOf(d),
      base: d.baseUpdatedAt,
      editedAt: d.editedAt,
      conflict,
      dirty: true,
    });
    if (!server) return draft ? fromDraft(draft, null) : null;
    const choice = chooseStart(server, draft);
    if (choice === 'server' || !draft) {
      return {
        content: kind.contentOf(server),
        base: server.updatedAt,
        editedAt: 0,
        conflict: null,
        dirty: false,
      };
    }
    return fromDraft(draft, choice === 'ask' ? server : null);
  }

  return { key, read, write, clear, chooseStart, editorStart, contentOf: kind.contentOf };
}
