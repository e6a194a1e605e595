import type { WrittenTool } from '@shared/practice';

// The answer being written, kept in this browser's localStorage on every change until it is submitted, so a
// reload, a closed tab or a crash loses nothing. One draft per tool and scenario; nothing is sent to the
// server until the candidate submits.

export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PracticeDraft = {
  answer: string;
  /** When the candidate first opened this scenario's workspace (ms): the time taken of an untimed attempt. */
  startedAt: number;
  /** When "Timed" was switched on (ms), or null: the countdown runs from here. */
  timerStartedAt: number | null;
  /** Last change (ms). */
  editedAt: number;
};

export const draftKey = (tool: WrittenTool, scenarioId: string) => `practice-draft:${tool}:${scenarioId}`;

const isTime = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

export function readDraft(store: DraftStore, tool: WrittenTool, scenarioId: string): PracticeDraft | null {
  try {
    const value: unknown = JSON.parse(store.getItem(draftKey(tool, scenarioId)) ?? 'null');
    if (!value || typeof value !== 'object') return null;
    const d = value as Record<string, unknown>;
    if (typeof d.answer !== 'string' || !isTime(d.startedAt) || !isTime(d.editedAt)) return null;
    const timerStartedAt = isTime(d.timerStartedAt) ? d.timerStartedAt : null;
    return { answer: d.answer, startedAt: d.startedAt, timerStartedAt, editedAt: d.editedAt };
  } catch {
    return null;
  }
}

/** False when the browser refused (storage full or disabled): the screen then says the draft is not kept. */
export function writeDraft(store: DraftStore, tool: WrittenTool, scenarioId: string, draft: PracticeDraft) {
  try {
    store.setItem(draftKey(tool, scenarioId), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(store: DraftStore, tool: WrittenTool, scenarioId: string): void {
  try {
    store.removeItem(draftKey(tool, scenarioId));
  } catch {
    // A draft that cannot be removed is harmless: it only reopens the submitted text next time.
  }
}

/** Whether this scenario has words written and not yet submitted (the scenario list marks it). */
export function hasDraft(store: DraftStore, tool: WrittenTool, scenarioId: string): boolean {
  return (readDraft(store, tool, scenarioId)?.answer.trim().length ?? 0) > 0;
}

/** The draft to open with: the stored one, or a fresh one starting now. */
export function openDraft(
  store: DraftStore,
  tool: WrittenTool,
  scenarioId: string,
  now: number,
): PracticeDraft {
  return (
    readDraft(store, tool, scenarioId) ?? { answer: '', startedAt: now, timerStartedAt: null, editedAt: now }
  );
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
