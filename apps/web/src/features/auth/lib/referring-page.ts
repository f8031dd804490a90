import { paths } from '@/config/paths';

const LOGIN_PAGES = new Set<string>([paths.login.path, paths.registration.path]);

/**
 * The store page a login page was reached from, or null. A login link tapped before that page's
 * script ran left it unrecorded as the last visited page, so after the login the shopper would
 * land somewhere older; the referrer names it. Only pages of this store count.
 */
export function referringPage(referrer: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.origin !== origin || LOGIN_PAGES.has(url.pathname)) return null;
  return url.pathname + url.search;
}
