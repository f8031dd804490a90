import { describe, expect, it } from 'vitest';
import { isShellHidden } from './shell-visibility';

describe('header and footer visibility', () => {
  it.each([
    '/login',
    '/registration',
    '/invoice/12',
    '/download_invoice',
    '/order_success',
    '/loader',
    '/order-details/4',
    '/my/order-details',
  ])('hides the shell on %s', (path) => expect(isShellHidden(path)).toBe(true));

  it.each([
    '/',
    '/products',
    '/product/MTI/silk-saree',
    '/order/invoice/12',
    '/orders',
    '/faq',
    '/login-help',
  ])('shows the shell on %s', (path) => expect(isShellHidden(path)).toBe(false));
});
