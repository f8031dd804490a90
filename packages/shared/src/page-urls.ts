import { encodeId, productSlug, slugify } from './id-codec';

/** Slug of the return policy page, addressed by slug alone: its id segment reads 'NA'. */
export const RETURN_POLICY_SLUG = 'cancellation-return-refund-policy';

function withSaleId(path: string, saleId: string | undefined): string {
  return saleId === undefined ? path : `${path}?sale_id=${encodeURIComponent(saleId)}`;
}

/** Page 1 of a paged list is the bare path, so it has one address. */
function withPage(path: string, page: number | undefined): string {
  return page === undefined || page <= 1 ? path : `${path}?page=${page}`;
}

/**
 * How the server writes a page's head (apps/server/src/services/page-head.ts): the home page's, a
 * listing's, a product's, a page of the store's own words (`content`: about, FAQ, login) or a
 * policy's title, description, canonical link and Open Graph tags. A page without one gets the
 * store's name and description.
 */
export type PageHeadKind = 'home' | 'listing' | 'product' | 'content' | 'policy';

/**
 * Every page of the store (docs/decisions/storefront-screens.md, Routes and shell visibility).
 * `path` is the router pattern; `getHref` builds the URL, so base64 ids and slugs are encoded here
 * and nowhere else. The web app routes and links with it; the server names, lists, caches and
 * renders pages with it.
 *
 * The rest is the one list of what the pages are made of (docs/architecture.md, The page-render
 * path): `rendered`, the route module (apps/web/src/app/routes/<rendered>.tsx) whose first screen
 * the server renders, and which the web entry fetches with such a page; `head`, the head the
 * server writes (PageHeadKind); `bare`, a page without the shell's header and footer.
 */
export const pageUrls = {
  home: { path: '/', getHref: () => '/', rendered: 'home', head: 'home' },
  aboutUs: { path: '/about-us', rendered: 'about-us', head: 'content', getHref: () => '/about-us' },
  contact: { path: '/contact', getHref: () => '/contact' },
  faq: { path: '/faq', rendered: 'faq', head: 'content', getHref: () => '/faq' },
  products: {
    path: '/products',
    rendered: 'products',
    head: 'listing',
    getHref: (params: { search?: string; categoryId?: number } = {}) => {
      const query = new URLSearchParams();
      if (params.search) query.set('search', params.search);
      if (params.categoryId !== undefined) query.set('category', encodeId(params.categoryId));
      const text = query.toString();
      return text ? `/products?${text}` : '/products';
    },
  },
  product: {
    path: '/product/:id/:name',
    rendered: 'product-detail',
    head: 'product',
    getHref: (id: number, name: string) => `/product/${encodeId(id)}/${productSlug(name)}`,
  },
  hotDeals: {
    path: '/product/hot-deals',
    rendered: 'hot-deals',
    head: 'listing',
    getHref: () => '/product/hot-deals',
  },
  bestSeller: {
    path: '/product/best-seller',
    rendered: 'best-seller',
    head: 'listing',
    getHref: () => '/product/best-seller',
  },
  productTrackOrder: { path: '/product/track-order', getHref: () => '/product/track-order' },
  newArrivals: {
    path: '/new-arrivals',
    rendered: 'new-arrivals',
    head: 'listing',
    getHref: () => '/new-arrivals',
  },
  collection: {
    path: '/collection',
    rendered: 'collection',
    head: 'listing',
    getHref: () => '/collection',
  },
  cart: { path: '/cart', getHref: () => '/cart' },
  wishlist: { path: '/wishlist', getHref: () => '/wishlist' },
  checkout: { path: '/checkout', getHref: () => '/checkout' },
  /** With the order to pay for, once checkout has placed it. */
  payment: {
    path: '/payment/checkout',
    getHref: (saleId?: string) => withSaleId('/payment/checkout', saleId),
  },
  myAccount: { path: '/my-account', getHref: () => '/my-account' },
  orders: { path: '/orders', getHref: (page?: number) => withPage('/orders', page) },
  order: { path: '/order/:saleId', getHref: (saleId: number | string) => `/order/${saleId}` },
  orderInvoice: {
    path: '/order/invoice/:saleId',
    getHref: (saleId: number | string) => `/order/invoice/${saleId}`,
  },
  orderOnTheWay: {
    path: '/order/on-the-way',
    getHref: (page?: number) => withPage('/order/on-the-way', page),
  },
  /** With the order to cancel; without one the shopper picks it. */
  cancelOrder: {
    path: '/order/cancel-order',
    getHref: (saleId?: string) => withSaleId('/order/cancel-order', saleId),
  },
  trackOrderBy: { path: '/track-order-by', getHref: () => '/track-order-by' },
  wallet: { path: '/wallet', getHref: (page?: number) => withPage('/wallet', page) },
  passwordChange: { path: '/password-change', getHref: () => '/password-change' },
  returnReplace: { path: '/return-replace-privacy', getHref: () => '/return-replace-privacy' },
  orderReturn: {
    path: '/order/return/:id',
    getHref: (id: number | string) => `/order/return/${id}`,
  },
  orderReplace: {
    path: '/order/replace/:id',
    getHref: (id: number | string) => `/order/replace/${id}`,
  },
  refundReplaceProcess: {
    path: '/order/refund-replace-process/:id',
    /** Id 5 is Return Status, id 6 is Replace Status. */
    getHref: (id: 5 | 6 | number) => `/order/refund-replace-process/${id}`,
  },
  manageAddress: { path: '/manage-address', getHref: () => '/manage-address' },
  addressAdd: { path: '/address/add', getHref: () => '/address/add' },
  addressEdit: {
    path: '/address/edit/:id',
    getHref: (id: number | string) => `/address/edit/${id}`,
  },
  policy: {
    path: '/policy/:id/:slug',
    rendered: 'policy',
    head: 'policy',
    getHref: (id: number, slug: string) => `/policy/${encodeId(id)}/${slug || slugify(String(id))}`,
  },
  /** The one policy addressed by slug only. */
  returnPolicy: {
    path: `/policy/NA/${RETURN_POLICY_SLUG}`,
    rendered: 'policy',
    head: 'policy',
    getHref: () => `/policy/NA/${RETURN_POLICY_SLUG}`,
  },
  customerSupport: { path: '/customer-support', getHref: () => '/customer-support' },
  // Rendered so that the shell's login links work before the app runs.
  login: {
    path: '/login',
    rendered: 'login',
    head: 'content',
    bare: true,
    getHref: () => '/login',
  },
  registration: {
    path: '/registration',
    rendered: 'registration',
    bare: true,
    getHref: () => '/registration',
  },
  invoice: {
    path: '/invoice/:id',
    bare: true,
    getHref: (id: number | string) => `/invoice/${id}`,
  },
  /** Downloads the invoice PDF of the order. */
  downloadInvoice: {
    path: '/download_invoice',
    bare: true,
    getHref: (saleId?: string) => withSaleId('/download_invoice', saleId),
  },
  /**
   * The one-tap confirmation of a cash-on-delivery order, opened from its message's link: in the
   * store's header and footer, so a shopper arriving from an SMS knows whose page it is.
   */
  codConfirm: {
    path: '/order/confirm',
    getHref: (token?: string) =>
      token === undefined ? '/order/confirm' : `/order/confirm?token=${encodeURIComponent(token)}`,
  },
  /**
   * Another delivery attempt, or the parcel back, after a failed delivery: opened from its
   * message's link (the token) or from the order page (the order number, in the shopper's session).
   */
  deliveryRetry: {
    path: '/order/delivery-retry',
    getHref: (saleId: string, token?: string) =>
      `/order/delivery-retry?sale_id=${encodeURIComponent(saleId)}${token === undefined ? '' : `&token=${encodeURIComponent(token)}`}`,
  },
  /** With the order just placed or paid for. */
  orderSuccess: {
    path: '/order_success',
    bare: true,
    getHref: (saleId?: string) => withSaleId('/order_success', saleId),
  },
  loader: { path: '/loader', rendered: 'loader', bare: true, getHref: () => '/loader' },
} as const satisfies Record<string, PageEntry>;

