import RENDERED_SCREENS from 'virtual:rendered-screens';

/**
 * The screens the server renders (`rendered` in the page table, packages/shared/src/page-urls.ts),
 * by path: the entry (main.tsx) fetches the page's screen along with the app, not after the app has
 * started and asked for it, one round trip later. The table is made from the page table when the
 * app is built (vite-plugins/rendered-screens.ts), so the entry does not import the page table;
 * rendered-screens.test.ts holds it to the screens the router shows.
 */
const renderedAt = (pathname: string) =>
  RENDERED_SCREENS.find(([pattern]) => pattern.test(pathname));

/** Starts fetching the screen rendered at `pathname`; null for a page the server does not render. */
export function fetchRenderedScreen(pathname: string): Promise<unknown> | null {
  return renderedAt(pathname)?.[1]() ?? null;
}

/**
 * Starts fetching the footer's code (root-layout.tsx) for a rendered page that shows it; null
 * elsewhere. Without it the footer stays the server's markup until its code arrives, after the page
 * has gone live, and a tap on it meanwhile (Subscribe, say) would be lost: React can only hydrate a
 * part at the tap if the part's code is here.
 */
export function fetchRenderedFooter(pathname: string): Promise<unknown> | null {
  return renderedAt(pathname)?.[2] ? import('@/features/footer/components/footer') : null;
}
