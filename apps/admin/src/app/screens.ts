import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

export interface Screen {
  /** The page's pattern in the paths table (config/paths.ts), relative to /admin. */
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
  {
    path: paths.dashboard.path,
    load: () => import('@/features/dashboard/components/dashboard-screen'),
  },
  { path: paths.account.path, load: () => import('@/features/account/components/account-screen') },
  { path: paths.orders.path, load: () => import('@/features/orders/components/orders-screen') },
  {
    path: paths.order.path,
    load: () => import('@/features/orders/components/order-detail-screen'),
  },
  {
    path: paths.packingSlip.path,
    load: () => import('@/features/orders/components/packing-slip-screen'),
  },
  { path: paths.ndr.path, load: () => import('@/features/shipping/components/ndr-screen') },
  { path: paths.returns.path, load: () => import('@/features/returns/components/returns-screen') },
  {
    path: paths.returnRequest.path,
    load: () => import('@/features/returns/components/return-detail-screen'),
  },
  { path: paths.support.path, load: () => import('@/features/support/components/tickets-screen') },
  { path: paths.ticket.path, load: () => import('@/features/support/components/ticket-screen') },
  {
    path: paths.messages.path,
    load: () => import('@/features/messages/components/messages-screen'),
  },
  {
    path: paths.messageTab.path,
    load: () => import('@/features/messages/components/messages-screen'),
  },
  {
    path: paths.customers.path,
    load: () => import('@/features/customers/components/customers-screen'),
  },
  {
    path: paths.customer.path,
    load: () => import('@/features/customers/components/customer-detail-screen'),
  },
  {
    path: paths.newsletter.path,
    load: () => import('@/features/customers/components/newsletter-screen'),
  },
  {
    path: paths.products.path,
    load: () => import('@/features/catalogue/components/products-screen'),
  },
  {
    path: paths.newProduct.path,
    load: () => import('@/features/catalogue/components/product-form-screen'),
  },
  {
    path: paths.importProducts.path,
    load: () => import('@/features/catalogue/components/product-import-screen'),
  },
  {
    path: paths.product.path,
    load: () => import('@/features/catalogue/components/product-form-screen'),
  },
  {
    path: paths.categories.path,
    load: () => import('@/features/catalogue/components/categories-screen'),
  },
  {
    path: paths.content.path,
    load: () => import('@/features/content/components/promotional-screen'),
  },
  {
    path: paths.policies.path,
    load: () => import('@/features/content/components/policies-screen'),
  },
  {
    path: paths.policy.path,
    load: () => import('@/features/content/components/policy-edit-screen'),
  },
  { path: paths.faq.path, load: () => import('@/features/content/components/faq-screen') },
  {
    path: paths.settings.path,
    load: () => import('@/features/settings/components/store-details-screen'),
  },
  {
    path: paths.modules.path,
    load: () => import('@/features/settings/components/modules-screen'),
  },
  {
    path: paths.coupons.path,
    load: () => import('@/features/settings/components/coupons-screen'),
  },
  {
    path: paths.newCoupon.path,
    load: () => import('@/features/settings/components/coupon-form-screen'),
  },
  {
    path: paths.coupon.path,
    load: () => import('@/features/settings/components/coupon-form-screen'),
  },
  {
    path: paths.delivery.path,
    load: () => import('@/features/settings/components/delivery-screen'),
  },
  {
    path: paths.cod.path,
    load: () => import('@/features/settings/components/cod-screen'),
  },
  {
    path: paths.returnedParcels.path,
    load: () => import('@/features/settings/components/returned-parcels-screen'),
  },
  {
    path: paths.signupReward.path,
    load: () => import('@/features/settings/components/signup-reward-screen'),
  },
  { path: paths.staff.path, load: () => import('@/features/staff/components/staff-screen') },
  { path: paths.audit.path, load: () => import('@/features/audit/components/audit-screen') },
];
