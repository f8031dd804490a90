import { matchPagePath } from '@kesariya/shared';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/config/paths';
import { matchScreen, screenRoutes } from './screens';

// The server reads pages with the same table (page head, sitemap, page cache): the router must
// show each of its pages, and read each the way matchPagePath does.
describe('paths and the router', () => {
  it('shows every page of the table with a screen of its own, not the not-found one', () => {
    for (const page of Object.values(paths)) {
      const match = matchScreen(page.path);
      expect(match, page.path).not.toBeNull();
      expect(match?.params['*'], page.path).toBeUndefined();
    }
  });

  it('reads a product link the way the server does', () => {
    const href = paths.product.getHref(12, 'Rose & Gold Kurta');
    expect(matchScreen(href)?.params).toEqual(matchPagePath(paths.product.path, href));
  });
});

/** Paths of every page, written the ways a link, a shopper or a crawler may write them. */
function pathsToTry(): string[] {
  const values = ['12', 'MTk', 'rose-gold-kurta', 'Rose%20%26%20Gold', 'a%2Fb', '%E0%A4', 'हिंदी'];
  const tried = new Set<string>(['/', '', '//', '/nope', '/product', '/product/12', '/order/']);
  for (const page of Object.values(paths)) {
    for (const value of values) {
      const path = page.path.replace(/:(\w+)/g, () => value);
      for (const written of [path, `${path}/`, `${path}//`, path.toUpperCase(), `${path}/extra`])
        tried.add(written);
    }
  }
  return [...tried];
}

// The screens are matched without React Router's ranking (compiled once, app/screens.tsx): for
// every page, and paths that are none, the same screen and parameters as the router would pick.
describe('the screen matcher', () => {
  // React Router's matching is the reference the storefront's own router is held to.
  const table: RouteObject[] = [{ path: '/', children: screenRoutes as RouteObject[] }];

  it('picks the screen and parameters React Router picks', () => {
    // The router warns of each malformed escape it meets; they are tried on purpose.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const path of pathsToTry()) {
      const leaf = matchRoutes(table, path)?.at(-1);
      const match = matchScreen(path);
      expect(match?.route, path).toBe(leaf?.route);
      expect(match?.params, path).toEqual(leaf?.params);
    }
  });
});
