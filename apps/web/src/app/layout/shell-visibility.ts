import { matchPath } from 'react-router';
import { paths } from '@/config/paths';

/** Pages without header and footer (docs/decisions.md, Routes and shell visibility). */
const BARE_PATTERNS = [
  paths.login.path,
  paths.registration.path,
  paths.invoice.path,
  paths.downloadInvoice.path,
  paths.orderSuccess.path,
  paths.loader.path,
];

export function isShellHidden(pathname: string): boolean {
  if (pathname.includes('/order-details')) return true;
  return BARE_PATTERNS.some(
    (pattern) => matchPath({ path: pattern, end: true }, pathname) !== null,
  );
}
