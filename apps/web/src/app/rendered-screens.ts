/**
 * The screens the server renders (their modules export a `handle.firstScreen`), by path: the
 * entry (main.tsx) fetches the page's screen along with the app, not after the app has started
 * and asked for it, one round trip later. The paths are those of app/screens.tsx, written out as
 * patterns because the entry must not import the app's modules (they would come with it);
 * rendered-screens.test.ts holds the two tables to the same screens.
 */
// The last column: whether the page has the shell's header and footer (layout/shell-visibility.ts).
const RENDERED_SCREENS: [RegExp, () => Promise<unknown>, boolean][] = [
  [/^\/$/, () => import('./routes/home'), true],
  [/^\/products\/?$/, () => import('./routes/products'), true],
  [/^\/product\/hot-deals\/?$/, () => import('./routes/hot-deals'), true],
  [/^\/product\/best-seller\/?$/, () => import('./routes/best-seller'), true],
  [/^\/new-arrivals\/?$/, () => import('./routes/new-arrivals'), true],
  [/^\/collection\/?$/, () => import('./routes/collection'), true],
  [/^\/product\/[^/]+\/[^/]+\/?$/, () => import('./routes/product-detail'), true],
  [/^\/login\/?$/, () => import('./routes/login'), false],
  [/^\/registration\/?$/, () => import('./routes/registration'), false],
  [/^\/loader\/?$/, () => import('./routes/loader'), false],
];

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
