import { useCallback, useEffect, useState, type RefObject } from 'react';

export interface ScrollEdges {
  /** Some of the row is hidden to the left (it has been scrolled). */
  before: boolean;
  /** Some of the row is hidden to the right. */
  after: boolean;
}

/**
 * Which ends of a sideways-scrolling row hide something, kept up to date as it scrolls, as it or
 * its children change size, and when `content` (what its children are) changes. Null until the
 * row has been measured in the browser.
 */
export function useScrollEdges(
  ref: RefObject<HTMLElement | null>,
  content: unknown,
): ScrollEdges | null {
  const [edges, setEdges] = useState<ScrollEdges | null>(null);
  const measure = useCallback(() => {
    const row = ref.current;
    if (!row) return;
    // A pixel of slack: zoomed pages report fractional widths.
    const before = row.scrollLeft > 1;
    const after = row.scrollLeft + row.clientWidth < row.scrollWidth - 1;
    setEdges((old) => (old?.before === before && old.after === after ? old : { before, after }));
  }, [ref]);

  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    // The row keeps its width when its links widen (the web fonts arriving): watch them too.
    const resized = new ResizeObserver(measure);
    resized.observe(row);
    for (const child of row.children) resized.observe(child);
    return () => {
      row.removeEventListener('scroll', measure);
      resized.disconnect();
    };
  }, [ref, measure, content]);

  return edges;
}
