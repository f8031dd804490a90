/**
 * A lazy part's code asked for ahead of its use (as a shopper reaches for the control that shows
 * it). A failure here is not the shopper's: showing the part loads it again, and says so if it
 * fails then.
 */
export function fetchAhead(load: () => Promise<unknown>): () => void {
  return () => void load().catch(() => undefined);
}
