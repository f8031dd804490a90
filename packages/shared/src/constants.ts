/**
 * docs/decisions/api-and-validation.md, Business constants; every screen and the server read them
 * from here.
 */
export const SEARCH_DEBOUNCE_MS = 800;
export const SUGGESTION_CLOSE_DELAY_MS = 200;
export const SUGGESTION_HISTORY_LIMIT = 3;
export const SUGGESTION_RESULT_LIMIT = 6;
/**
 * At most 10 suggestions from the server, best first (docs/decisions/catalogue-and-search.md,
 * Search suggestions).
 */
export const SUGGESTION_SERVER_LIMIT = 10;
export const DEFAULT_PAGE_COUNT = 1;
export const DEFAULT_DELIVERY_CHARGE = 0;
export const PAYMENT_METHODS = ['Online Payment', 'Cash on Delivery'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'Online Payment';
export const DEFAULT_COORDINATES = { latitude: 18.44766, longitude: 73.8262 } as const;
/**
 * The store's module switches (docs/decisions/back-office.md, Module configuration): wallet,
 * returns, replacements and customer_support hide their menus and screens when off.
 */
export const MODULE_NAMES = [
  'cart',
  'wishlist',
  'wallet',
  'returns',
  'replacements',
  'cod',
  'online_payment',
  'newsletter',
  'customer_support',
  'reviews',
] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export const TOAST_DURATIONS_MS = {
  blank: 4000,
  error: 4000,
  success: 2000,
  loading: Infinity,
  custom: 4000,
} as const;
/**
 * Toasts in the login flow show for 3 s at top right (docs/decisions/storefront-screens.md,
 * Toasts).
 */
export const LOGIN_TOAST_DURATION_MS = 3000;
export const MAX_TOASTS = 20;
export const TOAST_REMOVE_DELAY_MS = 1000;

export const MOBILE_DIGITS = 10;
export const COUNTRY_CODE = '+91';
export const MOBILE_OTP_DIGITS = 6;
export const EMAIL_OTP_DIGITS = 4;
/** The shopper's own contact details, each proven by a code sent to it (user/contact calls). */
export const CONTACT_CHANNELS = ['email', 'mobile'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
export const RESEND_COUNTDOWN_S = 120;
export const MOBILE_RESEND_COUNTDOWN_S = 30;
export const RESET_PASSWORD_MIN = 6;
export const NAME_MIN = 3;
export const NAME_MAX = 100;
export const EMAIL_MAX = 100;
export const REDIRECT_AFTER_LOGIN_MS = 2000;
export const REDIRECT_AFTER_LOGOUT_MS = 1000;
export const STICKY_NAV_SCROLL_PX = 10;
export const MOBILE_BREAKPOINT_PX = 1024;
/**
 * Upper bound of the initial loading view, which ends as soon as the first screen is ready
 * (docs/decisions/pages-and-performance.md, Pages that feel instant).
 */
export const INITIAL_LOADING_MAX_MS = 3000;
export const REGISTRATION_POPUP_MS = 5000;
export const TERMS_POLICY_ID = 1;
export const PRIVACY_POLICY_ID = 2;
export const SUPPORT_HOURS = 'Monday to Saturday, 10am to 7pm IST';
export const SEARCH_PLACEHOLDER = 'Search for products, categories... ';

export const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL', 'Free Size'] as const;
export type Size = (typeof SIZES)[number];

/** Local storage keys (docs/decisions/storefront-screens.md, Shopper state and storage). */
export const STORAGE_KEYS = {
  sessionId: 'session_id',
  info: 'info',
  isLoggedIn: 'isLoggedIn',
  isRegistered: 'isRegistered',
  isPopShow: 'isPopShow',
  lastVisitedPage: 'lastVisitedPage',
  rememberedPhone: 'rememberedPhone',
  searchHistory: 'searchHistory',
} as const;
export const SESSION_STORAGE_KEYS = { firebaseToken: 'firebaseToken' } as const;

/** Widths the media routes render (px); images are 3:4 portrait, so heights are width * 4 / 3. */
export const MEDIA_WIDTHS = [240, 360, 480, 720, 900, 1080] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/**
 * How wide the product page shows its gallery images (apps/web's product-gallery.tsx), and the
 * file it falls back to. The server preloads the first one with the same values, so the preload
 * and the <img> pick the same file.
 */
export const GALLERY_SIZES = '(min-width: 1280px) 560px, (min-width: 1024px) 45vw, 100vw';
export const GALLERY_FALLBACK_WIDTH: MediaWidth = 720;

/** Listing sorts of GET website/product; without `sort` a search is ordered by relevance, else popularity. */
export const PRODUCT_SORTS = [
  'newest',
  'popularity',
  'price_asc',
  'price_desc',
  'discount',
  'relevance',
] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];
export const PRODUCT_PAGE_LIMIT_MAX = 60;
export const PRODUCT_PAGE_LIMIT_DEFAULT = 20;

/** A cart line never holds more than this many pieces (the product page's quantity picker). */
export const MAX_QTY_PER_LINE = 10;
export const COUPON_CODE_MAX = 40;
/** The readable order number shoppers quote on the phone: KSR-YYMM-000123. */
export const SALE_ID_PATTERN = /^KSR-[0-9]{4}-[0-9]{6,10}$/;

/**
 * Who an account belongs to. Owners and staff sign in only at the back office; an owner also runs
 * settings, content, staff and wallet adjustments (docs/decisions/back-office.md, Staff and the
 * back office).
 */
export const USER_ROLES = ['customer', 'owner', 'staff'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const STAFF_ROLES = ['owner', 'staff'] as const;
/**
 * The back office's answer to a browser with no staff session but a shopper's: 403, since the
 * shopper is known and not staff. The back office shows its sign-in screen for it, as for a 401.
 */
export const STAFF_ONLY_MESSAGE = 'Only store staff can do this.';
export type StaffRole = (typeof STAFF_ROLES)[number];
/** A staff password: long, since it guards the whole shop; kept exactly as typed. */
export const STAFF_PASSWORD_MIN = 10;
/** How many single-use recovery codes turning on two-factor sign-in gives. */
export const RECOVERY_CODE_COUNT = 10;
/** Digits of an authenticator app's code. */
export const TWO_FACTOR_CODE_DIGITS = 6;

/** How an order was paid, as orders keep it: the shopper's methods, wallet-only, or a free replacement. */
export const ORDER_PAYMENT_METHODS = [
  'Online Payment',
  'Cash on Delivery',
  'Wallet',
  'Replacement',
] as const;
/** The back office's order list: newest or oldest first, or the largest total first. */
export const STAFF_ORDER_SORTS = ['newest', 'oldest', 'total'] as const;
export type StaffOrderSort = (typeof STAFF_ORDER_SORTS)[number];
/** GET website/order?status=on_the_way lists the orders with the courier (ON_THE_WAY_ORDER_STATUSES). */
export const ORDER_LIST_FILTERS = ['on_the_way'] as const;
export const CANCEL_REASON_MIN = 3;
export const CANCEL_REASON_MAX = 500;
