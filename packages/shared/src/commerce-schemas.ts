// Imported as @kesariya/shared/commerce-schemas, not from the index: the web bundle must not pull in zod.
/**
 * Requests of the cart, wishlist, address, coupon, order and checkout calls (docs/architecture.md's
 * table). The server declares them as route schemas; a request that does not fit is refused with
 * 400 and a message naming the field.
 */
import { z } from 'zod';
import {
  CANCEL_REASON_MAX,
  CANCEL_REASON_MIN,
  COUPON_CODE_MAX,
  MAX_QTY_PER_LINE,
  ORDER_LIST_FILTERS,
  ORDER_PAYMENT_METHODS,
  PAYMENT_METHODS,
  SALE_ID_PATTERN,
  STAFF_ORDER_SORTS,
} from './constants';
import { ORDER_STATUSES, STAFF_ORDER_MOVES } from './order-life-cycle';
import { toPaise } from './money';
import {
  choiceField,
  choiceParam,
  countParam,
  deliveryOptionField,
  flagField,
  idField,
  idParam,
  intField,
  requiredText,
  sessionIdField,
  single,
  textField,
  textParam,
  userIdField,
} from './request-fields';

/** Whose cart: user_id 0 and a session_id for a guest, the user's own id when logged in. */
const ownerFields = { user_id: userIdField(), session_id: sessionIdField() };

export const cartOwnerQuery = z.object(ownerFields);

export const cartItemsQuery = z.object({
  ...ownerFields,
  // Optional previews for the checkout page; the order is priced again when it is placed.
  coupon_code: textField('coupon_code', COUPON_CODE_MAX),
  delivery_option: deliveryOptionField(),
  use_wallet: flagField('use_wallet'),
});

// mrp and price are read by nobody (docs/decisions/orders-and-payments.md, Prices come from the
// server).
export const cartLineBody = z.object({
  ...ownerFields,
  product_id: idField('product_id'),
  size: requiredText('size', 20),
  qty: intField('qty', 1, MAX_QTY_PER_LINE),
});

export const cartItemParams = z.object({ cartId: idParam('cartId') });

export const wishlistQuery = z.object({ user_id: userIdField() });
export const wishlistProductBody = z.object({
  user_id: userIdField(),
  product_id: idField('product_id'),
});

// Lengths here only stop absurd input; the address rules and their messages are address-rules.ts.
export const addressBody = z.object({
  name: textField('name', 200),
  phone: textField('phone', 40),
  pincode: textField('pincode', 20),
  address_line: textField('address_line', 600),
  landmark: textField('landmark', 300),
  city: textField('city', 200),
  state: textField('state', 200),
  country: textField('country', 100),
  type: z.preprocess((v) => (v === undefined || v === '' ? 'home' : v), textField('type', 20)),
  is_default: flagField('is_default'),
});

export const addressIdParams = z.object({ id: idParam('id') });
export const pincodeParams = z.object({
  pincode: z.string().regex(/^[1-9][0-9]{5}$/, { error: 'pincode must be 6 digits' }),
});

export const couponApplyBody = z.object({
  code: textField('code', 200)
    .refine((v) => v.length > 0, { error: 'code is required' })
    .refine((v) => v.length <= COUPON_CODE_MAX, { error: 'Invalid coupon code' }),
  user_id: userIdField(),
  session_id: sessionIdField(),
});

/** The checkout's choices the payment methods depend on (GET website/checkout/payment-methods). */
export const paymentMethodsQuery = z.object({
  address_id: z.preprocess(
    (v) => (single(v) === '' || single(v) === '0' ? undefined : v),
    idField('address_id').optional(),
  ),
  delivery_option: deliveryOptionField(),
  coupon_code: textField('coupon_code', COUPON_CODE_MAX),
  use_wallet: flagField('use_wallet'),
});

export const placeOrderBody = z.object({
  address_id: z.preprocess(
    (v) => (single(v) === '' || single(v) === '0' ? undefined : v),
    idField('address_id').optional(),
  ),
  payment_method: z.preprocess(
    (v) => single(v) ?? 'Online Payment',
    z.enum(PAYMENT_METHODS, {
      error: `payment_method must be ${PAYMENT_METHODS.map((m) => `'${m}'`).join(' or ')}`,
    }),
  ),
  delivery_option: deliveryOptionField(),
  coupon_code: textField('coupon_code', COUPON_CODE_MAX),
  use_wallet: flagField('use_wallet'),
});

const IDEMPOTENCY_KEY_REQUIRED =
  'The Idempotency-Key header is required (8 to 100 letters, digits or -_.:)';

/**
 * An order is placed once per key: a retried submit finds the first order
 * (docs/decisions/orders-and-payments.md, Orders and stock).
 */
export const placeOrderHeaders = z.looseObject({
  'idempotency-key': z
    .string({ error: IDEMPOTENCY_KEY_REQUIRED })
    .regex(/^[A-Za-z0-9._:-]{8,100}$/, { error: IDEMPOTENCY_KEY_REQUIRED }),
});