/** A row of the page table: its URL, and what the page is made of. */
interface PageEntry {
  path: string;
  getHref: (...args: never[]) => string;
  rendered?: string;
  head?: PageHeadKind;
  bare?: true;
}

export type PageName = keyof typeof pageUrls;

/** The pages whose entry has `key` (`rendered`, `head`), and that value `value` when given. */
type PagesWith<Key extends string, Value = unknown> = {
  [N in PageName]: (typeof pageUrls)[N] extends Record<Key, Value> ? N : never;
}[PageName];

/** The pages the server renders the first screen of. */
export type RenderedPageName = PagesWith<'rendered'>;

/** The pages whose head is of kind `K` (a listing's, a product's, …). */
export type PagesWithHead<K extends PageHeadKind> = PagesWith<'head', K>;

/** What a page of the table is made of, as the server and the web build read it. */
export interface PageTraits {
  name: PageName;
  path: PagePattern;
  rendered?: string;
  head?: PageHeadKind;
  bare: boolean;
}

/** The table's pages with what they are made of, in the table's order. */
export function pageTraits(): PageTraits[] {
  return (Object.keys(pageUrls) as PageName[]).map((name) => {
    const page: PageEntry = pageUrls[name];
    return {
      name,
      path: pageUrls[name].path,
      ...(page.rendered ? { rendered: page.rendered } : {}),
      ...(page.head ? { head: page.head } : {}),
      bare: page.bare === true,
    };
  });
}

/** A router pattern of the table above, such as '/product/:id/:name'. */
export type PagePattern = (typeof pageUrls)[keyof typeof pageUrls]['path'];

/**
 * The parameters of `pathname` when it is a page of `pattern`, read as the web app's router reads
 * them: each ':name' is one non-empty segment (percent-decoded), a trailing slash is allowed, and
 * the query is not part of the pathname. Null when the pathname is another page.
 */
export function matchPagePath(
  pattern: PagePattern,
  pathname: string,
): Record<string, string> | null {
  const source = pattern
    .replace(/\/$/, '')
    .split('/')
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  const match = new RegExp(`^${source}/?$`).exec(pathname);
  if (!match) return null;
  return Object.fromEntries(
    Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeSegment(value)]),
  );
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // The router keeps a malformed escape as it is written.
    return segment;
  }
}
