import { useEffect } from 'react';
import { useAppDispatch } from './hooks';
import { markFirstScreenReady } from './ui-slice';

/**
 * A screen calls this once its main content is on the page; the first call ends the initial
 * loading view (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
export function useScreenReady(ready = true): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (ready) dispatch(markFirstScreenReady());
  }, [ready, dispatch]);
}
