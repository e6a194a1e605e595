import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PRELOAD_BATCH_DELAY_MS,
  PRELOAD_BATCH_SIZE,
  PRIMARY_PAGES,
  type PreloadTimers,
  preloadInBatches,
  usePreloadPrimaryRoutes,
} from './preload';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** Timers the test fires by hand: the idle callback, and the delays asked for, in order. */
function manualTimers() {
  const idle: (() => void)[] = [];
  const delays: { ms: number; run: () => void; cancelled: boolean }[] = [];
  const timers: PreloadTimers = {
    whenIdle(run) {
      idle.push(run);
      return () => idle.splice(idle.indexOf(run), 1);
    },
    after(ms, run) {
      const d = { ms, run, cancelled: false };
      delays.push(d);
      return () => {
        d.cancelled = true;
      };
    },
  };
  return { timers, idle, delays };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloading the primary routes', () => {
  it('preloads the ten primary routes, 3 per batch, 500 ms apart', () => {
    expect(PRIMARY_PAGES).toEqual([
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
    ]);
    expect(PRELOAD_BATCH_SIZE).toBe(3);
    expect(PRELOAD_BATCH_DELAY_MS).toBe(500);
  });

  it('waits for idle, then loads 3 at a time with the delay after each batch has settled', async () => {
    const { timers, idle, delays } = manualTimers();
    const loads = Array.from({ length: 7 }, () => vi.fn(async () => {}));
    preloadInBatches(loads, { timers });
    const called = () => loads.filter((l) => l.mock.calls.length > 0).length;
    expect(called()).toBe(0);
    idle[0]!();
    expect(called()).toBe(3);
    await settle();
    expect(delays.map((d) => d.ms)).toEqual([500]);
    expect(called()).toBe(3);
    delays[0]!.run();
    expect(called()).toBe(6);
    await settle();
    delays[1]!.run();
    expect(called()).toBe(7);
    await settle();
    // The last batch asks for no further delay.
    expect(delays).toHaveLength(2);
    expect(loads.every((l) => l.mock.calls.length === 1)).toBe(true);
  });

  it('goes on after a chunk fails, and lets no rejection escape', async () => {
    const { timers, idle, delays } = manualTimers();
    const broken = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const fine = Array.from({ length: 3 }, () => vi.fn(async () => {}));
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      preloadInBatches([broken, fine[0]!, fine[1]!, fine[2]!], { timers });
      idle[0]!();
      await settle();
      delays[0]!.run();
      await settle();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
    expect(fine[2]).toHaveBeenCalledOnce();
    expect(unhandled).not.toHaveBeenCalled();
  });

  it('starts no further batch once cancelled', async () => {
    const { timers, idle, delays } = manualTimers();
    const loads = Array.from({ length: 6 }, () => vi.fn(async () => {}));
    const cancel = preloadInBatches(loads, { timers });
    idle[0]!();
    await settle();
    cancel();
    expect(delays[0]!.cancelled).toBe(true);
    expect(loads[3]).not.toHaveBeenCalled();
  });

  it('cancelled before idle, loads nothing', () => {
    const { timers, idle } = manualTimers();
    const load = vi.fn(async () => {});
    preloadInBatches([load], { timers })();
    expect(idle).toHaveLength(0);
  });

  it('preloads nothing for a visitor, and starts once a user is signed in', () => {
    const { timers, idle } = manualTimers();
    const { rerender } = renderHook(({ signedIn }) => usePreloadPrimaryRoutes(signedIn, timers), {
      initialProps: { signedIn: false },
    });
    expect(idle).toHaveLength(0);
    rerender({ signedIn: true });
    expect(idle).toHaveLength(1);
    // Signing out stops what has not started.
    rerender({ signedIn: false });
    expect(idle).toHaveLength(0);
  });
});
