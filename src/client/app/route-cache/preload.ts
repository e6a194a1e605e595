import { useEffect } from 'react';
import { PAGES, type PageKey } from '../routes';
import { preloadScreen } from '../routing/LazyScreen';

/** The primary routes, fetched ahead of a visit, 3 at a time with 500 ms between batches. */
export const PRIMARY_PAGES: readonly PageKey[] = [
  'dashboard',
  'subjects',
  'flashcards',
  'notes',
  'mindmaps',
  'exams',
  'caseLaw',
  'statute',
  'aiTools',
  'profile',
];
export const PRELOAD_BATCH_SIZE = 3;
export const PRELOAD_BATCH_DELAY_MS = 500;
/** Without requestIdleCallback (Safari), wait this long for the first screen to settle instead. */
const IDLE_FALLBACK_MS = 300;
/** requestIdleCallback's deadline: on a page that is never idle, start anyway after this. */
const IDLE_TIMEOUT_MS = 3_000;

type Cancel = () => void;
export type PreloadTimers = {
  whenIdle(run: () => void): Cancel;
  after(ms: number, run: () => void): Cancel;
};

const browserTimers: PreloadTimers = {
  whenIdle(run) {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(run, IDLE_FALLBACK_MS);
    return () => window.clearTimeout(id);
  },
  after(ms, run) {
    const id = window.setTimeout(run, ms);
    return () => window.clearTimeout(id);
  },
};

/**
 * Runs `loads` in batches once the page is idle: a batch starts together, the next one `delayMs` after it has
 * settled. A load that fails is ignored here (the visit, if any, shows the usual retry screen). Returns a
 * function that stops the batches not yet started.
 */
export function preloadInBatches(
  loads: readonly (() => Promise<unknown>)[],
  {
    batchSize = PRELOAD_BATCH_SIZE,
    delayMs = PRELOAD_BATCH_DELAY_MS,
    timers = browserTimers,
  }: { batchSize?: number; delayMs?: number; timers?: PreloadTimers } = {},
): Cancel {
  let cancelled = false;
  let cancelTimer: Cancel = () => {};
  const runBatch = async (start: number) => {
    const batch = loads.slice(start, start + batchSize);
    await Promise.allSettled(batch.map((load) => load()));
    if (cancelled || start + batchSize >= loads.length) return;
    cancelTimer = timers.after(delayMs, () => void runBatch(start + batchSize));
  };
  if (loads.length > 0) cancelTimer = timers.whenIdle(() => void runBatch(0));
  return () => {
    cancelled = true;
    cancelTimer();
  };
}

/**
 * Preloads the primary screens' chunks for a signed-in user (a visitor would download screens they cannot
 * open). Screens already loaded are skipped, so signing in again costs nothing.
 */
export function usePreloadPrimaryRoutes(signedIn: boolean, timers?: PreloadTimers): void {
  useEffect(() => {
    if (!signedIn) return;
    return preloadInBatches(
      PRIMARY_PAGES.map((page) => () => preloadScreen(PAGES[page])),
      timers ? { timers } : {},
    );
  }, [signedIn, timers]);
}
