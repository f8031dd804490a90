/**
 * The screens the server renders (their modules export a `handle.firstScreen`), by path: the
 * entry (main.tsx) fetches the page's screen along with the app, not after the app has started
 * and asked for it, one round trip later. The paths are those of app/screens.tsx, written out as
 * patterns because the entry must not import the app's modules (they would come with it);
 * rendered-screens.test.ts holds the two tables to the same screens.
 */
const RENDERED_SCREENS: [RegExp, () => Promise<unknown>][] = [
  [/^\/$/, () => import('./routes/home')],
  [/^\/products\/?$/, () => import('./routes/products')],
  [/^\/product\/hot-deals\/?$/, () => import('./routes/hot-deals')],
  [/^\/product\/best-seller\/?$/, () => import('./routes/best-seller')],
  [/^\/new-arrivals\/?$/, () => import('./routes/new-arrivals')],
  [/^\/collection\/?$/, () => import('./routes/collection')],
  [/^\/product\/[^/]+\/[^/]+\/?$/, () => import('./routes/product-detail')],
  [/^\/login\/?$/, () => import('./routes/login')],
  [/^\/registration\/?$/, () => import('./routes/registration')],
  [/^\/loader\/?$/, () => import('./routes/loader')],
];

/** Starts fetching the screen rendered at `pathname`; null for a page the server does not render. */
export function fetchRenderedScreen(pathname: string): Promise<unknown> | null {
  return RENDERED_SCREENS.find(([pattern]) => pattern.test(pathname))?.[1]() ?? null;
}
