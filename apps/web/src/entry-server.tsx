/**
 * The server's renderer of first screens (DESIGN.md, "Pages that feel instant"): the home page,
 * the listings and the product page arrive as HTML with their content, and the browser's app
 * hydrates it (boot.tsx). Built by `vite build --ssr` into dist/server; the API server loads it
 * (apps/server/src/plugins/web-app.ts) and answers the API calls in-process through `transport`.
 */
import { StrictMode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { ApiTransport } from './lib/api-client';
import { shellFirstScreen } from './app/layout/shell-data';
import { AppProvider } from './app/provider';
import type { RouteHandle } from './app/route-handle';
import { routes } from './app/router';
import { makeStore, type RootState } from './store';
import { api } from './store/api';
import { uiSlice } from './store/ui-slice';

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The store the markup was rendered from; the browser hydrates with it. */
  state: RootState;
  /**
   * False when an API call failed for a passing reason (the server busy or its database away):
   * the page shows that failure and must not be kept for other shoppers.
   */
  complete: boolean;
}

function failedForNow(state: RootState): boolean {
  return Object.values(state.api.queries).some((query) => {
    if (query?.status !== 'rejected') return false;
    const status = (query.error as { status?: number } | undefined)?.status ?? 0;
    return status === 0 || status >= 500 || status === 429;
  });
}

// Built once: it resolves and keeps the lazy screens it has matched.
const handler = createStaticHandler(routes);

/** The whole page, lazy parts included (the footer): nothing streams in later. */
async function renderToString(element: React.ReactNode): Promise<string> {
  const stream = await renderToReadableStream(element);
  await stream.allReady;
  return new Response(stream).text();
}

/**
 * Renders `url`'s first screen, or answers null when its screen is not one the server renders
 * (the browser then renders it, as before) or when the route redirects.
 */
export async function renderFirstScreen(
  url: URL,
  transport: ApiTransport,
): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const leaf = context.matches.at(-1);
  const firstScreen = (leaf?.route.handle as RouteHandle | undefined)?.firstScreen;
  if (!leaf || !firstScreen) return null;

  // The page is complete when it arrives: the initial loading view has nothing to wait for.
  const store = makeStore(
    { ui: { ...uiSlice.getInitialState(), firstScreenReady: true } },
    { transport },
  );
  try {
    const screen = { dispatch: store.dispatch, params: leaf.params, url };
    await Promise.all([...shellFirstScreen(screen), ...firstScreen(screen)]);
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderToString(
      <StrictMode>
        <AppProvider store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    const state = store.getState();
    return { html, state, complete: !failedForNow(state) };
  } finally {
    // Drops the cache's removal timers, which would otherwise keep this store alive for a minute.
    store.dispatch(api.util.resetApiState());
  }
}
