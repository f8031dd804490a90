/**
 * The server's renderer of first screens (docs/architecture.md, The page-render path): the home page,
 * the listings, the product page and the content pages arrive as HTML with their content, and the browser's app
 * hydrates it (boot.tsx). Built by `vite build --ssr` into dist/server; the API server loads it
 * (apps/server/src/plugins/web-app.ts) and answers the API calls in-process through `transport`.
 */
import { matchPagePath, pageTraits } from '@kesariya/shared';
import type { ApiTransport, ProductCard, RenderedPage } from '@kesariya/shared';
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { StaticRouter } from '@/lib/router';
import { shellFirstScreen } from './app/layout/shell-data';
import { isShellHidden } from './app/layout/shell-visibility';
import { AppProvider } from './app/provider';
import { AppRoutes } from './app/router';
import { matchScreen } from './app/screens';
import { LoginShell } from './features/auth/components/login-modal';
import { makeStore, type RootState } from './store';
import { api } from './store/api';
import { uiSlice } from './store/ui-slice';

function failedForNow(state: RootState): boolean {
  return Object.values(state.api.queries).some((query) => {
    if (query?.status !== 'rejected') return false;
    const status = (query.error as { status?: number } | undefined)?.status ?? 0;
    return status === 0 || status >= 500 || status === 429;
  });
}

/**
 * The whole page, lazy parts included (the footer): nothing streams in later. React would move a
 * Suspense boundary's content of more than 12.8 KB (progressiveChunkSize) out of place, to be
 * swapped in by an inline script; the page is sent whole, so every boundary stays in place.
 */
async function renderToString(
  element: React.ReactNode,
  identifierPrefix?: string,
): Promise<string> {
  const stream = await renderToReadableStream(element, {
    progressiveChunkSize: Infinity,
    identifierPrefix,
  });
  await stream.allReady;
  return new Response(stream).text();
}

/** The listings of the page table (`head: 'listing'`). */
const LISTINGS = pageTraits().filter((page) => page.head === 'listing');

/** The products a listing's first screen shows, in its order; undefined on any other page. */
function listedProducts(url: URL, state: RootState): RenderedPage['listed'] {
  if (!LISTINGS.some((page) => matchPagePath(page.path, url.pathname))) return undefined;
  const listing = Object.values(state.api.queries).find(
    (query) => query?.endpointName === 'getProductListing' && query.status === 'fulfilled',
  );
  const cards = (listing?.data as { data?: ProductCard[] } | undefined)?.data ?? [];
  return cards.map(({ id, name }) => ({ id, name }));
}

let loginShell: Promise<string> | null = null;

/**
 * The login dialog's first view, closed, for every rendered page with the shell's log-in controls
 * (apps/web/src/lib/login-shell.ts): the same for all of them, so rendered once. It asks the API
 * nothing, so its store has no transport. Its ids have a prefix of their own, as it is rendered
 * apart from the page's.
 */
function renderLoginShell(): Promise<string> {
  loginShell ??= renderToString(
    <AppProvider store={makeStore()}>
      <StaticRouter location="/">
        <LoginShell />
      </StaticRouter>
    </AppProvider>,
    'login-',
  ).catch((error: unknown) => {
    loginShell = null;
    throw error;
  });
  return loginShell;
}

/**
 * Renders `url`'s first screen, or answers null when its screen is not one the server renders
 * (the browser then renders it, as before). The contract with the server: PageRenderer in
 * packages/shared/src/rendered-page.ts; the status is 404 where RouteHandle.notFound says so.
 */
export async function renderFirstScreen(
  url: URL,
  transport: ApiTransport,
): Promise<RenderedPage<RootState> | null> {
  const match = matchScreen(url.pathname);
  if (!match) return null;
  // Loaded once per process: the module (and its handle) stays for the next render.
  await match.screen.load();
  const handle = match.screen.handle();
  const firstScreen = handle?.firstScreen;
  if (!firstScreen) return null;

  // The page is complete when it arrives: the initial loading view has nothing to wait for.
  const store = makeStore(
    { ui: { ...uiSlice.getInitialState(), firstScreenReady: true } },
    { transport },
  );
  try {
    const screen = { dispatch: store.dispatch, params: match.params, url };
    await Promise.all([...shellFirstScreen(screen), ...firstScreen(screen)]);
    const [html, besideRoot] = await Promise.all([
      renderToString(
        <StrictMode>
          <AppProvider store={store}>
            <StaticRouter location={url.pathname + url.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProvider>
        </StrictMode>,
      ),
      isShellHidden(url.pathname) ? undefined : renderLoginShell(),
    ]);
    const state = store.getState();
    const status = handle.notFound?.(screen, state) ? 404 : 200;
    const listed = listedProducts(url, state);
    return { html, besideRoot, state, complete: !failedForNow(state), status, listed };
  } finally {
    // Drops the cache's removal timers, which would otherwise keep this store alive for a minute.
    store.dispatch(api.util.resetApiState());
  }
}
