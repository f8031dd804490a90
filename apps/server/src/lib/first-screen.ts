import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { jsonForScript } from './html-head';
import type { RenderBudget } from './render-budget';

/** What the web build's renderer (apps/web/src/entry-server.tsx) answers for a page. */
interface RenderedPage {
  html: string;
  state: unknown;
  /** False when an API call failed for a passing reason: the page is not to be kept. */
  complete: boolean;
  /** 404 when the page says that what was asked for does not exist; 200 when absent. */
  status?: number;
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

interface RendererModule {
  renderFirstScreen(url: URL, transport: Transport): Promise<RenderedPage | null>;
}

export interface FirstScreen {
  /** The markup for #root (the rendered screen and its state); null leaves it to the browser. */
  markup: string | null;
  /** Shows a passing failure (a failed render, a busy API): serve it, but do not keep it. */
  transient: boolean;
  /** The page's HTTP status: 404 for a rendered "not found" screen, otherwise 200. */
  status: number;
}

export interface FirstScreenRenderer {
  render(url: URL, log: FastifyBaseLogger): Promise<FirstScreen>;
  /** Loads the renderer ahead of the first page, so no shopper waits for it. */
  preload(): void;
}

const ROOT = '<div id="root"></div>';

/** The page goes out with an empty #root: the browser renders it, as it would without a renderer. */
const FOR_THE_BROWSER: FirstScreen = { markup: null, transient: false, status: 200 };
/** The same, for a passing reason (a failed render, the budget spent): serve it, keep nothing. */
const FOR_THE_BROWSER_THIS_TIME: FirstScreen = { ...FOR_THE_BROWSER, transient: true };

/**
 * Writes a rendered first screen and the state it came from into the app's index.html. The page
 * then shows without its JavaScript, which only makes it interactive: the entry fetches the app
 * once the page has loaded (apps/web/src/main.tsx), so nothing preloads it alongside the first
 * screen's images and fonts, and the entry itself comes after them (DESIGN.md: LCP under 2 s on
 * slow 4G).
 */
export function withFirstScreen(indexHtml: string, markup: string): string {
  if (!indexHtml.includes(ROOT)) return indexHtml;
  return indexHtml
    .replace(ROOT, () => markup)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');
}

/**
 * The first-screen renderer of the web build (dist/server/entry-server.js). Its API calls are
 * answered in-process with the client credential, like the browser's; they ask only for public
 * catalogue data, so the page is the same for every shopper. Answers null when the build has no
 * renderer or the page is not a server-rendered one: the browser then renders it.
 */
export function firstScreenRenderer(
  app: FastifyInstance,
  webDistDir: string,
  credential: string,
  budget: RenderBudget,
): FirstScreenRenderer {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  // Imported once, on the first page that needs it, and kept: its screen chunks import it back by
  // its plain URL, so a second copy (to pick up a rebuild) would split React Router's contexts.
  // A new build needs a restart, as the API's own code does.
  let module: Promise<RendererModule | null> | null = null;

  const transport: Transport = async (url, init) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { ...headers, authorization: `Basic ${credential}` },
      payload: typeof init.body === 'string' ? init.body : init.body?.toString(),
    });
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    });
  };

  function renderer(): Promise<RendererModule | null> {
    module ??= fs.stat(file).then(
      () =>
        (import(pathToFileURL(file).href) as Promise<RendererModule>).catch((error: unknown) => {
          app.log.error({ err: error }, 'first-screen renderer not loaded: browsers render pages');
          return null;
        }),
      // A build without the renderer (or none at all): the browser renders every page.
      () => null,
    );
    return module;
  }

  async function render(url: URL, log: FastifyBaseLogger): Promise<FirstScreen> {
    const loaded = await renderer();
    if (!loaded) return FOR_THE_BROWSER;
    if (!budget.take()) {
      warnOverBudget(log);
      // The next request for the page may find the budget refilled.
      return FOR_THE_BROWSER_THIS_TIME;
    }
    try {
      const page = await loaded.renderFirstScreen(url, transport);
      if (!page) {
        budget.giveBack();
        return FOR_THE_BROWSER;
      }
      const state = jsonForScript(page.state);
      return {
        markup: `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-state">${state}</script>`,
        transient: !page.complete,
        status: page.status === 404 ? 404 : 200,
      };
    } catch (error) {
      // The browser can still render the page itself; a shopper must not get an error for this.
      log.warn({ err: error }, 'first screen not rendered on the server');
      return FOR_THE_BROWSER_THIS_TIME;
    }
  }

  // One line per 10 s at most while over budget: a flood must not flood the logs too.
  let lastWarning = -Infinity;
  function warnOverBudget(log: FastifyBaseLogger) {
    const now = performance.now();
    if (now - lastWarning < 10_000) return;
    lastWarning = now;
    log.warn('page render budget spent: pages go out for the browser to render');
  }

  return { render, preload: () => void renderer() };
}
