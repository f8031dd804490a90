import type { Params } from '@/lib/router';
import type { AppDispatch, RootState } from './index';

export interface FirstScreenContext {
  dispatch: AppDispatch;
  params: Params;
  url: URL;
}

/**
 * What a screen's first view reads from the API. The server awaits these before it renders the
 * page, so the HTML already holds the content (docs/architecture.md, The page-render path); in the
 * browser the screen's own hooks ask for the same queries and find them in the cache.
 */
export type FirstScreenData = (context: FirstScreenContext) => Promise<unknown>[];

export interface RouteHandle {
  /** The not-found screen is not remembered: a way back to a broken link would lead nowhere. */
  skipLastVisited?: boolean;
  /** Present on the screens the server renders (home, listings, product, content and login pages). */
  firstScreen?: FirstScreenData;
  /**
   * Whether the rendered page says that what was asked for does not exist: the server then
   * answers it with 404, so search engines and link checkers drop the address.
   */
  notFound?: (context: FirstScreenContext, state: RootState) => boolean;
}
