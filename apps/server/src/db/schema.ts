/**
 * The whole store's schema, one PostgreSQL dialect for PGlite and PostgreSQL
 * (docs/decisions/platform-and-security.md, Database engines). Money columns are integer paise;
 * `*_paise` names say so (docs/decisions/orders-and-payments.md, Money in paise). Status flags are
 * 'Y'/'N', as the web app reads them.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  ORDER_STATUSES,
  RETURN_STATUSES,
  REVIEW_FITS,
  REVIEW_STATUSES,
  USER_ROLES,
  type GarmentType,
} from '@kesariya/shared';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const id = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const statusYN = (name = 'status') =>
  text(name, { enum: ['Y', 'N'] })
    .notNull()
    .default('Y');

// ---------------------------------------------------------------- identity

export const users = pgTable(
  'users',
  {
    id: id(),
    phone: text('phone'),
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    passwordHash: text('password_hash'),
    /** The wallet ledger's sum, written only by its insert trigger (drizzle/0007): read, never set. */
    walletBalancePaise: integer('wallet_balance_paise').notNull().default(0),
    /** `owner` and `staff` sign in only at the back office, in a staff session (staffSessions). */
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    status: statusYN(),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    referredBy: text('referred_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_phone_unique').on(t.phone),
    // A proven e-mail is unique whatever its case: logins compare lower-cased addresses. An address
    // only typed at sign-up and never proven is no identity, so it blocks nobody
    // (docs/decisions/auth-and-sessions.md, Sessions and identity).
    uniqueIndex('users_email_lower_unique')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.emailVerifiedAt} is not null`),
    check('users_wallet_non_negative', sql`${t.walletBalancePaise} >= 0`),
  ],
);

/**
 * Phones that have had the sign-up reward: it is paid once per proven phone, so deleting an account
 * and signing up again with the same phone, or many e-mail-only sign-ups, earn nothing more.
 */
export const signupRewardPhones = pgTable('signup_reward_phones', {
  phone: text('phone').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  rewardedAt: timestamp('rewarded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie token: a leaked table does not leak live sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Phone or e-mail proven by OTP in this session (docs/decisions/auth-and-sessions.md, OTP
     * rules).
     */
    verifiedPhone: text('verified_phone'),
    verifiedEmail: text('verified_email'),
    /** When the proof above was made: it is honoured for a few minutes only (services/auth/sessions). */
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

/**
 * Back-office sessions, apart from shoppers' (docs/decisions/back-office.md, Staff and the back
 * office): a shopper's cookie can never be looked up here, and these live hours, not months.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    /** SHA-256 of the cookie token, as for shoppers' sessions. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the token was last replaced: it is replaced again after a few minutes of use. */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

/** An owner's invitation to a new staff member: a one-time link to choose a password. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_invitations_token_unique').on(t.tokenHash)],
);

/**
 * A member of staff's authenticator app for two-factor sign-in (docs/decisions/back-office.md,
 * Two-factor sign-in). The secret is kept as it is, since each code is checked against it; a leaked
 * table gives the second factor only, never the scrypt-hashed password. A row without `confirmedAt`
 * is an enrolment begun and not finished, which signs nobody in.
 */
export const staffTwoFactor = pgTable('staff_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The time step of the last code accepted: a code seen once is refused after (no replay). */
  lastUsedStep: integer('last_used_step'),
  createdAt: createdAt(),
});

/** The single-use recovery codes of a member's two-factor sign-in, as SHA-256 hashes. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_user_code_unique').on(t.userId, t.codeHash)],
);

/**
 * A sign-in half done: the password was right and the second step is still to come, a code
 * (`code`) or, when the owner requires two-factor and the member has none, its enrolment
 * (`enrol`). Its cookie is no staff session and opens no back-office call but that step's.
 */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    /** SHA-256 of the cookie token, as for sessions. */
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    step: text('step', { enum: ['code', 'enrol'] }).notNull(),
    failedCodes: integer('failed_codes').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('staff_sign_ins_user_idx').on(t.userId)],
);

/** The owner's rules for signing in to the back office; no row means none saved (all off). */
export const backOfficePolicy = pgTable(
  'back_office_policy',
  {
    /** Always 1: the store has one policy. */
    id: integer('id').primaryKey().default(1),
    twoFactorRequired: boolean('two_factor_required').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [check('back_office_policy_single_row', sql`${t.id} = 1`)],
);

/**
 * The one-time codes that let the first owner be created from the back office: each instance that
 * starts while the store has no owner adds one and prints it in its log, so the code an operator
 * reads works on whichever instance answers. Only their hashes are kept; creating the owner
 * deletes them all (docs/decisions/back-office.md, Staff and the back office).
 */
export const ownerSetupCodes = pgTable('owner_setup_codes', {
  codeHash: text('code_hash').primaryKey(),
  createdAt: createdAt(),
});

/**
 * Every change made in the back office: who, what, when, and the record before and after. Written
 * in the change's own transaction where the change has one, and never updated or deleted.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The name at the time: the log still reads right after the account is removed. */
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    // The owner's screen filters by action or by member, newest first.
    index('audit_log_action_idx').on(t.action, t.at),
    index('audit_log_staff_idx').on(t.staffUserId, t.at),
  ],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    target: text('target').notNull(),
    purpose: text('purpose', { enum: ['login', 'signup', 'reset', 'verify'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    sessionKey: text('session_key'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_target_idx').on(t.channel, t.target, t.createdAt),
    // The per-IP limit counts an address's recent codes.
    index('otp_ip_idx').on(t.ip, t.createdAt),
  ],
);

/**
 * Proofs of work already spent on a mobile OTP, by their challenge's signature, kept until the
 * challenge expires: a solution is good for one request (docs/decisions/auth-and-sessions.md, OTP
 * rules). With REDIS_URL they are kept in Redis instead.
 */
export const usedOtpChallenges = pgTable(
  'used_otp_challenges',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_otp_challenges_expires_idx').on(t.expiresAt)],
);

/**
 * Messages the console SMS provider and the SMTP-less mailer would have sent
 * (docs/decisions/auth-and-sessions.md, OTP rules: the development outbox, read through GET
 * /api/dev/outbox outside production).
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

// ---------------------------------------------------------------- catalogue

export const categories = pgTable(
  'categories',
  {
    id: id(),
    /** The API's parent 0 is top level; stored as NULL so the foreign key holds. */
    parentId: integer('parent_id').references((): never => categories.id as never, {
      onDelete: 'restrict',
    }),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    status: statusYN(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The tile picture's original in the upload storage; null when the category has none. */
    imageStorageKey: text('image_storage_key'),
    /**
     * How tiles were drawn before originals were stored; nothing reads it. Kept one release so
     * instances of the previous one keep working during a rolling upgrade (docs/operations.md).
     */
    legacyImageArt: jsonb('image_art'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_slug_unique').on(t.slug),
    index('categories_parent_idx').on(t.parentId),
    index('categories_title_trgm').using('gin', t.title.op('gin_trgm_ops')),
    index('categories_title_fts_idx').using(
      'gin',
      sql`to_tsvector('english'::regconfig, ${t.title})`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    fabric: text('fabric').notNull().default(''),
    color: text('color').notNull().default(''),
    colorFamily: text('color_family').notNull().default(''),
    care: text('care').notNull().default(''),
    occasion: text('occasion').notNull().default(''),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    /** Picks the size chart (services/size-chart.ts); null for a product that has none. */
    garmentType: text('garment_type').$type<GarmentType>(),
    isHotDeal: boolean('is_hot_deal').notNull().default(false),
    isBestSeller: boolean('is_best_seller').notNull().default(false),
    isNewArrival: boolean('is_new_arrival').notNull().default(false),
    isCollection: boolean('is_collection').notNull().default(false),
    popularity: integer('popularity').notNull().default(0),
    /**
     * Published reviews' count and star total, kept by services/reviews/product-rating.ts with
     * every review change, so a card shows its average without reading the reviews.
     */
    ratingCount: integer('rating_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    status: statusYN(),
    sku: text('sku').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * Full-text document: the name weighs most, then colour and fabric, then the description.
     * Unread since searches are answered from the catalogue index (src/catalogue-index/); kept
     * one release, with its index, so instances of the previous one keep searching during a
     * rolling upgrade (docs/operations.md). Drop it, search_text, their triggers and indexes then.
     */
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce(name, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(color, '') || ' ' || coalesce(color_family, '') || ' ' || coalesce(fabric, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(occasion, '') || ' ' || coalesce(description, '')), 'C')`,
    ),
    /**
     * One text for trigram search: name, category and parent category titles, colour,
     * colour family and fabric. Kept by triggers (migration 0003) because a generated column
     * cannot read the categories; one GIN index on it serves the `%>` word-similarity operator.
     * Unread, like `search` above, and kept one release for the same reason.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_price_idx').on(t.pricePaise),
    index('products_created_idx').on(t.createdAt),
    index('products_popularity_idx').on(t.popularity),
    index('products_color_family_idx').on(sql`lower(${t.colorFamily})`),
    index('products_search_idx').using('gin', t.search),
    index('products_search_text_trgm').using('gin', t.searchText.op('gin_trgm_ops')),
    check(
      'products_price_within_mrp',
      sql`${t.pricePaise} >= 0 and ${t.pricePaise} <= ${t.mrpPaise}`,
    ),
  ],
);

export const productSizes = pgTable(
  'product_sizes',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_sizes_product_size_unique').on(t.productId, t.size),
    index('product_sizes_size_idx').on(t.size, t.productId),
    // The dashboard's sizes running out: a range of this index, not a scan of every size.
    index('product_sizes_stock_idx').on(t.stock),
    // Concurrent checkouts can never oversell (docs/decisions/orders-and-payments.md, Orders and
    // stock).
    check('product_sizes_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** 1-based; position 1 is the card image. */
    position: integer('position').notNull(),
    /** 'generated' pictures come with the seeded catalogue; 'upload' ones from the admin calls. */
    kind: text('kind', { enum: ['generated', 'upload'] })
      .notNull()
      .default('generated'),
    /** Like categories.image_art: unread, kept one release for the previous one's instances. */
    legacyArt: jsonb('art'),
    /** The picture's original in the upload storage; the media service renders from it. */
    storageKey: text('storage_key'),
    alt: text('alt').notNull().default(''),
  },
  (t) => [uniqueIndex('product_images_product_position_unique').on(t.productId, t.position)],
);

