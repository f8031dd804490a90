import { matchPath } from '@/lib/router';
import { paths } from '@/config/paths';

/**
 * Pages without header and footer (docs/decisions/storefront-screens.md, Routes and shell
 * visibility): `bare` in the page table.
 */
const BARE_PATTERNS = Object.values(paths).flatMap((page) =>
  'bare' in page && page.bare ? [page.path] : [],
);

export function isShellHidden(pathname: string): boolean {
  if (pathname.includes('/order-details')) return true;
  return BARE_PATTERNS.some(
    (pattern) => matchPath({ path: pattern, end: true }, pathname) !== null,
  );
}
