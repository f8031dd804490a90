/**
 * The contract between the web build's page renderer (apps/web/src/entry-server.tsx, built into
 * dist/server/entry-server.js) and the server that loads it (apps/server/src/lib/first-screen.ts).
 */

/**
 * How a request reaches the API: the browser's fetch, or, while the server renders a page, the
 * server answering in-process.
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

/** A page's first screen as the server renders it. */
export interface RenderedPage<State = unknown> {
  /** The markup of #root. */
  html: string;
  /**
   * Markup that goes after #root, outside what the app hydrates: parts the browser runs by itself
   * until the app takes them over (the login dialog drawn with the page).
   */
  besideRoot?: string;
  /** The store the markup was rendered from; the browser hydrates with it. */
  state: State;
  /**
   * False when an API call failed for a passing reason (the server busy or its database away):
   * the page shows that failure and must not be kept for other shoppers.
   */
  complete: boolean;
  /** 404 when the page says that what was asked for does not exist. */
  status: 200 | 404;
  /** A listing's products on its first page, in its order: the page's ItemList for crawlers. */
  listed?: { id: number; name: string }[];
}

/** What the renderer module exports. */
export interface PageRenderer<State = unknown> {
  /** Null when the page's screen is not one the server renders: the browser renders it. */
  renderFirstScreen(url: URL, transport: ApiTransport): Promise<RenderedPage<State> | null>;
}
