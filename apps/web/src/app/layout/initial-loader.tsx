import { useEffect, useState } from 'react';
import { INITIAL_LOADING_MAX_MS } from '@kesariya/shared';
import { LoadingView } from '@/components/loading-view';
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
 * never later than 3 s (docs/decisions/pages-and-performance.md, Pages that feel instant).
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

  return <LoadingView className="fixed inset-0 z-[100]" testId="initial-loader" />;
}
