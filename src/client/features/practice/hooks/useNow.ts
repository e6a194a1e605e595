import { useEffect, useState } from 'react';

/** This browser's clock, read again every `everyMs` while `running` (a countdown's tick). */
export function useNow(running: boolean, everyMs = 500): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [running, everyMs]);
  return now;
}