export const orderListQuery = z.object({
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 50, 10),
  status: choiceParam(ORDER_LIST_FILTERS, 'status must be on_the_way'),
});

/** Any text: an order number that is not one answers 404 like someone else's order. */
export const orderParams = z.object({
  saleId: z.string().transform((v) => v.toUpperCase()),
});

/** An order's tax invoice as JSON, or as a PDF file with format=pdf. */
export const invoiceQuery = z.object({
  format: z.preprocess(
    (v) => single(v) || 'json',
    z.enum(['json', 'pdf'], { error: 'format must be json or pdf' }),
  ),
});

const saleIdField = () =>
  textField('sale_id', 40)
    .transform((v) => v.toUpperCase())
    .refine((v) => SALE_ID_PATTERN.test(v), { error: 'sale_id is not a valid order number' });

export const verifyPaymentBody = z.object({
  sale_id: saleIdField(),
  razorpay_order_id: textField('razorpay_order_id', 100),
  razorpay_payment_id: textField('razorpay_payment_id', 100),
  razorpay_signature: textField('razorpay_signature', 200),
});

export const testGatewayParams = z.object({ sale_id: saleIdField() });
export const testGatewayBody = z.object({
  outcome: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(['success', 'failure'], { error: 'outcome must be success or failure' }),
  ),
});

/** A cash-on-delivery order confirmed by its link's token, or by its number in the shopper's session. */
export const codConfirmBody = z
  .object({
    token: textField('token', 100),
    sale_id: textField('sale_id', 40).transform((v) => v.toUpperCase()),
  })
  .refine((body) => body.token !== '' || body.sale_id !== '', {
    path: ['token'],
    error: 'token is required: open the link in the message about your order',
  });

export const cancelOrderBody = z.object({
  reason: requiredText('reason', CANCEL_REASON_MAX).refine((v) => v.length >= CANCEL_REASON_MIN, {
    error: `reason must be at least ${CANCEL_REASON_MIN} characters`,
  }),
});

/**
 * Tracking by order number and the mobile or e-mail on the order. Any pair that does not match
 * answers alike (404), so only a missing field is refused here.
 */
export const trackOrderBody = z.object({
  sale_id: requiredText('sale_id', 40).transform((v) => v.toUpperCase()),
  contact: requiredText('contact', 254),
});

export const walletQuery = z.object({
  page: countParam('page', 100_000, 1),
  limit: countParam('limit', 50, 20),
});

export const adminOrderStatusBody = z
  .object({
    status: choiceField('status', STAFF_ORDER_MOVES),
    carrier: textField('carrier', 100),
    tracking_number: textField('tracking_number', 100),
    note: textField('note', 500),
  })
  .superRefine((body, ctx) => {
    // The shopper follows the parcel with these; a shipment without them cannot be tracked.
    if (body.status !== 'shipped') return;
    for (const field of ['carrier', 'tracking_number'] as const)
      if (body[field] === '')
        ctx.addIssue({ code: 'custom', path: [field], message: `${field} is required to ship` });
  });

export const adminRefundParams = z.object({ id: idParam('id') });

/** A calendar day, YYYY-MM-DD (read as a day in IST by the server); empty means none. */
const dayParam = (field: string) =>
  z.preprocess(
    (v) =>
      typeof single(v) === 'string' && (single(v) as string).trim() !== '' ? single(v) : undefined,
    z
      .string({ error: `${field} must be a date (YYYY-MM-DD)` })
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: `${field} must be a date (YYYY-MM-DD)` })
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), {
        error: `${field} must be a date (YYYY-MM-DD)`,
      })
      .optional(),
  );

export const adminOrderListQuery = z
  .object({
    status: choiceParam(ORDER_STATUSES, `status must be one of: ${ORDER_STATUSES.join(', ')}`),
    payment_method: choiceParam(
      ORDER_PAYMENT_METHODS,
      `payment_method must be one of: ${ORDER_PAYMENT_METHODS.join(', ')}`,
    ),
    /** Placed on or after this day, and on or before `to` (days in IST). */
    from: dayParam('from'),
    to: dayParam('to'),
    sort: z.preprocess(
      (v) => single(v) || 'newest',
      z.enum(STAFF_ORDER_SORTS, { error: `sort must be one of: ${STAFF_ORDER_SORTS.join(', ')}` }),
    ),
    search: textParam('search', 100).transform((v) => v?.trim() || undefined),
    page: countParam('page', 100_000, 1),
    limit: countParam('limit', 100, 20),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must not be before from' });
  });

/** POST admin/order/collect-cod/{saleId}: the cash counted, which must be the amount due. */
export const adminCollectCodBody = z.object({
  amount: z.preprocess(
    (v) => (typeof single(v) === 'number' ? String(single(v)) : single(v)),
    z
      .string({ error: 'amount is required' })
      .trim()
      .min(1, { error: 'amount is required' })
      .regex(/^[0-9]{1,9}(\.[0-9]{1,2})?$/, { error: 'amount must be an amount in rupees' })
      .transform((v) => toPaise(Number(v))),
  ),
});
