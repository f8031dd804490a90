/**
 * A path from a page URL (`?return=`) that the app may go to: resolved as the browser would
 * resolve it, and kept only when it stays on this origin. `/\evil.com` looks like a path but is
 * read by browsers as `//evil.com`, another site; so are `//evil.com` and `https://evil.com`.
 */
export function sameOriginPath(value: string | null, fallback: string): string {
  if (!value || !value.startsWith('/')) return fallback;
  const origin = window.location.origin;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : fallback;
}
