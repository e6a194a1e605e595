import { useEffect, useState } from 'react';

/** Seconds left until `deadline` (an ISO time), ticking each quarter second; null when untimed. */
export function useCountdown(deadline: string | null): number | null {
  const deadlineMs = deadline === null ? null : Date.parse(deadline);
  const left = () =>
    deadlineMs === null || Number.isNaN(deadlineMs)
      ? null
      : Math.max(0, Math.ceil((deadlineMs - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `left` reads only deadlineMs.
  useEffect(() => {
    setSeconds(left());
    if (deadlineMs === null || Number.isNaN(deadlineMs)) return;
    const timer = setInterval(() => {
      const s = left();
      setSeconds(s);
      if (s === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadlineMs]);

  return seconds;
}
