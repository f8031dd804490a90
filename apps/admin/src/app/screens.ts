import type { ComponentType } from 'react';

export interface Screen {
  /** Relative to /admin, as React Router writes it ('' is the dashboard, 'orders/:id'). */
  path: string;
  /** The screen's module, loaded when its page is first opened. */
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every screen of the back office. Only built screens are listed: the sidebar shows an entry of
 * its table (layout/nav-items.ts) once a screen has its path, and an owner-only entry's pages are
 * guarded for the owner by the router.
 */
export const SCREENS: readonly Screen[] = [
  { path: '', load: () => import('@/features/dashboard/components/dashboard-screen') },
  { path: 'orders', load: () => import('@/features/orders/components/orders-screen') },
  {
    path: 'orders/:saleId',
    load: () => import('@/features/orders/components/order-detail-screen'),
  },
  {
    path: 'orders/:saleId/packing-slip',
    load: () => import('@/features/orders/components/packing-slip-screen'),
  },
  { path: 'returns', load: () => import('@/features/returns/components/returns-screen') },
  { path: 'returns/:id', load: () => import('@/features/returns/components/return-detail-screen') },
  { path: 'support', load: () => import('@/features/support/components/tickets-screen') },
  { path: 'support/:id', load: () => import('@/features/support/components/ticket-screen') },
  { path: 'customers', load: () => import('@/features/customers/components/customers-screen') },
  {
    path: 'customers/:id',
    load: () => import('@/features/customers/components/customer-detail-screen'),
  },
  { path: 'newsletter', load: () => import('@/features/customers/components/newsletter-screen') },
  { path: 'products', load: () => import('@/features/catalogue/components/products-screen') },
  {
    path: 'products/new',
    load: () => import('@/features/catalogue/components/product-form-screen'),
  },
  {
    path: 'products/import',
    load: () => import('@/features/catalogue/components/product-import-screen'),
  },
  {
    path: 'products/:id',
    load: () => import('@/features/catalogue/components/product-form-screen'),
  },
  { path: 'categories', load: () => import('@/features/catalogue/components/categories-screen') },
  { path: 'content', load: () => import('@/features/content/components/promotional-screen') },
  { path: 'content/pages', load: () => import('@/features/content/components/policies-screen') },
  {
    path: 'content/pages/:id',
    load: () => import('@/features/content/components/policy-edit-screen'),
  },
  { path: 'content/faq', load: () => import('@/features/content/components/faq-screen') },
  {
    path: 'settings',
    load: () => import('@/features/settings/components/store-details-screen'),
  },
  {
    path: 'settings/modules',
    load: () => import('@/features/settings/components/modules-screen'),
  },
  {
    path: 'settings/coupons',
    load: () => import('@/features/settings/components/coupons-screen'),
  },
  {
    path: 'settings/coupons/new',
    load: () => import('@/features/settings/components/coupon-form-screen'),
  },
  {
    path: 'settings/coupons/:id',
    load: () => import('@/features/settings/components/coupon-form-screen'),
  },
  {
    path: 'settings/delivery',
    load: () => import('@/features/settings/components/delivery-screen'),
  },
  {
    path: 'settings/signup-reward',
    load: () => import('@/features/settings/components/signup-reward-screen'),
  },
  { path: 'staff', load: () => import('@/features/staff/components/staff-screen') },
  { path: 'audit', load: () => import('@/features/audit/components/audit-screen') },
];
