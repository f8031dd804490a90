import { matchPagePath } from '@kesariya/shared';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { matchScreen } from './screens';

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
