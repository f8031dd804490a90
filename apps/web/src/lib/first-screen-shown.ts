/**
 * When a server-rendered page may start fetching its app (main.tsx): once its first screen is on
 * screen, text and first pictures drawn. Until then they have the connection to themselves (LCP
 * under 2 s on slow 4G); right after, the app comes before the pictures further down the page, so
 * its buttons answer sooner than if it waited for the load event
 * (docs/decisions/pages-and-performance.md, Pages that feel instant).
 *
 * Part of the entry: it must not import anything of the app's.
 */

/**
 * The first screen's own pictures: loaded eagerly, at high priority (components/product-image, the
 * product gallery's first picture).
 */
const FIRST_SCREEN_PICTURES = 'img[fetchpriority="high"]';

function nextPaint(): Promise<void> {
  // A task queued from an animation frame runs once that frame has been drawn.
  return new Promise((resolve) => requestAnimationFrame(() => window.setTimeout(resolve, 0)));
}

/** The page's first paint of content (where the browser does not say: its first frame). */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return nextPaint();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

function inView(img: HTMLImageElement): boolean {
  const box = img.getBoundingClientRect();
  return box.width > 0 && box.top < window.innerHeight && box.bottom > 0;
}

/** Decoded, then one frame more: drawn, or about to be (browsers without Element Timing). */
async function decodedAndDrawn(pictures: HTMLImageElement[]): Promise<void> {
  await Promise.all(pictures.map((img) => img.decode().catch(() => undefined)));
  await nextPaint();
}

/** An Element Timing entry (not in TypeScript's DOM types). */
type ElementTimingEntry = PerformanceEntry & { element: Element | null };

function broken(img: HTMLImageElement): boolean {
  return img.complete && img.naturalWidth === 0;
}

/**
 * Each picture drawn, as the browser reports it (Element Timing): as soon as the frame that
 * shows the last one, where waiting for a decode and a frame more took about 85 ms of a slow
 * phone's time on a listing, with the line idle. A picture that fails counts as done.
 */
function reportedDrawn(pictures: HTMLImageElement[]): Promise<void> {
  const waiting = new Set(pictures.filter((img) => !broken(img)));
  if (waiting.size === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (img: Element | null) => {
      if (!waiting.delete(img as HTMLImageElement) || waiting.size > 0) return;
      observer.disconnect();
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) done((entry as ElementTimingEntry).element);
    });
    observer.observe({ type: 'element', buffered: true });
    for (const img of waiting) img.addEventListener('error', () => done(img), { once: true });
  });
}

const TIMED = 'elementtiming';

/**
 * Marks the first screen's pictures still loading for Element Timing, so the browser reports when
 * it draws them. The attribute is not HTML, and the server's pages are valid HTML
 * (docs/decisions/pages-and-performance.md, Pages that feel instant), so the entry sets it as it
 * runs: before the pictures it marks are drawn, since a picture is drawn only after it has loaded.
 */
function markStillLoading(): void {
  for (const img of document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PICTURES))
    if (!img.complete) img.setAttribute(TIMED, 'first-screen');
}

/**
 * The first screen's pictures in view, drawn (a picture that fails counts as done): those marked,
 * as the browser reports them; those loaded before the entry ran, by their decode.
 */
function picturesShown(): Promise<void> {
  const pictures = [...document.querySelectorAll<HTMLImageElement>(FIRST_SCREEN_PICTURES)].filter(
    inView,
  );
  const reported = PerformanceObserver.supportedEntryTypes?.includes('element')
    ? pictures.filter((img) => img.hasAttribute(TIMED))
    : [];
  const decoded = pictures.filter((img) => !reported.includes(img));
  return decoded.length === 0
    ? reportedDrawn(reported)
    : Promise.all([reportedDrawn(reported), decodedAndDrawn(decoded)]).then(() => undefined);
}

/**
 * Resolves once the first screen is shown, and `limitMs` after navigation at the latest (a picture
 * that takes long must not hold the app back). Not at the load event: on a fast line it can come
 * before the first paint (a Lighthouse load here: load at 190 ms, first paint at 258), and the
 * app's files fetched then were in before the page's largest paint, which Lighthouse's simulation
 * of a slow phone then counts as needed for it (a product page's LCP 2.35 s instead of about 1.5).
 */
export function firstScreenShown(limitMs: number): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  markStillLoading();
  return new Promise((resolve) => {
    window.setTimeout(resolve, Math.max(0, limitMs - performance.now()));
    void firstContentfulPaint()
      .then(picturesShown)
      .then(() => resolve());
  });
}
