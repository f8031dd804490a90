import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { RootLayout } from './layout/root-layout';
import type { RouteHandle } from './route-handle';
import { RouteError } from './routes/route-error';

interface ScreenModule {
  default: ComponentType;
  /** Server-rendered screens export what their first view needs (route-handle.ts). */
  handle?: RouteHandle;
}

/** Screens load lazily (spec section 1); each module's default export is the screen. */
function screen(load: () => Promise<ScreenModule>): RouteObject['lazy'] {
  return async () => {
    const module = await load();
    return module.handle
      ? { Component: module.default, handle: module.handle }
      : { Component: module.default };
  };
}

const notFoundHandle: RouteHandle = { skipLastVisited: true };

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Lazy screens are fetched before the first render; the shell waits with an empty ivory page.
    hydrateFallbackElement: null,
    children: [
      { index: true, lazy: screen(() => import('./routes/home')) },
      { path: paths.aboutUs.path, lazy: screen(() => import('./routes/about-us')) },
      { path: paths.contact.path, lazy: screen(() => import('./routes/contact')) },
      { path: paths.faq.path, lazy: screen(() => import('./routes/faq')) },
      { path: paths.products.path, lazy: screen(() => import('./routes/products')) },
      // Fixed listing paths before the :id/:name pattern (the router ranks them anyway).
      { path: paths.hotDeals.path, lazy: screen(() => import('./routes/hot-deals')) },
      { path: paths.bestSeller.path, lazy: screen(() => import('./routes/best-seller')) },
      {
        path: paths.productTrackOrder.path,
        lazy: screen(() => import('./routes/product-track-order')),
      },
      { path: paths.product.path, lazy: screen(() => import('./routes/product-detail')) },
      { path: paths.newArrivals.path, lazy: screen(() => import('./routes/new-arrivals')) },
      { path: paths.collection.path, lazy: screen(() => import('./routes/collection')) },
      { path: paths.cart.path, lazy: screen(() => import('./routes/cart')) },
      { path: paths.wishlist.path, lazy: screen(() => import('./routes/wishlist')) },
      { path: paths.checkout.path, lazy: screen(() => import('./routes/checkout')) },
      { path: paths.payment.path, lazy: screen(() => import('./routes/payment')) },
      { path: paths.myAccount.path, lazy: screen(() => import('./routes/my-account')) },
      { path: paths.orders.path, lazy: screen(() => import('./routes/orders')) },
      { path: paths.orderOnTheWay.path, lazy: screen(() => import('./routes/order-on-the-way')) },
      { path: paths.cancelOrder.path, lazy: screen(() => import('./routes/cancel-order')) },
      { path: paths.orderInvoice.path, lazy: screen(() => import('./routes/order-invoice')) },
      { path: paths.orderReturn.path, lazy: screen(() => import('./routes/order-return')) },
      { path: paths.orderReplace.path, lazy: screen(() => import('./routes/order-replace')) },
      {
        path: paths.refundReplaceProcess.path,
        lazy: screen(() => import('./routes/refund-replace-process')),
      },
      { path: paths.order.path, lazy: screen(() => import('./routes/order-details')) },
      { path: paths.trackOrderBy.path, lazy: screen(() => import('./routes/track-order-by')) },
      { path: paths.wallet.path, lazy: screen(() => import('./routes/wallet')) },
      { path: paths.passwordChange.path, lazy: screen(() => import('./routes/password-change')) },
      { path: paths.returnReplace.path, lazy: screen(() => import('./routes/return-replace')) },
      { path: paths.manageAddress.path, lazy: screen(() => import('./routes/manage-address')) },
      { path: paths.addressAdd.path, lazy: screen(() => import('./routes/address-add')) },
      { path: paths.addressEdit.path, lazy: screen(() => import('./routes/address-edit')) },
      { path: paths.policy.path, lazy: screen(() => import('./routes/policy')) },
      { path: paths.customerSupport.path, lazy: screen(() => import('./routes/customer-support')) },
      { path: paths.login.path, lazy: screen(() => import('./routes/login')) },
      { path: paths.registration.path, lazy: screen(() => import('./routes/registration')) },
      { path: paths.invoice.path, lazy: screen(() => import('./routes/invoice')) },
      { path: paths.downloadInvoice.path, lazy: screen(() => import('./routes/download-invoice')) },
      { path: paths.orderSuccess.path, lazy: screen(() => import('./routes/order-success')) },
      { path: paths.loader.path, lazy: screen(() => import('./routes/loader')) },
      { path: '*', handle: notFoundHandle, lazy: screen(() => import('./routes/not-found')) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