// ---------------------------------------------------------------- shopping

export const carts = pgTable(
  'carts',
  {
    id: id(),
    /**
     * Guests are keyed by the client's session_id; users by their id
     * (docs/decisions/auth-and-sessions.md, Sessions and identity).
     */
    sessionId: text('session_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('carts_session_unique').on(t.sessionId),
    uniqueIndex('carts_user_unique').on(t.userId),
    check('carts_owner', sql`${t.sessionId} is not null or ${t.userId} is not null`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(t.cartId, t.productId, t.size),
    check('cart_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('wishlist_user_product_unique').on(t.userId, t.productId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    addressLine: text('address_line').notNull(),
    landmark: text('landmark').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull(),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull().default('India'),
    type: text('type', { enum: ['home', 'work', 'other'] })
      .notNull()
      .default('home'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user.
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'flat'] }).notNull(),
    /** Percent (1-100) or flat paise. */
    value: integer('value').notNull(),
    maxDiscountPaise: integer('max_discount_paise'),
    minOrderPaise: integer('min_order_paise').notNull().default(0),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    status: statusYN(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_upper_unique').on(sql`upper(${t.code})`),
    check('coupons_value_positive', sql`${t.value} > 0`),
  ],
);

// ---------------------------------------------------------------- orders and payments

export interface AddressSnapshot {
  name: string;
  phone: string;
  address_line: string;
  landmark: string;
  city: string;
  state: string;
  pincode: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    /** Readable order number shown to shoppers, e.g. KS-2025-000123. */
    saleId: text('sale_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    addressSnapshot: jsonb('address_snapshot').$type<AddressSnapshot>(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', {
      enum: ['Online Payment', 'Cash on Delivery', 'Wallet', 'Replacement'],
    }).notNull(),
    deliveryOption: text('delivery_option', { enum: ['delivery', 'pickup'] })
      .notNull()
      .default('delivery'),
    couponCode: text('coupon_code'),
    subtotalPaise: integer('subtotal_paise').notNull(),
    mrpTotalPaise: integer('mrp_total_paise').notNull(),
    discountPaise: integer('discount_paise').notNull().default(0),
    couponDiscountPaise: integer('coupon_discount_paise').notNull().default(0),
    deliveryChargePaise: integer('delivery_charge_paise').notNull().default(0),
    walletUsedPaise: integer('wallet_used_paise').notNull().default(0),
    /** Saved by paying online where cash on delivery was offered (the prepaid nudge); in the total. */
    prepaidSavingPaise: integer('prepaid_saving_paise').notNull().default(0),
    totalPaise: integer('total_paise').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** A hash of what the keyed request asked for: the same key with another request is refused. */
    idempotencyFingerprint: text('idempotency_fingerprint'),
    /** Set when the parcel is handed to a courier. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** The courier's tracking page for the shopper, when a courier API booked the parcel. */
    trackingUrl: text('tracking_url'),
    /**
     * A courier API assigned its AWB, so the courier's tracking moves it after pickup; without one
     * staff make those moves (packages/shared/src/order-life-cycle.ts, courier_tracked).
     */
    courierTracked: boolean('courier_tracked').notNull().default(false),
    cancelReason: text('cancel_reason'),
    /** Start of the return window. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /**
     * When the time to pay online began: the order's own creation, or that of the unpaid order it
     * replaced, so placing again never buys more time to hold the stock.
     */
    paymentWindowFrom: timestamp('payment_window_from', { withTimezone: true }),
    /**
     * A cash-on-delivery order waits for the shopper's confirmation until then, and is cancelled
     * after; null once confirmed, and for every other order.
     */
    codConfirmBy: timestamp('cod_confirm_by', { withTimezone: true }),
    /** The SHA-256 of the confirmation link's token: the link itself is never stored. */
    codConfirmTokenHash: text('cod_confirm_token_hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_sale_id_unique').on(t.saleId),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    // The back office's list sorts by date or total across every status, 50,000 orders deep.
    index('orders_created_idx').on(t.createdAt),
    index('orders_total_idx').on(t.totalPaise),
    uniqueIndex('orders_cod_confirm_token_unique').on(t.codConfirmTokenHash),
    // The sweep that cancels unconfirmed cash-on-delivery orders reads only the waiting ones.
    index('orders_cod_confirm_by_idx')
      .on(t.codConfirmBy)
      .where(sql`${t.codConfirmBy} is not null`),
    check('orders_total_non_negative', sql`${t.totalPaise} >= 0`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: id(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    discountPaise: integer('discount_paise').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_user_idx').on(t.couponId, t.userId),
    uniqueIndex('coupon_redemptions_order_unique').on(t.orderId),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Snapshot of what was bought, so later catalogue edits do not rewrite history. */
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    size: text('size').notNull(),
    qty: integer('qty').notNull(),
    mrpPaise: integer('mrp_paise').notNull(),
    pricePaise: integer('price_paise').notNull(),
    lineTotalPaise: integer('line_total_paise').notNull(),
    /** GST rate in basis points included in the price (tax invoice). */
    gstRateBp: integer('gst_rate_bp').notNull().default(500),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** Who made the change: `shopper`, `staff:<user id>`, `payment` or `system`. */
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.createdAt)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['test', 'razorpay', 'cod', 'wallet'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    amountPaise: integer('amount_paise').notNull(),
    status: text('status', {
      enum: ['created', 'authorized', 'captured', 'failed', 'refunded'],
    }).notNull(),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    /**
     * Cash on delivery handed over to the store (by the courier or the shop floor): how much, who
     * recorded it and when. Null until collected; only ever set once.
     */
    collectedPaise: integer('collected_paise'),
    collectedBy: integer('collected_by').references(() => users.id, { onDelete: 'set null' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_provider_order_unique').on(t.provider, t.providerOrderId),
  ],
);

export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider').notNull(),
    /** Webhooks arrive at least once: the unique event id makes applying one idempotent. */
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_unique').on(t.provider, t.providerEventId)],
);

export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Signed: credits positive, debits negative. */
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason', {
      enum: ['signup_reward', 'order_payment', 'refund', 'adjustment', 'referral'],
    }).notNull(),
    reference: text('reference'),
    /** Set by the insert trigger from the user's balance (drizzle/0007); whatever is given is replaced. */
    balanceAfterPaise: integer('balance_after_paise').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('wallet_ledger_user_idx').on(t.userId, t.createdAt),
    check('wallet_ledger_balance_non_negative', sql`${t.balanceAfterPaise} >= 0`),
  ],
);

