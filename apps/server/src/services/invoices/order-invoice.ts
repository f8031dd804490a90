import { asc, eq } from 'drizzle-orm';
import {
  canonicalIndianState,
  SALE_ID_PATTERN,
  type Invoice,
  type InvoiceBuyer,
  type InvoiceStore,
} from '@kesariya/shared';
import { orderItems, orders, products, refunds, users } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import type { ServiceContext } from '../context';
import type { OrderRow } from '../../db/rows';
import { orderWideDiscount } from '../orders/apportion';
import { findOwnOrder } from '../orders/order-queries';
import type { StoreDetails } from '../settings/store-details';
import { gstPlaceOf, storePlaceOf, type GstPlace } from './gst-state-codes';
import { hsnCodeFor } from './hsn-codes';
import { invoiceAmounts } from './invoice-amounts';
import { toInvoice, type InvoiceGoods } from './invoice-mapper';
import { findInvoice, insertNumberedInvoice, type InvoiceRow } from './invoice-number';

/**
 * Why an order gets no invoice (yet), or null when it may have one: an invoice is issued once the
 * order is paid, which for cash on delivery means delivered. A free replacement is no new sale.
 */
export function whyNoInvoice(order: Pick<OrderRow, 'status' | 'paymentMethod'>): Refusal | null {
  if (order.paymentMethod === 'Replacement')
    return refuse('conflict', 'A replacement is covered by the invoice of the original order');
  if (order.status === 'cancelled')
    return refuse('conflict', 'This order was cancelled before an invoice was issued');
  if (order.status === 'pending_payment' || order.status === 'payment_failed')
    return refuse('conflict', 'The invoice is ready once the order is paid');
  if (order.paymentMethod === 'Cash on Delivery' && order.status !== 'delivered')
    return refuse(
      'conflict',
      'The invoice of a cash on delivery order is ready once it is delivered',
    );
  return null;
}

// ------------------------------------------------------------------ steps

/**
 * Locks the order while its invoice is issued: a second first request waits here and then finds
 * the invoice, and a cancel cannot slip in between the check and the numbering.
 */
async function lockOrder(tx: ServiceContext, orderId: number): Promise<OrderRow> {
  const [row] = await tx.db.select().from(orders).where(eq(orders.id, orderId)).for('update');
  return row!;
}

/** The invoice already issued, or a new one when the order may have one: one transaction. */
async function issueOnce(
  ctx: ServiceContext,
  orderId: number,
  now: Date,
): Promise<{ ok: true; invoice: InvoiceRow } | Refusal> {
  const existing = await findInvoice(ctx, orderId);
  if (existing) return { ok: true, invoice: existing };
  return ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db };
    const order = await lockOrder(tx, orderId);
    const issued = await findInvoice(tx, orderId);
    if (issued) return { ok: true, invoice: issued };
    const refusal = whyNoInvoice(order);
    if (refusal) return refusal;
    return { ok: true, invoice: await insertNumberedInvoice(tx, orderId, now) };
  });
}

/** The goods of each line: the name and size sold, and the HSN code of the product's garment type. */
async function loadGoods(
  ctx: ServiceContext,
  orderId: number,
): Promise<(InvoiceGoods & { lineTotalPaise: number; rateBp: number })[]> {
  const rows = await ctx.db
    .select({
      item: orderItems,
      garmentType: products.garmentType,
      fabric: products.fabric,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(({ item, garmentType, fabric }) => ({
    description: item.productName,
    hsn: hsnCodeFor(garmentType, fabric),
    size: item.size,
    qty: item.qty,
    pricePaise: item.pricePaise,
    lineTotalPaise: item.lineTotalPaise,
    rateBp: item.gstRateBp,
  }));
}

/** The seller as the store's details name it; its state is the one its GSTIN was issued in. */
function sellerOf(s: StoreDetails): InvoiceStore {
  const gstin = s.gstin ?? '';
  const place = storePlaceOf(gstin, s.state);
  return {
    name: s.storeName,
    address: joinParts([s.addressLine, `${s.city} ${s.pincode}`, s.state]),
    gstin,
    state: place.state,
    state_code: place.code,
  };
}

const joinParts = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');

/**
 * The buyer and where the goods are supplied: the delivery address, or the store itself for an
 * order collected there (then the shopper's own name and phone when no address was given).
 */
async function loadBuyer(
  ctx: ServiceContext,
  order: OrderRow,
  storePlace: GstPlace,
): Promise<{ buyer: InvoiceBuyer; placeOfSupply: GstPlace }> {
  const a = order.addressSnapshot;
  if (a) {
    return {
      buyer: {
        name: a.name,
        address: joinParts([
          a.address_line,
          a.landmark,
          `${a.city} ${a.pincode}`,
          a.state,
          a.country,
        ]),
        state: canonicalIndianState(a.state) ?? a.state,
        phone: a.phone,
      },
      placeOfSupply:
        order.deliveryOption === 'pickup' ? storePlace : gstPlaceOf(a.state, a.country),
    };
  }
  const [user] = await ctx.db.select().from(users).where(eq(users.id, order.userId)).limit(1);
  return {
    buyer: {
      name: `${user?.firstName ?? ''} ${user?.lastName ?? ''}`.trim(),
      address: '',
      state: storePlace.state,
      phone: user?.phone ?? '',
    },
    placeOfSupply: storePlace,
  };
}

// ------------------------------------------------------------------ recipe

/**
 * The GST tax invoice of one of the shopper's orders, numbered on its first request, its seller
 * as the store's details stand (`app.storeDetails()`). Someone else's order answers like a missing
 * one (docs/decisions/api-and-validation.md, API conventions: order numbers reveal nothing).
 */
export async function getOwnInvoice(
  ctx: ServiceContext,
  seller: StoreDetails,
  userId: number,
  saleId: string,
  now = new Date(),
): Promise<Invoice | Refusal> {
  const notFound = refuse('not_found', 'Order not found', 'saleId');
  if (!SALE_ID_PATTERN.test(saleId)) return notFound;
  const order = await findOwnOrder(ctx, userId, saleId);
  if (!order) return notFound;
  const issued = await issueOnce(ctx, order.id, now);
  if (!issued.ok) return issued;

  const goods = await loadGoods(ctx, order.id);
  const store = sellerOf(seller);
  const { buyer, placeOfSupply } = await loadBuyer(ctx, order, {
    state: store.state,
    code: store.state_code,
  });
  const intraState = placeOfSupply.code !== '' && placeOfSupply.code === store.state_code;
  const amounts = invoiceAmounts({
    items: goods,
    orderDiscountPaise: orderWideDiscount(order),
    deliveryChargePaise: order.deliveryChargePaise,
    intraState,
  });
  return toInvoice({
    invoice: issued.invoice,
    order,
    refunds: await ctx.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, order.id))
      .orderBy(asc(refunds.createdAt), asc(refunds.id)),
    goods,
    amounts,
    store,
    buyer,
    placeOfSupply,
    intraState,
  });
}
