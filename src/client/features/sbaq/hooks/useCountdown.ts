import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `deadlineMs` (this browser's clock; the deadline was computed from the server's
 * secondsLeft when the quiz was fetched, so a wrong clock on the device does not matter). Calls `onEnd`
 * once when it reaches 0. null deadline: untimed.
 */
export function useCountdown(deadlineMs: number | null, onEnd: () => void): number | null {
  const left = () => (deadlineMs === null ? null : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000)));
  const [seconds, setSeconds] = useState(left);
  const ended = useRef(false);
  const onEndRef = useRef(onEnd);
  onEndRef.current = onEnd;

  useEffect(() => {
    if (deadlineMs === null) return;
    const tick = () => {
      const s = Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
      setSeconds(s);
      if (s === 0 && !ended.current) {
        ended.current = true;
        onEndRef.current();
      }
    };
    tick();
    const timer = setInterval(tick, 250);
    return () => clearInterval(timer);
  }, [deadlineMs]);

  return seconds;
}
