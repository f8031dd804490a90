import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('the paths table', () => {
  it('builds for every page a link its own route pattern matches', () => {
    for (const [name, page] of Object.entries(paths)) {
      const args = Array.from({ length: page.getHref.length }, () => 'KS-2030-000001');
      const href = (page.getHref as (...values: string[]) => string)(...args);
      const pathname = href.split('?')[0]!;
      expect(matchPath(`/${page.path}`, pathname), `${name}: ${href}`).not.toBeNull();
    }
  });

  it('encodes ids and leaves empty filters out', () => {
    expect(paths.order.getHref('KS/1 2')).toBe('/orders/KS%2F1%202');
    expect(paths.orders.getHref()).toBe('/orders');
    expect(paths.orders.getHref({ status: 'packed', search: '' })).toBe('/orders?status=packed');
    expect(paths.orders.getHref({ search: 'a+b@kesariya.in' })).toBe(
      '/orders?search=a%2Bb%40kesariya.in',
    );
  });
});
