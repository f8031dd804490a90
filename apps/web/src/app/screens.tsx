import type { ComponentType, ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import { paths } from '@/config/paths';
import { preloadable } from '@/lib/preloadable';
import type { RouteHandle } from '@/store/route-handle';

interface ScreenModule {
  default: ComponentType;
  /** Server-rendered screens export what their first view needs (store/route-handle.ts). */
  handle?: RouteHandle;
}

/** A screen of the route table, its code loaded on first use. */
export interface Screen {
  /** Loads the screen's code once; the server and boot.tsx wait for it before they render. */
  load(): Promise<ScreenModule>;
  /** The screen's handle: given in the table, or exported by its module once loaded. */
  handle(): RouteHandle | undefined;
}

function screen(
  importModule: () => Promise<ScreenModule>,
  handle?: RouteHandle,
): { element: ReactElement; handle: Screen } {
  const Component = preloadable(importModule);
  const entry: Screen = {
    load: Component.load,
    handle: () => handle ?? Component.module()?.handle,
  };
  return { element: <Component />, handle: entry };
}

/** The screens of the route table (docs/decisions.md, Routes and shell visibility). */
export const screenRoutes: RouteObject[] = [
  { index: true, ...screen(() => import('./routes/home')) },
  { path: paths.aboutUs.path, ...screen(() => import('./routes/about-us')) },
  { path: paths.contact.path, ...screen(() => import('./routes/contact')) },
  { path: paths.faq.path, ...screen(() => import('./routes/faq')) },
  { path: paths.products.path, ...screen(() => import('./routes/products')) },
  // Fixed listing paths before the :id/:name pattern (the router ranks them anyway).
  { path: paths.hotDeals.path, ...screen(() => import('./routes/hot-deals')) },
  { path: paths.bestSeller.path, ...screen(() => import('./routes/best-seller')) },
  {
    path: paths.productTrackOrder.path,
    ...screen(() => import('./routes/product-track-order')),
  },
  { path: paths.product.path, ...screen(() => import('./routes/product-detail')) },
  { path: paths.newArrivals.path, ...screen(() => import('./routes/new-arrivals')) },
  { path: paths.collection.path, ...screen(() => import('./routes/collection')) },
  { path: paths.cart.path, ...screen(() => import('./routes/cart')) },
  { path: paths.wishlist.path, ...screen(() => import('./routes/wishlist')) },
  { path: paths.checkout.path, ...screen(() => import('./routes/checkout')) },
  { path: paths.payment.path, ...screen(() => import('./routes/payment')) },
  { path: paths.myAccount.path, ...screen(() => import('./routes/my-account')) },
  { path: paths.orders.path, ...screen(() => import('./routes/orders')) },
  { path: paths.orderOnTheWay.path, ...screen(() => import('./routes/order-on-the-way')) },
  { path: paths.cancelOrder.path, ...screen(() => import('./routes/cancel-order')) },
  { path: paths.orderInvoice.path, ...screen(() => import('./routes/order-invoice')) },
  { path: paths.orderReturn.path, ...screen(() => import('./routes/order-return')) },
  { path: paths.orderReplace.path, ...screen(() => import('./routes/order-replace')) },
  {
    path: paths.refundReplaceProcess.path,
    ...screen(() => import('./routes/refund-replace-process')),
  },
  { path: paths.order.path, ...screen(() => import('./routes/order-details')) },
  { path: paths.trackOrderBy.path, ...screen(() => import('./routes/track-order-by')) },
  { path: paths.wallet.path, ...screen(() => import('./routes/wallet')) },
  { path: paths.passwordChange.path, ...screen(() => import('./routes/password-change')) },
  { path: paths.returnReplace.path, ...screen(() => import('./routes/return-replace')) },
  { path: paths.manageAddress.path, ...screen(() => import('./routes/manage-address')) },
  { path: paths.addressAdd.path, ...screen(() => import('./routes/address-add')) },
  { path: paths.addressEdit.path, ...screen(() => import('./routes/address-edit')) },
  { path: paths.policy.path, ...screen(() => import('./routes/policy')) },
  { path: paths.customerSupport.path, ...screen(() => import('./routes/customer-support')) },
  { path: paths.login.path, ...screen(() => import('./routes/login')) },
  { path: paths.registration.path, ...screen(() => import('./routes/registration')) },
  { path: paths.invoice.path, ...screen(() => import('./routes/invoice')) },
  { path: paths.downloadInvoice.path, ...screen(() => import('./routes/download-invoice')) },
  { path: paths.orderSuccess.path, ...screen(() => import('./routes/order-success')) },
  { path: paths.loader.path, ...screen(() => import('./routes/loader')) },
  // The not-found screen is not remembered: a way back to a broken link would lead nowhere. The
  // server renders it (the shell's data is all it needs) and answers 404.
  {
    path: '*',
    ...screen(() => import('./routes/not-found'), {
      skipLastVisited: true,
      firstScreen: () => [],
      notFound: () => true,
    }),
  },
];

type ScreenMatch = { screen: Screen; params: Params } | null;

const rootRoute: RouteObject = { path: '/', children: screenRoutes };
// The shell asks on every render; matching ranks and compiles every pattern of the table again.
let lastMatch: { pathname: string; match: ScreenMatch } | undefined;

/** The screen shown at `pathname`, with the parameters its pattern reads. */
export function matchScreen(pathname: string): ScreenMatch {
  if (lastMatch?.pathname !== pathname) {
    const leaf = matchRoutes([rootRoute], pathname)?.at(-1);
    const screen = leaf?.route.handle as Screen | undefined;
    lastMatch = { pathname, match: leaf && screen ? { screen, params: leaf.params } : null };
  }
  return lastMatch.match;
}
