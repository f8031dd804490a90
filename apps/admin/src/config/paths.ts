/** Where the back office is served from; every path below is inside it. */
export const ADMIN_BASENAME = '/admin';

type Id = string | number;

const segment = (id: Id) => encodeURIComponent(String(id));

/** A list's filters as its query string; empty values are left out, so page 1 has one address. */
function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) search.set(name, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Every page of the back office. `path` is the router's pattern, relative to ADMIN_BASENAME ('' is
 * the dashboard); `getHref` builds the link to it, relative to the basename too, as React Router's
 * links and navigate() take it. Ids are encoded here and nowhere else, and lint refuses a link
 * written by hand anywhere but this file.
 */
export const paths = {
  dashboard: { path: '', getHref: () => '/' },

  login: { path: 'login', getHref: () => '/login' },
  /** The first owner is created here, with the setup code the server logs while there is none. */
  setup: { path: 'setup', getHref: () => '/setup' },
  /**
   * Setting up two-factor sign-in right after the password, when the owner requires it and the
   * member has none: outside the signed-in shell, since there is no session until it is done.
   */
  twoFactorSignInSetup: { path: 'sign-in/two-factor', getHref: () => '/sign-in/two-factor' },
  /** The invitation e-mail's link; the server writes it, with the token, for the new member. */
  acceptInvitation: {
    path: 'accept-invitation',
    getHref: (token: string) => withQuery('/accept-invitation', { token }),
  },

  /** The signed-in member's own two-factor sign-in and password. */
  account: { path: 'account', getHref: () => '/account' },

  orders: {
    path: 'orders',
    getHref: (filters: { status?: string; search?: string } = {}) => withQuery('/orders', filters),
  },
  order: { path: 'orders/:saleId', getHref: (saleId: Id) => `/orders/${segment(saleId)}` },
  packingSlip: {
    path: 'orders/:saleId/packing-slip',
    getHref: (saleId: Id) => `/orders/${segment(saleId)}/packing-slip`,
  },
  /** The NDR desk: orders whose delivery failed, waiting for staff's choice. */
  ndr: { path: 'failed-deliveries', getHref: () => '/failed-deliveries' },
  returns: { path: 'returns', getHref: () => '/returns' },
  returnRequest: { path: 'returns/:id', getHref: (id: Id) => `/returns/${segment(id)}` },
  support: { path: 'support', getHref: () => '/support' },
  ticket: { path: 'support/:id', getHref: (id: Id) => `/support/${segment(id)}` },
  /** The store's e-mails and SMS: the failed ones first, the others on tabs of their own. */
  messages: { path: 'messages', getHref: () => '/messages' },
  messageTab: {
    path: 'messages/:tab',
    getHref: (tab: 'waiting' | 'sent') => `/messages/${segment(tab)}`,
  },
  customers: { path: 'customers', getHref: () => '/customers' },
  customer: { path: 'customers/:id', getHref: (id: Id) => `/customers/${segment(id)}` },
  newsletter: { path: 'newsletter', getHref: () => '/newsletter' },

  products: { path: 'products', getHref: () => '/products' },
  newProduct: { path: 'products/new', getHref: () => '/products/new' },
  importProducts: { path: 'products/import', getHref: () => '/products/import' },
  product: { path: 'products/:id', getHref: (id: Id) => `/products/${segment(id)}` },
  categories: { path: 'categories', getHref: () => '/categories' },

  /** The promotional message: the first page of Content. */
  content: { path: 'content', getHref: () => '/content' },
  policies: { path: 'content/pages', getHref: () => '/content/pages' },
  policy: { path: 'content/pages/:id', getHref: (id: Id) => `/content/pages/${segment(id)}` },
  faq: { path: 'content/faq', getHref: () => '/content/faq' },

  /** The store details: the first page of Settings. */
  settings: { path: 'settings', getHref: () => '/settings' },
  modules: { path: 'settings/modules', getHref: () => '/settings/modules' },
  coupons: { path: 'settings/coupons', getHref: () => '/settings/coupons' },
  newCoupon: { path: 'settings/coupons/new', getHref: () => '/settings/coupons/new' },
  coupon: {
    path: 'settings/coupons/:id',
    getHref: (id: Id) => `/settings/coupons/${segment(id)}`,
  },
  delivery: { path: 'settings/delivery', getHref: () => '/settings/delivery' },
  cod: { path: 'settings/cod', getHref: () => '/settings/cod' },
  returnedParcels: {
    path: 'settings/returned-parcels',
    getHref: () => '/settings/returned-parcels',
  },
  signupReward: { path: 'settings/signup-reward', getHref: () => '/settings/signup-reward' },

  staff: { path: 'staff', getHref: () => '/staff' },
  audit: { path: 'audit', getHref: () => '/audit' },
} as const;

/** A page of the table that takes no parameter, such as a place of the sidebar. */
export interface PlainPage {
  path: string;
  getHref: () => string;
}
