import { matchPath } from 'react-router';

/** Pages without header and footer (docs/decisions.md, Routes and shell visibility). */
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
