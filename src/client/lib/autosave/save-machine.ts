// The autosave's states and transitions, free of timers and network so they can be tested as a table.
// Every autosaving editor (notes, mind maps) runs on it.
//   idle ──edit──▶ dirty ──start──▶ saving ──ok──▶ saved (or dirty again if typed meanwhile)
//                                    ├─network──▶ offline (retry with backoff; draft kept on this device)
//                                    ├─conflict─▶ conflict (user chooses; no more saves until then)
//                                    └─failed───▶ error (e.g. refused input; draft kept)

export type SaveStatus = 'idle' | 'dirty' | 'saving' | 'saved' | 'offline' | 'conflict' | 'error';
export type SaveState = {
  status: SaveStatus;
  /** Failed attempts in a row, for the backoff. */
  failures: number;
  /** Typed while a save was in flight: another save follows. */
  pending: boolean;
  message?: string;
};
export type SaveEvent =
  | { type: 'edit' }
  | { type: 'start' }
  | { type: 'ok'; changedSince: boolean }
  | { type: 'network' }
  | { type: 'conflict' }
  | { type: 'failed'; message: string }
  | { type: 'resolved'; dirty: boolean };

export const initialSave: SaveState = { status: 'idle', failures: 0, pending: false };

export function saveReducer(s: SaveState, e: SaveEvent): SaveState {
  switch (e.type) {
    case 'edit':
      // A conflict waits for the user; typing on keeps the draft but must not send a stale save.
      if (s.status === 'conflict') return s;
      if (s.status === 'saving') return { ...s, pending: true };
      // Offline stays offline (the retry timer owns the next attempt), so the status does not flicker.
      if (s.status === 'offline') return s;
      return { ...s, status: 'dirty', message: undefined };
    case 'start':
      return { ...s, status: 'saving', pending: false };
    case 'ok':
      return {
        status: e.changedSince || s.pending ? 'dirty' : 'saved',
        failures: 0,
        pending: false,
      };
    case 'network':
      return { ...s, status: 'offline', failures: s.failures + 1 };
    case 'conflict':
      return { ...s, status: 'conflict', pending: false };
    case 'failed':
      return { ...s, status: 'error', message: e.message };
    case 'resolved':
      return { status: e.dirty ? 'dirty' : 'saved', failures: 0, pending: false };
  }
}

/** Whether the autosave may send now (not while one is in flight or the user has a conflict to settle). */
export const maySave = (s: SaveState) =>
  s.status === 'dirty' || s.status === 'offline' || s.status === 'error';

/** 1 s, 2 s, 4 s … capped at 30 s: quick when the connection blips, gentle when it is down for long. */
export const retryDelayMs = (failures: number) => Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1));

export const STATUS_LABELS: Record<SaveStatus, string> = {
  idle: 'All changes saved',
  dirty: 'Unsaved changes',
  saving: 'Saving…',
  saved: 'Saved',
  offline: 'Offline — kept on this device',
  conflict: 'Conflict',
  error: 'Not saved — kept on this device',
};
