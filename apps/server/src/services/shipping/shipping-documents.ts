import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { formatMoney, toRupees } from '@kesariya/shared';
import { orders, shipments } from '../../db/schema';
import type { OrderRow, ShipmentRow } from '../../db/rows';
import { refuse, type Refusal } from '../../errors';
import type { ShippingProvider } from '../../shipping/provider';
import type { ServiceContext } from '../context';
import type { StoreDetails } from '../settings/store-details';

/** Label sizes: A4 for an office printer, 4x6 inches for a thermal label printer. */
export type LabelSize = 'a4' | '4x6';
const PAGE_SIZES: Record<LabelSize, [number, number]> = {
  a4: [595.28, 841.89],
  '4x6': [288, 432],
};

type Doc = PDFKit.PDFDocument;

async function renderPdf(size: [number, number], title: string, draw: (doc: Doc) => void) {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({ size, margin: 18, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** What the courier collects, in words a label's built-in font can print (it has no ₹). */
function collectLine(order: OrderRow): string {
  if (order.paymentMethod !== 'Cash on Delivery') return 'PREPAID: collect nothing';
  const due = formatMoney(toRupees(order.totalPaise - order.walletUsedPaise)).replace('₹', 'Rs. ');
  return `CASH ON DELIVERY: collect ${due}`;
}

/** The store's own shipping label (manual shipping): to, from, what to collect, the courier's number. */
function drawLabel(doc: Doc, order: OrderRow, store: StoreDetails, size: LabelSize): void {
  const big = size === 'a4' ? 16 : 12;
  const small = size === 'a4' ? 11 : 8.5;
  const address = order.addressSnapshot;
  doc.font('Helvetica-Bold').fontSize(big).text(`Order ${order.saleId}`);
  doc.moveDown(0.5).fontSize(small).text('DELIVER TO');
  doc.font('Helvetica').fontSize(big);
  if (address) {
    doc.text(address.name);
    doc.fontSize(small).text(address.address_line);
    if (address.landmark) doc.text(address.landmark);
    doc.text(`${address.city}, ${address.state} ${address.pincode}`);
    doc.text(`Phone: ${address.phone}`);
  }
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(big).text(collectLine(order));
  if (order.trackingNumber)
    doc
      .moveDown(0.5)
      .font('Helvetica')
      .fontSize(small)
      .text(`${order.carrier ?? 'Courier'} · ${order.trackingNumber}`);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(small).text('FROM');
  doc.font('Helvetica').text(store.storeName);
  doc.text(store.addressLine);
  doc.text(`${store.city}, ${store.state} ${store.pincode}`);
  if (store.phone) doc.text(`Phone: ${store.phone}`);
}

async function shipmentOf(ctx: ServiceContext, saleId: string) {
  const [row] = await ctx.db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(eq(orders.saleId, saleId));
  return row ?? null;
}

/**
 * The order's shipping label: the courier's own (its URL from the courier, in the size the
 * courier's account is set to print) with a courier API, else the store's, drawn in the size asked.
 */
export async function shippingLabel(
  ctx: ServiceContext,
  provider: ShippingProvider,
  store: StoreDetails,
  input: { saleId: string; size: LabelSize },
): Promise<Buffer | Refusal> {
  const row = await shipmentOf(ctx, input.saleId);
  if (!row) return refuse('not_found', 'This order has no shipment yet: ship it first', 'saleId');
  const { shipment, order } = row;
  if (shipment.provider === 'manual' || !provider.courier)
    return renderPdf(PAGE_SIZES[input.size], `Label ${order.saleId}`, (doc) =>
      drawLabel(doc, order, store, input.size),
    );
  if (!shipment.providerShipmentId || !shipment.awb)
    return refuse(
      'conflict',
      shipment.status === 'failed'
        ? `The courier refused this shipment: ${shipment.failure ?? ''}`
        : 'The AWB is not assigned yet; try again in a moment',
    );
  return provider.courier.download(await provider.courier.labelUrl([shipment.providerShipmentId]));
}

/** Midnight to midnight of a day in India (YYYY-MM-DD), as instants. */
function indiaDay(date: string): { from: Date; to: Date } {
  const from = new Date(`${date}T00:00:00+05:30`);
  return { from, to: new Date(from.getTime() + 86_400_000) };
}

/** The day's parcels: picked up that day (a courier's), or packed for the courier that day (manual). */
async function parcelsOf(ctx: ServiceContext, date: string) {
  const { from, to } = indiaDay(date);
  const day = sql`coalesce(${shipments.pickupAt}, ${shipments.createdAt})`;
  return ctx.db
    .select({ shipment: shipments, order: orders })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(gte(day, from), lt(day, to), sql`${shipments.status} <> 'failed'`))
    .orderBy(asc(orders.saleId));
}

function drawManifest(
  doc: Doc,
  date: string,
  store: StoreDetails,
  rows: { shipment: ShipmentRow; order: OrderRow }[],
): void {
  doc.font('Helvetica-Bold').fontSize(16).text(`${store.storeName}: manifest for ${date}`);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(`${rows.length} parcel${rows.length === 1 ? '' : 's'}`);
  doc.moveDown();
  for (const { order, shipment } of rows) {
    const to = order.addressSnapshot;
    doc
      .font('Helvetica-Bold')
      .text(
        `${order.saleId}   ${order.carrier ?? shipment.courier ?? '-'}   ${order.trackingNumber ?? '-'}`,
      );
    doc
      .font('Helvetica')
      .text(
        `${to ? `${to.name}, ${to.city} ${to.pincode}` : '-'}   ${(shipment.weightGrams / 1000).toFixed(2)} kg   ${collectLine(order)}`,
      );
    doc.moveDown(0.4);
  }
  doc
    .moveDown(2)
    .text('Handed over by: ____________________     Received by courier: ____________________');
}

/** The day's manifest: the courier's with a courier API, else the store's own list of parcels. */
export async function shippingManifest(
  ctx: ServiceContext,
  provider: ShippingProvider,
  store: StoreDetails,
  date: string,
): Promise<Buffer | Refusal> {
  const rows = await parcelsOf(ctx, date);
  if (rows.length === 0)
    return refuse('not_found', `No parcels are booked for pickup on ${date}`, 'date');
  if (!provider.courier)
    return renderPdf([595.28, 841.89], `Manifest ${date}`, (doc) =>
      drawManifest(doc, date, store, rows),
    );
  const booked = rows.filter(
    (row) => row.shipment.providerShipmentId && row.shipment.awb && row.shipment.providerOrderId,
  );
  if (booked.length === 0)
    return refuse('conflict', 'No parcel of that day has its AWB yet; try again in a moment');
  return provider.courier.download(
    await provider.courier.manifestUrl(
      booked.map((row) => row.shipment.providerShipmentId!),
      booked.map((row) => row.shipment.providerOrderId!),
    ),
  );
}
