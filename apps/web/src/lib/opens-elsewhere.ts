import type { MouseEvent } from 'react';

/** A click on a link that asks for a new tab or window: the browser's to follow, not the app's. */
export function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
