import { useLayoutEffect, useRef, useState } from 'react';

// The countdowns of timed attempts (SBAQ quizzes, SQE2 practice), on this browser's clock. Each screen works
// out its deadline from what the server said or from when the candidate started the clock, so a device whose
// clock is wrong still counts the right time.

/** Whole seconds from `now` until `deadline` (ms), part seconds up as a clock shows them, never below 0. */
export const secondsUntil = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / 1000));

/** "29:05" or "1:02:05". */
export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/**
 * Seconds left until `deadline` (ms, or an ISO time), ticking four times a second; null when untimed (null, or
 * a time that cannot be read). Calls `onEnd` once when it reaches 0.
 */
export function useCountdown(deadline: number | string | null, onEnd?: () => void): number | null {
  const parsed = typeof deadline === 'string' ? Date.parse(deadline) : deadline;
  const at = parsed === null || Number.isNaN(parsed) ? null : parsed;
  const [seconds, setSeconds] = useState(() => (at === null ? null : secondsUntil(at, Date.now())));
  // Once only, even when StrictMode runs the effect twice.
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  // Before paint, so a clock switched on shows its time at once rather than a frame of the untimed state.
  useLayoutEffect(() => {
    if (at === null) {
      setSeconds(null);
      return;
    }
    const tick = () => {
      const s = secondsUntil(at, Date.now());
      setSeconds(s);
      if (s === 0 && !ended.current) {
        ended.current = true;
        onEndRef.current?.();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [at]);

  return seconds;
}
