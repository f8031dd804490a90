import { matchPath } from 'react-router';

/** Spec section 2: pages that stand alone, without header and footer. */
const BARE_PATTERNS = [
  '/login',
  '/registration',
  '/invoice/:id',
  '/download_invoice',
  '/order_success',
  '/loader',
];

export function isShellHidden(pathname: string): boolean {
  if (pathname.includes('/order-details')) return true;
  return BARE_PATTERNS.some(
    (pattern) => matchPath({ path: pattern, end: true }, pathname) !== null,
  );
}
