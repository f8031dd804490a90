import { fetchRenderedFooter, fetchRenderedScreen } from './app/rendered-screens';
import { replayEarlyTaps } from './lib/early-taps';
import { onAppLive } from './lib/app-live';
import { firstScreenShown } from './lib/first-screen-shown';

/**
 * The entry is small on purpose. A server-rendered page (home, listings, product) is complete
 * without JavaScript, so the app (~150 KB) is fetched once the page's first screen is shown
 * rather than sharing a slow connection with its first pictures and text, and before the
 * pictures further down, so the buttons answer soon (docs/decisions/pages-and-performance.md, Pages
 * that feel instant: LCP under 2 s and buttons within 2 s on slow 4G). A tap made meanwhile is kept
 * and made again once the app runs. A first screen that takes long holds the app back for at most
 * APP_START_LIMIT_MS after navigation. Any other page needs the app to show anything and starts it
 * at once. The web fonts come once the page is live: their arrival lays the whole page out again,
 * work that would otherwise delay the buttons.
 */
const APP_START_LIMIT_MS = 2500;

/**
 * No top-level await: the app's chunks import this file's modules (Vite's import helper, the
 * invoker-command check), and a module that awaited the app would never finish evaluating for
 * them (vite.config.ts keeps the entry in one file).
 */
async function startApp() {
  if (document.getElementById('server-state') !== null) {
    replayEarlyTaps();
    await firstScreenShown(APP_START_LIMIT_MS);
    // Their code and the app's arrive together; boot.tsx waits for them before hydrating (and
    // loads them again, saying why, if this fetch fails).
    fetchRenderedScreen(window.location.pathname)?.catch(() => undefined);
    fetchRenderedFooter(window.location.pathname)?.catch(() => undefined);
  }
  // Not with the first CSS: see web-fonts.ts.
  onAppLive(() => void import('./web-fonts').then(({ loadWebFonts }) => loadWebFonts()));
  await import('./boot');
}

void startApp();
