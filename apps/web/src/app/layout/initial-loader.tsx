import { useEffect, useState } from 'react';
import { INITIAL_LOADING_MAX_MS } from '@kesariya/shared';
import { useAppSelector } from '@/store/hooks';

/** Session storage flag: the loader greets a shopper once per browser session. */
const SHOWN_KEY = 'kesariya:initialLoaderShown';

function alreadyShown(): boolean {
  try {
    return sessionStorage.getItem(SHOWN_KEY) === '1';
  } catch {
    return true;
  }
}

/**
 * The loading view is a greeting that ends as soon as the first screen's content is ready, and
 * never later than 3 s (docs/decisions.md, Pages that feel instant).
 */
export function InitialLoader() {
  const ready = useAppSelector((s) => s.ui.firstScreenReady);
  const [show] = useState(() => !alreadyShown());
  const [timedOut, setTimedOut] = useState(false);

  useEffect(() => {
    if (!show) return;
    try {
      sessionStorage.setItem(SHOWN_KEY, '1');
    } catch {
      // Without session storage the loader simply shows again next time.
    }
    const timer = window.setTimeout(() => setTimedOut(true), INITIAL_LOADING_MAX_MS);
    return () => window.clearTimeout(timer);
  }, [show]);

  if (!show || ready || timedOut) return null;

  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="initial-loader"
      className="fixed inset-0 z-[100] grid place-items-center bg-ivory"
    >
      <div className="flex flex-col items-center gap-4">
        <p className="font-display text-4xl font-semibold text-brand">Kesariya</p>
        <div className="h-0.5 w-32 overflow-hidden rounded bg-line">
          <div className="h-full w-1/3 animate-[loader_1s_ease-in-out_infinite] bg-marigold" />
        </div>
        <span className="sr-only">Loading the store…</span>
      </div>
    </div>
  );
}
