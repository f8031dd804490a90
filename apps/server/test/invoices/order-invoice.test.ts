import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import type { Invoice, PlacedOrder } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueChanged } from '../../src/cache/catalogue-changes';
import { invoiceSeries, invoices, orderItems, orders, products } from '../../src/db/schema';
import { AUTH, buildTestApp } from '../helpers/build-app';
import { guest, stockedSizes, type Shopper, type StockedSize } from '../cart/shopper-kit';
import { addToCart, place, readyShopper } from '../checkout/checkout-kit';

const BENGALURU_ADDRESS = {
  name: 'Kavya Rao',
  phone: '9845012345',
  pincode: '560001',
  address_line: '14, 2nd Cross, Lavelle Road',
  landmark: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  country: 'India',
  type: 'home',
};

let app: FastifyInstance;
let pool: StockedSize[];
beforeAll(async () => {
  app = await buildTestApp();
  // Under ₹2,500 a piece, so the 5 % band.
  pool = (await stockedSizes(app, 400, 0, 1)).filter((s) => s.pricePaise <= 2500_00);
});
afterAll(async () => app.close());

/** A size of a product no other test uses, so prices and stock set here stay this test's. */
const taken = new Set<number>();
function fresh(): StockedSize {
  const size = pool.find((s) => !taken.has(s.productId))!;
  taken.add(size.productId);
  return size;
}
const invoiceOf = (user: Shopper, saleId: string) =>
  user.call<Invoice>('GET', `website/order/invoice/${saleId}`);
const paise = (rupees: number) => Math.round(rupees * 100);

async function orderRow(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!;
}

/** An online order paid at the test gateway, as a shopper pays it. */
async function paidOnline(
  user: Shopper,
  fields: Record<string, string | number | boolean>,
): Promise<PlacedOrder> {
  const placed = await place(user, { payment_method: 'Online Payment', ...fields });
  expect(placed.status).toBe(201);
  const paid = await user.call(
    'POST',
    `website/checkout/test-gateway/${placed.body.data.sale_id}`,
    {
      form: { outcome: 'success' },
    },
  );
  expect(paid.body.message).toBe('Payment successful');
  return placed.body.data;
}

/** A fresh size priced as the back office would set it; the cart reprices from the catalogue. */
async function pricedAt(rupees: number): Promise<StockedSize> {
  const size = fresh();
  await app.db
    .update(products)
    .set({ pricePaise: rupees * 100, mrpPaise: rupees * 100 })
    .where(eq(products.id, size.productId));
  catalogueChanged({ db: app.db });
  return { ...size, pricePaise: rupees * 100, mrpPaise: rupees * 100 };
}

