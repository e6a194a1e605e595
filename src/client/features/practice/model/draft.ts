import type { PracticeTool } from '@shared/practice';

// What the candidate writes (a written answer, an attendance note, a hearing's closing words), kept in this
// browser's localStorage on every change until it is submitted, so a reload, a closed tab or a failed
// submission loses nothing. They are the user's own words on their own device; the server only sees them on
// submit.

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

export type PracticeDraft = {
  answer: string;
  /** When the candidate first opened this draft (ms): the time taken of an untimed written attempt. */
  startedAt: number;
  /** When "Timed" was switched on (ms), or null: a written attempt's countdown runs from here. */
  timerStartedAt: number | null;
  /** Last change (ms). */
  editedAt: number;
};

const PREFIX = 'ratio:practice-draft:';
/** A draft nobody came back to in this long is dropped the next time a draft is opened. */
export const DRAFT_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** A written answer is kept per scenario; an interview's note or a hearing's closing words per session. */
export const draftKey = (tool: PracticeTool, id: string, part: 'answer' | 'closing' = 'answer') =>
  `${PREFIX}${tool}:${id}:${part}`;

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export function readDraft(store: DraftStore | null, key: string): PracticeDraft | null {
  try {
    const value: unknown = JSON.parse(store?.getItem(key) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const d = value as Record<string, unknown>;
    if (typeof d.answer !== 'string' || !isTime(d.startedAt) || !isTime(d.editedAt)) return null;
    // A bad timer start is read as untimed rather than dropping the words.
    const timerStartedAt = isTime(d.timerStartedAt) ? d.timerStartedAt : null;
    return { answer: d.answer, startedAt: d.startedAt, timerStartedAt, editedAt: d.editedAt };
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full, blocked or missing): the screen then says it is not kept. */
export function writeDraft(store: DraftStore | null, key: string, draft: PracticeDraft): boolean {
  if (!store) return false;
  try {
    store.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: DraftStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // A draft that cannot be removed is harmless: it only reopens the submitted text, until it is dropped by age.
  }
}

/** Whether words are written there and not yet submitted (the scenario list marks it). */
export const hasDraft = (store: DraftStore | null, key: string) =>
  (readDraft(store, key)?.answer.trim().length ?? 0) > 0;

/** Drops practice drafts not changed for DRAFT_MAX_AGE_MS (or unreadable), except `keep`. */
export function pruneDrafts(store: DraftStore, now: number, keep?: string): void {
  try {
    const stale: string[] = [];
    for (let i = 0; i < store.length; i++) {
      const key = store.key(i);
      if (!key?.startsWith(PREFIX) || key === keep) continue;
      const draft = readDraft(store, key);
      if (!draft || now - draft.editedAt > DRAFT_MAX_AGE_MS) stale.push(key);
    }
    for (const key of stale) store.removeItem(key);
  } catch {
    // Tidying up is a courtesy: a browser that refuses it keeps the old drafts.
  }
}

/** The draft to open with, the stored one or a fresh one starting now; old drafts are tidied away meanwhile. */
export function openDraft(store: DraftStore | null, key: string, now: number): PracticeDraft {
  if (store) pruneDrafts(store, now, key);
  return readDraft(store, key) ?? { answer: '', startedAt: now, timerStartedAt: null, editedAt: now };
}

/** localStorage, or null where the browser has none or refuses it (some private modes). */
export function browserStore(): DraftStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** Words as a word processor counts them: pieces between spaces with a letter or digit in them. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
}
