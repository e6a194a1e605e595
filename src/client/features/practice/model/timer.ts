// The optional countdown of an attempt. A written attempt's clock starts when the candidate switches "Timed" on
// and is kept (as a start time) with the draft, so a reload carries on from where it was; an interview's or a
// hearing's deadline comes from the server. At zero the screen says so but does not take the answer away: SQE2
// stops the candidate, a practice tool only reports the overrun.

/** The warning comes at five minutes left, as an invigilator would give it. */
export const WARN_AT_SECONDS = 5 * 60;
/** The server keeps at most a day as the time taken. */
export const MAX_SECONDS_TAKEN = 24 * 3600;

export type TimerPhase = 'running' | 'warning' | 'over';

export function timerPhase(left: number): TimerPhase {
  if (left <= 0) return 'over';
  return left <= WARN_AT_SECONDS ? 'warning' : 'running';
}

/** Whole seconds from `startedAt` to `now`, within what the server accepts (a clock moved back gives 0). */
export function secondsTaken(startedAt: number, now: number): number {
  const s = Math.round((now - startedAt) / 1000);
  return Math.min(MAX_SECONDS_TAKEN, Math.max(0, Number.isFinite(s) ? s : 0));
}

/** "45 min", "1 h", "1 h 30 min". */
export function formatMinutes(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}
