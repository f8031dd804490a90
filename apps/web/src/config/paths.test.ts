import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
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

  it('names return and replace status pages by id 5 and 6', () => {
    expect(paths.refundReplaceProcess.getHref(5)).toBe('/order/refund-replace-process/5');
    expect(paths.refundReplaceProcess.getHref(6)).toBe('/order/refund-replace-process/6');
  });

  it('has a pattern for every route of the spec', () => {
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
