import './index.css';

/**
 * The entry is small on purpose. A server-rendered page (home, listings, product) is complete
 * without JavaScript, so the app (~150 KB) is fetched once the page has loaded its images and
 * fonts, rather than sharing a slow connection with them (docs/decisions.md, Pages that feel
 * instant: LCP under 2 s on slow 4G).
 * A picture that takes long (drawn on its first request, or a poor network) holds the app back
 * for at most APP_START_LIMIT_MS. Any other page needs the app to show anything and starts it at
 * once.
 */
const APP_START_LIMIT_MS = 2500;

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    window.addEventListener('load', () => resolve(), { once: true });
    window.setTimeout(resolve, APP_START_LIMIT_MS);
  });
}

if (document.getElementById('server-state') !== null) await pageLoaded();
await import('./boot');
