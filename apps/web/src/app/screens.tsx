import type { ComponentType, ReactElement } from 'react';
import type { Params, RouteObject } from '@/lib/router';
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

/**
 * The screens of the route table (docs/decisions/storefront-screens.md, Routes and shell
 * visibility).
 */
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
  { path: paths.codConfirm.path, ...screen(() => import('./routes/cod-confirm')) },
  { path: paths.deliveryRetry.path, ...screen(() => import('./routes/delivery-retry')) },
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

/** A screen at a path: the screen, the parameters its pattern reads, and its route (app/router.tsx). */
type ScreenMatch = { screen: Screen; params: Params; route: RouteObject } | null;

interface CompiledRoute {
  route: RouteObject;
  matcher: RegExp;
  names: string[];
  /** More specific patterns win: a fixed segment over a parameter, any segment over '*'. */
  specificity: number;
}

const ESCAPED = /[.*+?^${}()|[\]\\]/g;

/**
 * A pattern as React Router reads it: letters in any case, trailing slashes allowed, each ':name'
 * one segment, '*' the rest of the path. (The shared package's matchPagePath, the server's, reads
 * only the table's own pages, in their own case, so the router's answers cannot come from it.)
 */
function compileRoute(route: RouteObject): CompiledRoute {
  const names: string[] = [];
  let specificity = 0;
  let source = '';
  for (const segment of (route.path ?? '').split('/').filter(Boolean)) {
    if (segment === '*') {
      names.push('*');
      specificity -= 2;
      source += '(?:/(.*))?';
    } else if (segment.startsWith(':')) {
      names.push(segment.slice(1));
      specificity += 3;
      source += '/([^/]+)';
    } else {
      specificity += 10;
      source += `/${segment.replace(ESCAPED, '\\$&')}`;
    }
  }
  const rest = names.at(-1) === '*' ? '' : '/*';
  return { route, names, specificity, matcher: new RegExp(`^${source}${rest}$`, 'i') };
}

/**
 * The path as the router matches it: each segment percent-decoded, a slash decoded inside a
 * segment kept apart as %2F; the path as written if any escape is malformed.
 */
function decodePath(pathname: string): string {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return pathname;
  }
}

// Compiled once, on first use: React Router's matching ranked and compiled the whole table on each
// call, about 40 ms of a phone slowed four times (docs/decisions/storefront-screens.md, Routes and
// shell visibility).
let compiled: CompiledRoute[] | undefined;
let lastMatch: { pathname: string; match: ScreenMatch } | undefined;

function findScreen(pathname: string): ScreenMatch {
  compiled ??= screenRoutes.map(compileRoute);
  const path = decodePath(pathname || '/');
  let best: { at: CompiledRoute; values: string[] } | undefined;
  for (const at of compiled) {
    const found = at.matcher.exec(path);
    if (found && (!best || at.specificity > best.at.specificity))
      best = { at, values: found.slice(1) };
  }
  if (!best) return null;
  const { at, values } = best;
  const params: Params = Object.fromEntries(
    at.names.map((name, i) => [name, (values[i] ?? '').replace(/%2F/g, '/')]),
  );
  return { screen: at.route.handle as Screen, params, route: at.route };
}

/** The screen shown at `pathname`, with the parameters its pattern reads. */
export function matchScreen(pathname: string): ScreenMatch {
  if (lastMatch?.pathname !== pathname) lastMatch = { pathname, match: findScreen(pathname) };
  return lastMatch.match;
}
