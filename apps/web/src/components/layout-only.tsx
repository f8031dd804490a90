import type { ReactNode } from 'react';
import { useIsMobile } from '@/lib/use-media-query';

/*
 * The server renders for the desktop layout, so a phone's first render after hydration differs
 * from it. Reading the media query only where something is actually shown (an open menu, an open
 * search box) keeps hydration from re-rendering the whole shell synchronously for nothing.
 */

/** Children on the phone layout (below 1024 px) only. */
export function MobileOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? children : null;
}

/** Children on the desktop layout only. */
export function DesktopOnly({ children }: { children: ReactNode }) {
  return useIsMobile() ? null : children;
}
