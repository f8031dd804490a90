import { describe, expect, it } from 'vitest';
import { matchPagePath, pageUrls as paths } from '../src';

describe('page URLs', () => {
  it('encodes product ids in base64 without padding and slugs the name', () => {
    expect(paths.product.getHref(12, 'Maroon Silk Kurta')).toBe('/product/MTI/maroon-silk-kurta');
    expect(paths.product.getHref(1, 'Saree')).toBe('/product/MQ/saree');
  });

  it('encodes policy ids the same way', () => {
    expect(paths.policy.getHref(1, 'terms-conditions')).toBe('/policy/MQ/terms-conditions');
    expect(paths.policy.getHref(2, 'privacy-policy')).toBe('/policy/Mg/privacy-policy');
    expect(paths.returnPolicy.getHref()).toBe('/policy/NA/cancellation-return-refund-policy');
  });

  it('builds listing URLs with search and encoded category', () => {
    expect(paths.products.getHref()).toBe('/products');
    expect(paths.products.getHref({ search: 'silk saree' })).toBe('/products?search=silk+saree');
    expect(paths.products.getHref({ categoryId: 3 })).toBe('/products?category=Mw');
  });

  it('carries the order to pay for, or just placed, as sale_id', () => {
    expect(paths.payment.getHref('KES/1 2')).toBe('/payment/checkout?sale_id=KES%2F1%202');
    expect(paths.orderSuccess.getHref('42')).toBe('/order_success?sale_id=42');
    expect(paths.orderSuccess.getHref()).toBe('/order_success');
  });

  it('carries the order to cancel or whose invoice to download as sale_id', () => {
    expect(paths.cancelOrder.getHref('KSR-2511-000123')).toBe(
      '/order/cancel-order?sale_id=KSR-2511-000123',
    );
    expect(paths.cancelOrder.getHref()).toBe('/order/cancel-order');
    expect(paths.downloadInvoice.getHref('KSR-2511-000123')).toBe(
      '/download_invoice?sale_id=KSR-2511-000123',
    );
  });

  it('gives page 1 of the orders and the wallet one address, later pages a page parameter', () => {
    expect(paths.orders.getHref()).toBe('/orders');
    expect(paths.orders.getHref(1)).toBe('/orders');
    expect(paths.orders.getHref(3)).toBe('/orders?page=3');
    expect(paths.orderOnTheWay.getHref(2)).toBe('/order/on-the-way?page=2');
    expect(paths.wallet.getHref(2)).toBe('/wallet?page=2');
  });

  it('names return and replace status pages by id 5 and 6', () => {
    expect(paths.refundReplaceProcess.getHref(5)).toBe('/order/refund-replace-process/5');
    expect(paths.refundReplaceProcess.getHref(6)).toBe('/order/refund-replace-process/6');
  });

  it('has a pattern for every route of the route table', () => {
    const patterns = Object.values(paths).map((p) => p.path);
    for (const route of [
      '/',
      '/about-us',
      '/contact',
      '/faq',
      '/products',
      '/product/:id/:name',
      '/product/hot-deals',
      '/product/best-seller',
      '/product/track-order',
      '/new-arrivals',
      '/collection',
      '/cart',
      '/wishlist',
      '/checkout',
      '/payment/checkout',
      '/my-account',
      '/orders',
      '/order/:saleId',
      '/order/invoice/:saleId',
      '/order/on-the-way',
      '/order/cancel-order',
      '/track-order-by',
      '/wallet',
      '/password-change',
      '/return-replace-privacy',
      '/order/return/:id',
      '/order/replace/:id',
      '/order/refund-replace-process/:id',
      '/manage-address',
      '/address/add',
      '/address/edit/:id',
      '/policy/:id/:slug',
      '/customer-support',
      '/login',
      '/registration',
      '/invoice/:id',
      '/download_invoice',
      '/order_success',
      '/loader',
    ]) {
      expect(patterns).toContain(route);
    }
  });
});

describe('matchPagePath', () => {
  it('reads the parameters of a page as the router does', () => {
    expect(matchPagePath(paths.product.path, '/product/MTI/maroon-silk-kurta')).toEqual({
      id: 'MTI',
      name: 'maroon-silk-kurta',
    });
    expect(matchPagePath(paths.product.path, '/product/MQ/rose-%26-gold/')).toEqual({
      id: 'MQ',
      name: 'rose-&-gold',
    });
    expect(matchPagePath(paths.products.path, '/products/')).toEqual({});
    expect(matchPagePath(paths.home.path, '/')).toEqual({});
  });

  it('finds no page where the router shows another one', () => {
    for (const pathname of ['/product/MQ/', '/product/MQ/x/y', '/product/hot-deals', '/']) {
      expect(matchPagePath(paths.product.path, pathname), pathname).toBeNull();
    }
    expect(matchPagePath(paths.home.path, '/products')).toBeNull();
    expect(matchPagePath(paths.hotDeals.path, '/product/hot-deals-x')).toBeNull();
  });

  it('reads back what getHref builds', () => {
    const href = paths.product.getHref(12, 'Maroon Silk Kurta');
    expect(matchPagePath(paths.product.path, href)).toEqual({
      id: 'MTI',
      name: 'maroon-silk-kurta',
    });
    expect(matchPagePath(paths.returnPolicy.path, paths.returnPolicy.getHref())).toEqual({});
  });
});
