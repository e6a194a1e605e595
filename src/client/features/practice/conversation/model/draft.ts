import type { PracticeTool } from '@shared/practice';

// Drafts of the text written at the end of a conversation (the attendance note, the closing words), kept in
// this browser per session so a reload, a closed tab or a failed submission loses nothing. They are the
// user's own words on their own device; the server only sees them on submit.

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

const PREFIX = 'ratio:practice-draft:';
/** A draft nobody came back to in this long is dropped the next time another draft is saved. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

export const draftKey = (tool: PracticeTool, sessionId: string, part: 'answer' | 'closing' = 'answer') =>
  `${PREFIX}${tool}:${sessionId}:${part}`;

type Stored = { text: string; savedAt: number };

function parse(raw: string | null): Stored | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Stored>;
    return typeof value.text === 'string' && typeof value.savedAt === 'number'
      ? { text: value.text, savedAt: value.savedAt }
      : null;
  } catch {
    return null;
  }
}

/** The browser's localStorage, or null where it is blocked (some private modes, strict cookie settings). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readDraft(storage: DraftStorage | null, key: string): string {
  try {
    return parse(storage?.getItem(key) ?? null)?.text ?? '';
  } catch {
    return '';
  }
}

/** Saves (or, for blank text, removes) a draft; false when the browser refused (full or blocked). */
export function writeDraft(
  storage: DraftStorage | null,
  key: string,
  text: string,
  now = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    if (text.trim() === '') storage.removeItem(key);
    else storage.setItem(key, JSON.stringify({ text, savedAt: now } satisfies Stored));
    pruneDrafts(storage, now, key);
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: DraftStorage | null, key: string): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Nothing to do: a draft that cannot be removed is dropped by age later.
  }
}

/** Drops practice drafts older than DRAFT_MAX_AGE_MS (or unreadable), except `keep`. */
export function pruneDrafts(storage: DraftStorage, now = Date.now(), keep?: string): void {
  const stale: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(PREFIX) || key === keep) continue;
    const draft = parse(storage.getItem(key));
    if (!draft || now - draft.savedAt > DRAFT_MAX_AGE_MS) stale.push(key);
  }
  for (const key of stale) storage.removeItem(key);
}

/**
 * Words as a reader counts them: runs of letters or digits, with apostrophes and hyphens inside a word and
 * the separators inside a number ("£250,000", "12/06", "3.5") kept with it.
 */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+|(?<=\p{N})[.,/:]\p{N}+)*/gu)?.length ?? 0;
}