async function pdfText(user: Shopper, saleId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/website/order/invoice/${saleId}?format=pdf`,
    headers: { authorization: AUTH, cookie: user.cookie! },
  });
  const parser = new PDFParse({ data: new Uint8Array(response.rawPayload) });
  try {
    const { text, total: pages } = await parser.getText();
    return { response, text, pages };
  } finally {
    await parser.destroy();
  }
}

const money = (rupees: number) =>
  rupees.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

describe('GET /api/website/order/invoice/:saleId', () => {
  it('invoices a paid order in Maharashtra with CGST + SGST and totals equal to the order', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s, { qty: 2, stock: 5 });
    const placed = await paidOnline(user, { address_id: addressId });
    const { status, body } = await invoiceOf(user, placed.sale_id);
    expect(status).toBe(200);
    const invoice = body.data;
    expect(invoice.number).toMatch(/^KS\/[0-9]{4}-[0-9]{2}\/[0-9]{6}$/);
    expect(invoice).toMatchObject({
      sale_id: placed.sale_id,
      payment_method: 'Online Payment',
      store: { name: 'Kesariya', gstin: '27AAKFK4821M1Z3', state: 'Maharashtra', state_code: '27' },
      buyer: { name: 'Meera Joshi', state: 'Maharashtra', phone: '9876543210' },
      place_of_supply: 'Maharashtra (27)',
      intra_state: true,
    });
    expect(invoice.buyer.address).toContain('Prabhat Road');
    const [line] = invoice.lines;
    expect(invoice.lines).toHaveLength(1);
    expect(line).toMatchObject({ qty: 2, size: s.size, rate_percent: 5, igst: 0, discount: 0 });
    expect(line!.unit_price).toBe(s.pricePaise / 100);
    expect(line!.hsn).toMatch(/^[0-9]{4}$/);
    const gross = s.pricePaise * 2;
    expect(paise(line!.taxable_value)).toBe(Math.round((gross * 100) / 105));
    expect(paise(line!.cgst)).toBe(Math.floor((gross - paise(line!.taxable_value)) / 2));
    expect(paise(line!.taxable_value) + paise(line!.cgst) + paise(line!.sgst)).toBe(gross);

    const order = await orderRow(placed.sale_id);
    expect(paise(invoice.totals.total)).toBe(order.totalPaise);
    if (order.deliveryChargePaise > 0) {
      expect(paise(invoice.delivery!.total)).toBe(order.deliveryChargePaise);
      expect(invoice.delivery!.rate_percent).toBe(5);
    } else {
      expect(invoice.delivery).toBeNull();
    }
    const t = invoice.totals;
    expect(paise(t.taxable_value) + paise(t.cgst) + paise(t.sgst) + paise(t.igst)).toBe(
      order.totalPaise,
    );
    expect(t.amount_in_words).toMatch(/^Rupees .+ Only$/);

    // The same number on every later request.
    expect((await invoiceOf(user, placed.sale_id)).body.data.number).toBe(invoice.number);
  });

  it('charges IGST to another state, and taxes delivery at the goods’ rate', async () => {
    const s = await pricedAt(1000);
    const { user, addressId } = await readyShopper(app, s, { address: BENGALURU_ADDRESS });
    const placed = await paidOnline(user, { address_id: addressId });
    const invoice = (await invoiceOf(user, placed.sale_id)).body.data;
    expect(invoice).toMatchObject({ place_of_supply: 'Karnataka (29)', intra_state: false });
    expect(invoice.buyer).toMatchObject({ name: 'Kavya Rao', state: 'Karnataka' });
    expect(invoice.lines[0]).toMatchObject({
      taxable_value: 952.38,
      cgst: 0,
      sgst: 0,
      igst: 47.62,
    });
    // Below the free-delivery threshold: the ₹99 charge is its own line.
    expect(invoice.delivery).toEqual({
      rate_percent: 5,
      taxable_value: 94.29,
      cgst: 0,
      sgst: 0,
      igst: 4.71,
      total: 99,
    });
    expect(invoice.totals).toMatchObject({ taxable_value: 1046.67, igst: 52.33, total: 1099 });
    expect(paise(invoice.totals.total)).toBe((await orderRow(placed.sale_id)).totalPaise);
  });

  it('takes the rate by the piece’s price: ₹2,500 at 5 %, ₹2,501 at 18 %', async () => {
    const at2500 = await pricedAt(2500);
    const at2501 = await pricedAt(2501);
    const { user, addressId } = await readyShopper(app, at2500, { stock: 5 });
    await addToCart(user, at2501);
    const placed = await paidOnline(user, { address_id: addressId });
    const order = await orderRow(placed.sale_id);
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    const rateOf = (productId: number) => items.find((i) => i.productId === productId)!.gstRateBp;
    expect(rateOf(at2500.productId)).toBe(500);
    expect(rateOf(at2501.productId)).toBe(1800);

    const invoice = (await invoiceOf(user, placed.sale_id)).body.data;
    const line = (price: number) => invoice.lines.find((l) => l.unit_price === price)!;
    expect(line(2500)).toMatchObject({
      rate_percent: 5,
      taxable_value: 2380.95,
      cgst: 59.52,
      sgst: 59.53,
    });
    expect(line(2501)).toMatchObject({
      rate_percent: 18,
      taxable_value: 2119.49,
      cgst: 190.75,
      sgst: 190.76,
    });
    // ₹5,001 of goods: delivery is free.
    expect(invoice.delivery).toBeNull();
    expect(invoice.totals).toMatchObject({ total: 5001, taxable_value: 4500.44 });
  });

  it('takes each line’s share of the coupon off its taxable value; the wallet changes nothing', async () => {
    const a = await pricedAt(1000);
    const b = await pricedAt(2000);
    const { user, addressId } = await readyShopper(app, a, { stock: 5, walletPaise: 500_00 });
    await addToCart(user, b);
    const placed = await place(user, {
      address_id: addressId,
      coupon_code: 'WELCOME10',
      use_wallet: true,
      payment_method: 'Online Payment',
    });
    await user.call('POST', `website/checkout/test-gateway/${placed.body.data.sale_id}`, {
      form: { outcome: 'success' },
    });
    const order = await orderRow(placed.body.data.sale_id);
    expect(order).toMatchObject({ couponDiscountPaise: 300_00, walletUsedPaise: 500_00 });

    const invoice = (await invoiceOf(user, order.saleId)).body.data;
    const [first, second] = invoice.lines;
    expect(first).toMatchObject({ unit_price: 1000, discount: 100, total: 900 });
    expect(second).toMatchObject({ unit_price: 2000, discount: 200, total: 1800 });
    expect(first!.taxable_value).toBe(857.14);
    expect(invoice.totals.total).toBe(2700);
    expect(paise(invoice.totals.total)).toBe(order.totalPaise);
    // Its payment in two parts: the wallet's, and the rest paid online.
    expect(invoice.payments).toEqual([
      { method: 'Wallet', amount: 500 },
      { method: 'Online Payment', amount: 2200 },
    ]);
    expect(invoice.refunds).toEqual([]);
    const { text } = await pdfText(user, order.saleId);
    expect(text).toContain('Payment: Wallet + Online Payment');
    expect(text).toMatch(/Paid from wallet\s+₹500\.00/);
    expect(text).toMatch(/Paid by Online Payment\s+₹2,200\.00/);
  });

  it('invoices a pickup order at the store: place of supply Maharashtra', async () => {
    const s = fresh();
    const { user } = await readyShopper(app, s, {
      address: BENGALURU_ADDRESS,
      walletPaise: s.pricePaise,
    });
    const placed = await place(user, { delivery_option: 'pickup', use_wallet: true });
    expect(placed.body.data.payment_method).toBe('Wallet');
    const invoice = (await invoiceOf(user, placed.body.data.sale_id)).body.data;
    expect(invoice).toMatchObject({
      place_of_supply: 'Maharashtra (27)',
      intra_state: true,
      delivery: null,
      buyer: { name: 'Meera Joshi', address: '', state: 'Maharashtra' },
    });
    expect(invoice.totals.total).toBe(s.pricePaise / 100);
  });

  it('waits for payment: pending and failed online orders, and cash on delivery until delivered', async () => {
    const pending = fresh();
    const { user, addressId } = await readyShopper(app, pending, { stock: 5 });
    const online = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    const notPaid = await invoiceOf(user, online.body.data.sale_id);
    expect(notPaid.status).toBe(409);
    expect(notPaid.body.message).toBe('The invoice is ready once the order is paid');
    await user.call('POST', `website/checkout/test-gateway/${online.body.data.sale_id}`, {
      form: { outcome: 'failure' },
    });
    expect((await invoiceOf(user, online.body.data.sale_id)).status).toBe(409);

    await addToCart(user, pending);
    const cod = await place(user, { address_id: addressId });
    const saleId = cod.body.data.sale_id;
    const early = await invoiceOf(user, saleId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(
      'The invoice of a cash on delivery order is ready once it is delivered',
    );
    await app.db.update(orders).set({ status: 'delivered' }).where(eq(orders.saleId, saleId));
    const delivered = await invoiceOf(user, saleId);
    expect(delivered.status).toBe(200);
    expect(delivered.body.data.payment_method).toBe('Cash on Delivery');
    // Issued once, it stays, whatever happens to the order later.
    await app.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.saleId, saleId));
    expect((await invoiceOf(user, saleId)).body.data.number).toBe(delivered.body.data.number);
  });

  it('refuses an order cancelled before it was invoiced', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s);
    const cod = await place(user, { address_id: addressId });
    await app.db
      .update(orders)
      .set({ status: 'cancelled' })
      .where(eq(orders.saleId, cod.body.data.sale_id));
    const answer = await invoiceOf(user, cod.body.data.sale_id);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe('This order was cancelled before an invoice was issued');
  });

  it('answers 404 for another shopper’s order and for no order, and asks a guest to log in', async () => {
    const s = fresh();
    const { user, addressId } = await readyShopper(app, s);
    const placed = await paidOnline(user, { address_id: addressId });
    const stranger = (await readyShopper(app, fresh())).user;
    const theirs = await invoiceOf(stranger, placed.sale_id);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found');
    expect((await invoiceOf(stranger, 'KSR-2020-999999')).status).toBe(404);
    expect((await invoiceOf(stranger, 'not-an-order')).status).toBe(404);
    expect((await invoiceOf(guest(app), placed.sale_id)).status).toBe(401);
    // Nobody's look numbered it.
    const [row] = await app.db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, (await orderRow(placed.sale_id)).id));
    expect(row).toBeUndefined();
  });

  it('refuses an unknown format with 400 naming it', async () => {
    const { user } = await readyShopper(app, fresh());
    const answer = await user.call('GET', 'website/order/invoice/KSR-2020-000001', {
      query: { format: 'docx' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('format must be json or pdf');
  });
});

describe('invoice numbers', () => {
  it('are sequential and unique when first requests race, one number per order', async () => {
    const saleIds: string[] = [];
    const owners: Shopper[] = [];
    for (let i = 0; i < 5; i++) {
      const s = fresh();
      const { user, addressId } = await readyShopper(app, s, { walletPaise: 10_000_00 });
      const placed = await place(user, { address_id: addressId, use_wallet: true });
      expect(placed.body.data.payment_method).toBe('Wallet');
      saleIds.push(placed.body.data.sale_id);
      owners.push(user);
    }
    const answers = await Promise.all(
      saleIds.flatMap((saleId, i) => [0, 1, 2].map(() => invoiceOf(owners[i]!, saleId))),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const numbers = saleIds.map((_, i) => {
      const three = answers.slice(i * 3, i * 3 + 3).map((a) => a.body.data.number);
      expect(new Set(three).size).toBe(1);
      return three[0]!;
    });
    expect(new Set(numbers).size).toBe(5);
    const sequences = numbers.map((n) => Number(n.split('/')[2])).sort((x, y) => x - y);
    expect(sequences.at(-1)! - sequences[0]!).toBe(4);

    // No gaps: the series' last number is the count of invoices of the year.
    const year = numbers[0]!.split('/')[1]!;
    const [series] = await app.db
      .select()
      .from(invoiceSeries)
      .where(eq(invoiceSeries.financialYear, year));
    const issued = await app.db.select().from(invoices).where(eq(invoices.financialYear, year));
    expect(series!.lastSequence).toBe(issued.length);
    expect(new Set(issued.map((i) => i.sequence)).size).toBe(issued.length);
    expect(Math.max(...issued.map((i) => i.sequence))).toBe(issued.length);
    const mine = await app.db
      .select()
      .from(invoices)
      .where(and(eq(invoices.financialYear, year), eq(invoices.number, numbers[0]!)));
    expect(mine).toHaveLength(1);
  });
});

describe('GET /api/website/order/invoice/:saleId?format=pdf', () => {
  it('downloads a PDF that opens, with the same number, tax figures and totals as the JSON', async () => {
    const a = fresh();
    const b = await pricedAt(2999);
    const { user, addressId } = await readyShopper(app, a, { stock: 5 });
    await addToCart(user, b);
    const placed = await paidOnline(user, { address_id: addressId });
    const invoice = (await invoiceOf(user, placed.sale_id)).body.data;

    const { response, text, pages } = await pdfText(user, placed.sale_id);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Kesariya-invoice-${invoice.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(pages).toBe(1);
    expect(text).toContain('TAX INVOICE');
    expect(text).toContain(invoice.number);
    expect(text).toContain(invoice.sale_id);
    expect(text).toContain('GSTIN: 27AAKFK4821M1Z3');
    expect(text).toContain('Maharashtra (27)');
    for (const line of invoice.lines) {
      expect(text).toContain(line.hsn);
      for (const figure of [line.taxable_value, line.cgst, line.sgst, line.total]) {
        expect(text).toContain(money(figure));
      }
    }
    const { totals } = invoice;
    expect(text).toContain(`₹${money(totals.total)}`);
    expect(text).toContain(`₹${money(totals.taxable_value)}`);
    expect(text).toContain(`₹${money(totals.cgst)}`);
    expect(text).toContain(`₹${money(totals.sgst)}`);
    expect(text.replace(/\s+/g, ' ')).toContain(totals.amount_in_words);
    expect(text).toContain('This is a computer-generated invoice');
    expect(paise(totals.total)).toBe((await orderRow(placed.sale_id)).totalPaise);
  });
});