export const returnRequests = pgTable(
  'return_requests',
  {
    id: id(),
    type: text('type', { enum: ['return', 'replace'] }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    comment: text('comment').notNull().default(''),
    /** Storage key of the shopper's photo, checked like a product upload. */
    photoKey: text('photo_key'),
    pickupAddress: jsonb('pickup_address').$type<AddressSnapshot>().notNull(),
    /** The size wanted instead, for a replacement. */
    replacementSize: text('replacement_size'),
    status: text('status', { enum: RETURN_STATUSES }).notNull().default('requested'),
    refundTo: text('refund_to', { enum: ['wallet', 'original'] }),
    refundPaise: integer('refund_paise'),
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('return_requests_user_idx').on(t.userId, t.createdAt),
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_status_idx').on(t.status, t.createdAt),
  ],
);

export const returnRequestItems = pgTable(
  'return_request_items',
  {
    id: id(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
  },
  (t) => [
    uniqueIndex('return_request_items_unique').on(t.returnRequestId, t.orderItemId),
    index('return_request_items_item_idx').on(t.orderItemId),
    check('return_request_items_qty_positive', sql`${t.qty} > 0`),
  ],
);

/**
 * A buyer's review of one delivered order line, published at once; staff may hide it (with a
 * reason) or reply as the store (docs/decisions/reviews.md). Title and text are kept as typed.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    fit: text('fit', { enum: REVIEW_FITS }),
    /** Storage keys of up to three originals, rendered like product pictures. */
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    storeReply: text('store_reply'),
    storeReplyAt: timestamp('store_reply_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('reviews_order_item_unique').on(t.orderItemId),
    index('reviews_product_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_status_idx').on(t.status, t.createdAt),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

export const returnRequestHistory = pgTable(
  'return_request_history',
  {
    id: id(),
    returnRequestId: integer('return_request_id')
      .notNull()
      .references(() => returnRequests.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note').notNull().default(''),
    /** `shopper`, `staff:<user id>` or `system`. */
    actor: text('actor').notNull().default('system'),
    createdAt: createdAt(),
  },
  (t) => [index('return_request_history_request_idx').on(t.returnRequestId, t.createdAt)],
);

/** Money given back for an order: to the wallet at once, or through the payment provider. */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, {
      onDelete: 'set null',
    }),
    amountPaise: integer('amount_paise').notNull(),
    to: text('to', { enum: ['wallet', 'original'] }).notNull(),
    provider: text('provider', { enum: ['wallet', 'test', 'razorpay'] }).notNull(),
    providerRefundId: text('provider_refund_id'),
    status: text('status', { enum: ['pending', 'processed', 'failed'] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_provider_refund_unique').on(t.provider, t.providerRefundId),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** One GST tax invoice per order, numbered from a gap-free series per financial year. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** e.g. KS/2026-27/000001 */
    number: text('number').notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_order_unique').on(t.orderId),
    uniqueIndex('invoices_number_unique').on(t.number),
    uniqueIndex('invoices_series_unique').on(t.financialYear, t.sequence),
  ],
);

/** The last number given in each financial year's invoice series (locked while a number is taken). */
export const invoiceSeries = pgTable('invoice_series', {
  financialYear: text('financial_year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

// ---------------------------------------------------------------- content and support

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    source: text('source', { enum: ['contact', 'support'] }).notNull(),
    status: text('status', { enum: ['open', 'answered', 'closed'] })
      .notNull()
      .default('open'),
    /** The order the ticket is about, if any. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_status_idx').on(t.status, t.createdAt),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The conversation of a ticket after its first message: the shopper's and the staff's replies. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: id(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['shopper', 'staff'] }).notNull(),
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

export const policyPages = pgTable(
  'policy_pages',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    contentHtml: text('content_html').notNull(),
    status: statusYN(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('policy_pages_slug_unique').on(t.slug)],
);

export const faqs = pgTable('faqs', {
  id: id(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  topic: text('topic').notNull().default('General'),
  sortOrder: integer('sort_order').notNull().default(0),
  status: statusYN(),
});

export const promotionalMessages = pgTable('promotional_messages', {
  id: id(),
  message: text('message').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Stored lower-cased; the unique index makes a repeated subscription a no-op. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_unique').on(sql`lower(${t.email})`)],
);

export const moduleConfigs = pgTable(
  'module_configs',
  {
    id: id(),
    moduleName: text('module_name').notNull(),
    status: statusYN(),
  },
  (t) => [uniqueIndex('module_configs_name_unique').on(t.moduleName)],
);

export interface StoreSettingsValue {
  storeName: string;
  tagline: string;
  addressLine: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  supportEmail: string;
  supportHours: string;
  /** GST registration printed on tax invoices (15 characters; its first two digits are the state code). */
  gstin: string;
  mapLink: string;
  mapEmbedLink: string;
  socials: { name: 'instagram' | 'facebook' | 'youtube'; url: string }[];
}

export const storeSettings = pgTable(
  'store_settings',
  {
    /** Always 1: the store has one settings row. */
    id: integer('id').primaryKey().default(1),
    value: jsonb('value').$type<StoreSettingsValue>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [check('store_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * The owner's delivery, cash-on-delivery and sign-up reward rules. No row means none were saved yet:
 * the environment's values (FREE_DELIVERY_ABOVE_RUPEES, …) stand in (services/settings/store-rules.ts).
 */
export const storeRules = pgTable(
  'store_rules',
  {
    /** Always 1: the store has one set of rules. */
    id: integer('id').primaryKey().default(1),
    freeDeliveryAbovePaise: integer('free_delivery_above_paise').notNull(),
    deliveryChargePaise: integer('delivery_charge_paise').notNull(),
    /** The top of the order-value band cash on delivery is offered in. */
    codLimitPaise: integer('cod_limit_paise').notNull(),
    /** The bottom of that band (0: any order up to the top). */
    codMinPaise: integer('cod_min_paise').notNull().default(0),
    /** Cash on delivery is off for an account with this many parcels refused at the door (0: never). */
    codRefusalLimit: integer('cod_refusal_limit').notNull().default(2),
    signupRewardPaise: integer('signup_reward_paise').notNull(),
    /** The prepaid nudge: off, a fixed amount, or a percentage (whole) with an optional cap. */
    prepaidKind: text('prepaid_kind', { enum: ['off', 'amount', 'percent'] })
      .notNull()
      .default('off'),
    prepaidAmountPaise: integer('prepaid_amount_paise').notNull().default(0),
    prepaidPercent: integer('prepaid_percent').notNull().default(0),
    prepaidCapPaise: integer('prepaid_cap_paise'),
    /** Where a prepaid order's money goes when its parcel comes back undelivered (RTO). */
    rtoRefundTo: text('rto_refund_to', { enum: ['original', 'wallet'] })
      .notNull()
      .default('original'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('store_rules_single_row', sql`${t.id} = 1`),
    check(
      'store_rules_prepaid_nudge',
      sql`${t.prepaidKind} in ('off', 'amount', 'percent') and ${t.prepaidAmountPaise} >= 0 and ${t.prepaidPercent} between 0 and 100 and (${t.prepaidCapPaise} is null or ${t.prepaidCapPaise} > 0)`,
    ),
    check(
      'store_rules_non_negative',
      sql`${t.freeDeliveryAbovePaise} >= 0 and ${t.deliveryChargePaise} >= 0 and ${t.codLimitPaise} >= 0 and ${t.signupRewardPaise} >= 0`,
    ),
    check(
      'store_rules_cod_band',
      sql`${t.codMinPaise} >= 0 and ${t.codMinPaise} <= ${t.codLimitPaise} and ${t.codRefusalLimit} >= 0`,
    ),
  ],
);

/**
 * A parcel booked with the shipping provider (docs/decisions/after-dispatch.md, Shipping): an
 * order's, sent to the shopper (one per order), or a return's, collected from the shopper and
 * brought back to the store (one per return request; Return pickups). Exactly one of the two is
 * set, so every query of an order's parcel by order_id finds its outgoing one only. Each courier
 * call is a job of its own; what it answered is kept here before the next one is queued, so a
 * retried job carries on where the last attempt stopped and never books twice.
 */
export const shipments = pgTable(
  'shipments',
  {
    id: id(),
    /** The order this parcel carries to the shopper; null for a return's pickup. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** The return request whose items this parcel brings back; null for an order's parcel. */
    returnRequestId: integer('return_request_id').references(() => returnRequests.id, {
      onDelete: 'cascade',
    }),
    provider: text('provider', { enum: ['manual', 'shiprocket'] }).notNull(),
    /** `booking` while the courier calls run, `booked` once the pickup is scheduled, `failed` when the courier refused. */
    status: text('status', { enum: ['booking', 'booked', 'failed'] }).notNull(),
    /** The courier's own order and shipment ids (Shiprocket's order_id and shipment_id). */
    providerOrderId: text('provider_order_id'),
    providerShipmentId: text('provider_shipment_id'),
    awb: text('awb'),
    courier: text('courier'),
    /** The courier's tracking page of the AWB. */
    trackingUrl: text('tracking_url'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }),
    weightGrams: integer('weight_grams').notNull(),
    lengthCm: integer('length_cm').notNull(),
    breadthCm: integer('breadth_cm').notNull(),
    heightCm: integer('height_cm').notNull(),
    /** Why the courier refused, when it did. */
    failure: text('failure'),
    /** When the newest tracking event applied happened: one older than it arrives too late. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
    /** Failed delivery attempts so far, and the courier's reason for the last one. */
    deliveryAttempts: integer('delivery_attempts').notNull().default(0),
    undeliveredReason: text('undelivered_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('shipments_order_unique').on(t.orderId),
    uniqueIndex('shipments_return_unique').on(t.returnRequestId),
    uniqueIndex('shipments_awb_unique').on(t.awb),
    index('shipments_pickup_idx').on(t.pickupAt),
    check('shipments_one_parcel', sql`num_nonnulls(${t.orderId}, ${t.returnRequestId}) = 1`),
  ],
);

/** Tracking events as the courier sent them: the unique key makes a resent one a no-op. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    id: id(),
    awb: text('awb').notNull(),
    /** The AWB, the courier's status id and the event's time. */
    eventKey: text('event_key').notNull(),
    status: text('status').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('shipment_events_key_unique').on(t.eventKey)],
);

/**
 * A failed delivery attempt (an NDR, non-delivery report) of an order
 * (docs/decisions/after-dispatch.md, Failed deliveries): the courier's reason and the attempt's
 * number, the shopper's link to ask for another attempt (only its SHA-256 is kept), what the
 * shopper asked for, and what staff chose on the NDR desk with, for a courier API, the state of
 * its NDR action call. One row per attempt; the newest is the one open.
 */
export const deliveryFailures = pgTable(
  'delivery_failures',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    reason: text('reason'),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull(),
    linkTokenHash: text('link_token_hash').notNull(),
    linkExpiresAt: timestamp('link_expires_at', { withTimezone: true }).notNull(),
    shopperAction: text('shopper_action', { enum: ['reattempt', 'cancel'] }),
    /** YYYY-MM-DD in India. */
    shopperDate: text('shopper_date'),
    shopperAt: timestamp('shopper_at', { withTimezone: true }),
    staffAction: text('staff_action', { enum: ['reattempt', 'rto'] }),
    staffDate: text('staff_date'),
    staffNote: text('staff_note'),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    staffAt: timestamp('staff_at', { withTimezone: true }),
    /** The courier API's NDR action: queued with staff's choice, then sent or failed. */
    courierCall: text('courier_call', { enum: ['queued', 'sent', 'failed'] }),
    courierFailure: text('courier_failure'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('delivery_failures_attempt_unique').on(t.orderId, t.attempt),
    uniqueIndex('delivery_failures_token_unique').on(t.linkTokenHash),
  ],
);

/** Delivery pincodes where the owner switched cash on delivery off. */
export const codBlockedPincodes = pgTable('cod_blocked_pincodes', {
  pincode: text('pincode').primaryKey(),
  createdAt: createdAt(),
});
