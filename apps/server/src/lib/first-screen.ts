import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ApiTransport, PageRenderer } from '@kesariya/shared';
import { jsonForScript } from './html-head';
import type { RenderBudget } from './render-budget';

export interface FirstScreen {
  /** The markup for #root (the rendered screen and its state); null leaves it to the browser. */
  markup: string | null;
  /** Shows a passing failure (a failed render, a busy API): serve it, but do not keep it. */
  transient: boolean;
  /** The page's HTTP status: 404 for a rendered "not found" screen, otherwise 200. */
  status: number;
  /** A rendered listing's products, in its order (RenderedPage.listed). */
  listed?: { id: number; name: string }[];
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

/** The build's stylesheet, as Vite links it from index.html. */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/;

/** The build's stylesheet, to be written into server-rendered pages in place of its link. */
export interface PageStylesheet {
  link: string;
  css: string;
}

/**
 * Reads the stylesheet index.html links, for `withFirstScreen`. Null when there is none, or when
 * its text could end a `<style>` element early: the page then keeps the link.
 */
export async function readPageStylesheet(
  indexHtml: string,
  distDir: string,
): Promise<PageStylesheet | null> {
  const match = STYLESHEET_LINK.exec(indexHtml);
  if (!match) return null;
  const css = await fs.readFile(path.join(distDir, match[1]!), 'utf8').catch(() => null);
  if (css === null || /<\/style/i.test(css)) return null;
  return { link: match[0], css };
}

/**
 * Writes a rendered first screen and the state it came from into the app's index.html. The page
 * then shows without its JavaScript, which only makes it interactive: the entry fetches the app
 * once the first screen is shown (apps/web/src/main.tsx), so nothing preloads it alongside the
 * first screen's pictures, and the entry itself comes after them
 * (docs/decisions/pages-and-performance.md, Pages that feel instant: LCP under 2 s on slow 4G); the
 * entry is one small file (apps/web/vite.config.ts).
 *
 * The stylesheet comes inside the page: linked, it was asked for only once the page's head had
 * arrived, and then shared the line with the first screen's pictures, while the page, parsed
 * already, waited for it to be drawn at all.
 */
export function withFirstScreen(
  indexHtml: string,
  markup: string,
  stylesheet: PageStylesheet | null,
): string {
  if (!indexHtml.includes(ROOT)) return indexHtml;
  const page = indexHtml
    .replace(ROOT, () => markup)
    .replace('<script type="module"', '<script type="module" fetchpriority="low"');
  return stylesheet
    ? page.replace(stylesheet.link, () => `<style>${stylesheet.css}</style>`)
    : page;
}

/**
 * The first-screen renderer of the web build (dist/server/entry-server.js). Its API calls go to
 * `api`, answered in-process like the browser's (in-process-api.ts); they ask only for public
 * catalogue data, so the page is the same for every shopper. Answers null when the build has no
 * renderer or the page is not a server-rendered one: the browser then renders it.
 */
export function firstScreenRenderer(
  app: FastifyInstance,
  webDistDir: string,
  api: ApiTransport,
  budget: RenderBudget,
): FirstScreenRenderer {
  const file = path.join(webDistDir, 'server', 'entry-server.js');
  // Imported once, on the first page that needs it, and kept: its screen chunks import it back by
  // its plain URL, so a second copy (to pick up a rebuild) would split React Router's contexts.
  // A new build needs a restart, as the API's own code does.
  let module: Promise<PageRenderer | null> | null = null;

  function renderer(): Promise<PageRenderer | null> {
    module ??= fs.stat(file).then(
      () =>
        (import(pathToFileURL(file).href) as Promise<PageRenderer>).catch((error: unknown) => {
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
      const page = await loaded.renderFirstScreen(url, api);
      if (!page) {
        budget.giveBack();
        return FOR_THE_BROWSER;
      }
      const state = jsonForScript(page.state);
      return {
        markup: `<div id="root">${page.html}</div>${page.besideRoot ?? ''}\n    <script type="application/json" id="server-state">${state}</script>`,
        transient: !page.complete,
        // The module comes from the build, unchecked by this compile: anything but 404 is a 200.
        status: page.status === 404 ? 404 : 200,
        ...(Array.isArray(page.listed) ? { listed: page.listed } : {}),
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
