import { useCallback, useEffect, useState } from 'react';

/** A seconds countdown for the Resend button, which is disabled while it runs. */
export function useCountdown() {
  const [seconds, setSeconds] = useState(0);

  useEffect(() => {
    if (seconds <= 0) return;
    const timer = window.setTimeout(() => setSeconds((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearTimeout(timer);
  }, [seconds]);

  const start = useCallback((from: number) => setSeconds(from), []);
  const stop = useCallback(() => setSeconds(0), []);
  return { seconds, running: seconds > 0, start, stop };
}

/** 120 → '02:00'. */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}
