import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type {
  CheckoutPaymentMethods,
  Invoice,
  OrderDetail,
  PrepayOffer,
  PrepayStart,
} from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, payments } from '../../src/db/schema';
import { prepaidSaving, type PrepaidRule } from '../../src/services/checkout/prepaid-saving';
import { cartView, sizeByPrice, stockedSizes, type Shopper } from '../cart/shopper-kit';
import { ownerApp, type Client } from '../media/admin-kit';
import { place, readyShopper } from './checkout-kit';

let app: FastifyInstance;
let owner: Client;
let priced: ReturnType<typeof sizeByPrice>;
beforeAll(async () => {
  ({ app, owner } = await ownerApp());
  priced = sizeByPrice(await stockedSizes(app, 600, 0, 1));
}, 120_000);
afterAll(async () => app?.close());

async function nudge(fields: { kind: string; amount?: string; percent?: string; cap?: string }) {
  const saved = await owner.request('PUT', '/api/admin/settings/prepaid-nudge', {
    json: { amount: '', percent: '', cap: '', ...fields },
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
}

const rule = (r: Partial<PrepaidRule>): PrepaidRule => ({
  prepaidKind: 'off',
  prepaidAmountPaise: 0,
  prepaidPercent: 0,
  prepaidCapPaise: null,
  ...r,
});

describe('the prepaid saving', () => {
  it('is the amount, or the percentage down to the whole rupee within its cap, leaving ₹1 to pay', () => {
    expect(prepaidSaving(rule({}), 2000_00)).toBe(0);
    expect(prepaidSaving(rule({ prepaidKind: 'amount', prepaidAmountPaise: 50_00 }), 2000_00)).toBe(
      50_00,
    );
    // 5 % of ₹1,999.99 is ₹99.9995: ₹99, never more than the words say.
    const fivePercent = rule({ prepaidKind: 'percent', prepaidPercent: 5 });
    expect(prepaidSaving(fivePercent, 1999_99)).toBe(99_00);
    expect(prepaidSaving({ ...fivePercent, prepaidCapPaise: 80_50 }, 1999_99)).toBe(80_50);
    // The cap bounds a percentage only; an amount is what it says.
    expect(
      prepaidSaving(
        rule({ prepaidKind: 'amount', prepaidAmountPaise: 50_00, prepaidCapPaise: 10_00 }),
        2000_00,
      ),
    ).toBe(50_00);
    // Razorpay takes nothing under ₹1.
    expect(prepaidSaving(rule({ prepaidKind: 'amount', prepaidAmountPaise: 500_00 }), 300_00)).toBe(
      299_00,
    );
    expect(prepaidSaving(rule({ prepaidKind: 'amount', prepaidAmountPaise: 50_00 }), 1_00)).toBe(0);
  });
});

const methods = (user: Shopper, query: Record<string, string | number | boolean>) =>
  user.call<CheckoutPaymentMethods>('GET', 'website/checkout/payment-methods', {
    query: { delivery_option: 'delivery', ...query },
  });

const detail = async (user: Shopper, saleId: string) =>
  (await user.call<OrderDetail>('GET', `website/order/${saleId}`)).body.data;

describe('paying online at checkout', () => {
  it('saves what the payment step says, after the coupon and on the part not paid from the wallet, on the order and its invoice', async () => {
    await nudge({ kind: 'percent', percent: '5', cap: '1000' });
    const s = priced(3500, 6000);
    const { user, addressId } = await readyShopper(app, s, { stock: 5, walletPaise: 333_00 });
    const choice = { address_id: addressId, coupon_code: 'FESTIVE500', use_wallet: true };
    const cart = await cartView(user, { coupon_code: 'FESTIVE500', use_wallet: true });
    const payable = Math.round(cart.body.data.summary.amount_payable * 100);
    expect(cart.body.data.summary.coupon_discount).toBe(500);
    expect(cart.body.data.summary.wallet_used).toBe(333);
    const saving = Math.floor((payable * 5) / 100 / 100) * 100;

    const offer = await methods(user, choice);
    expect(offer.body.data).toMatchObject({
      cod_available: true,
      prepaid_saving: saving / 100,
      online_payable: (payable - saving) / 100,
    });

    // A figure sent by the client is no part of the request: the server prices the order.
    const placed = await place(user, {
      ...choice,
      payment_method: 'Online Payment',
      prepaid_saving: 5000,
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.data.payment!.amount).toBe(payable - saving);
    expect(placed.body.data.totals).toMatchObject({
      coupon_discount: 500,
      wallet_used: 333,
      prepaid_saving: saving / 100,
      total: cart.body.data.summary.total - saving / 100,
      amount_payable: (payable - saving) / 100,
    });
    const saleId = placed.body.data.sale_id;
    const paid = await user.call('POST', `website/checkout/test-gateway/${saleId}`, {
      form: { outcome: 'success' },
    });
    expect(paid.status).toBe(200);

    const invoice = (await user.call<Invoice>('GET', `website/order/invoice/${saleId}`)).body.data;
    expect(invoice.prepaid_saving).toBe(saving / 100);
    expect(invoice.totals.total).toBe(cart.body.data.summary.total - saving / 100);
    // Like the coupon, the saving is in the lines' discounts: their taxable values are what was charged.
    const discounts = invoice.lines.reduce((sum, line) => sum + Math.round(line.discount * 100), 0);
    expect(discounts).toBe(500_00 + saving);
  });

  it('gives no saving to cash on delivery, nor where cash on delivery is not offered', async () => {
    await nudge({ kind: 'amount', amount: '75' });
    const s = priced(800, 3000);
    const { user, addressId } = await readyShopper(app, s, { stock: 5 });
    const cod = await place(user, { address_id: addressId });
    expect(cod.status).toBe(201);
    expect(cod.body.data.totals.prepaid_saving).toBe(0);

    const saved = await owner.request('PUT', '/api/admin/settings/cod', {
      json: { cod_min: 0, cod_max: 25_000, refusal_limit: 2, blocked_pincodes: '411004' },
    });
    expect(saved.status).toBe(200);
    try {
      const other = await readyShopper(app, priced(800, 3000), { stock: 5 });
      const offer = await methods(other.user, { address_id: other.addressId });
      expect(offer.body.data).toMatchObject({ cod_available: false, prepaid_saving: 0 });
      const online = await place(other.user, {
        address_id: other.addressId,
        payment_method: 'Online Payment',
      });
      expect(online.body.data.totals.prepaid_saving).toBe(0);
    } finally {
      await owner.request('PUT', '/api/admin/settings/cod', {
        json: { cod_min: 0, cod_max: 25_000, refusal_limit: 2, blocked_pincodes: '' },
      });
    }
  });
});

/** A cash-on-delivery order of one piece, waiting for the shopper's confirmation. */
async function codOrder(walletPaise = 0) {
  const { user, addressId } = await readyShopper(app, priced(800, 3000), {
    stock: 5,
    walletPaise,
  });
  const placed = await place(user, { address_id: addressId, use_wallet: walletPaise > 0 });
  if (placed.status !== 201) throw new Error(placed.body.message);
  return { user, order: placed.body.data };
}

const gateway = (user: Shopper, saleId: string, outcome: 'success' | 'failure') =>
  user.call('POST', `website/checkout/test-gateway/${saleId}`, { form: { outcome } });

describe('paying a cash-on-delivery order online instead', () => {
  it('leaves the order as it was when the payment fails, and converts it once paid', async () => {
    await nudge({ kind: 'amount', amount: '60' });
    const { user, order } = await codOrder(100_00);
    const cash = order.totals.amount_payable;
    const offer = await user.call<PrepayOffer>('GET', `website/order/prepay/${order.sale_id}`);
    expect(offer.body.data).toEqual({
      sale_id: order.sale_id,
      saving: 60,
      pay_now: cash - 60,
      cash_on_delivery: cash,
    });

    const started = await user.call<PrepayStart>('POST', `website/order/prepay/${order.sale_id}`);
    expect(started.status).toBe(200);
    expect(started.body.data.payment).toMatchObject({
      provider: 'test',
      amount: Math.round((cash - 60) * 100),
    });
    const failed = await gateway(user, order.sale_id, 'failure');
    expect(failed.status).toBe(409);
    expect(failed.body.message).toBe(
      'Payment failed. Your order stays cash on delivery, as it was.',
    );
    expect(await detail(user, order.sale_id)).toMatchObject({
      status: 'placed',
      payment_method: 'Cash on Delivery',
      totals: { total: order.totals.total, prepaid_saving: 0 },
    });

    await user.call('POST', `website/order/prepay/${order.sale_id}`);
    const paid = await gateway(user, order.sale_id, 'success');
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const converted = await detail(user, order.sale_id);
    expect(converted).toMatchObject({
      status: 'placed',
      payment_method: 'Online Payment',
      totals: {
        prepaid_saving: 60,
        wallet_used: 100,
        total: order.totals.total - 60,
        amount_payable: cash - 60,
      },
    });
    // No confirmation is waited for, none swept; the courier collects nothing.
    const [row] = await app.db.select().from(orders).where(eq(orders.saleId, order.sale_id));
    expect(row).toMatchObject({ codConfirmBy: null, codConfirmTokenHash: null });
    const rows = await app.db.select().from(payments).where(eq(payments.orderId, row!.id));
    expect(rows.map((p) => [p.provider, p.status, p.amountPaise]).sort()).toEqual(
      [
        ['cod', 'failed', Math.round(cash * 100)],
        ['test', 'captured', Math.round((cash - 60) * 100)],
        ['test', 'failed', Math.round((cash - 60) * 100)],
      ].sort(),
    );
    const notes = await app.db
      .select({ note: orderStatusHistory.note })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row!.id));
    expect(notes.map((n) => n.note)).toContain(
      'Paid online instead of cash on delivery, saving ₹60',
    );
    const confirm = await user.call('POST', 'website/order/cod-confirm', {
      form: { sale_id: order.sale_id },
    });
    expect(confirm.body.message).toBe(
      'This order is not paid cash on delivery: there is nothing to confirm.',
    );
    // Paid once: the offer is gone.
    const again = await user.call('GET', `website/order/prepay/${order.sale_id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This order is not paid cash on delivery.');
  });

  it('is the shopper’s own order, not yet packed, while the owner offers a saving', async () => {
    await nudge({ kind: 'amount', amount: '60' });
    const { user, order } = await codOrder();
    const stranger = (await codOrder()).user;
    expect((await stranger.call('GET', `website/order/prepay/${order.sale_id}`)).status).toBe(404);
    expect((await stranger.call('POST', `website/order/prepay/${order.sale_id}`)).status).toBe(404);

    // Confirmed is still before packing: the offer stands.
    await user.call('POST', 'website/order/cod-confirm', { form: { sale_id: order.sale_id } });
    expect((await user.call('GET', `website/order/prepay/${order.sale_id}`)).status).toBe(200);

    await app.db.update(orders).set({ status: 'packed' }).where(eq(orders.saleId, order.sale_id));
    const packed = await user.call('POST', `website/order/prepay/${order.sale_id}`);
    expect(packed.status).toBe(409);
    expect(packed.body.message).toBe(
      'This order is already being packed or has left the store, so it stays cash on delivery.',
    );

    await nudge({ kind: 'off' });
    const other = await codOrder();
    const off = await other.user.call('GET', `website/order/prepay/${other.order.sale_id}`);
    expect(off.body.message).toBe('Paying this order online saves nothing at the moment.');
  });

  it('refunds a payment that arrives after the order was cancelled, and revives nothing', async () => {
    await nudge({ kind: 'amount', amount: '60' });
    const { user, order } = await codOrder();
    await user.call('POST', `website/order/prepay/${order.sale_id}`);
    const cancelled = await user.call('POST', `website/order/cancel/${order.sale_id}`, {
      form: { reason: 'Ordered by mistake' },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const paid = await gateway(user, order.sale_id, 'success');
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(
      'This order could no longer be paid online, so your payment is being refunded. It stays as it was.',
    );
    expect(await detail(user, order.sale_id)).toMatchObject({
      status: 'cancelled',
      payment_method: 'Cash on Delivery',
    });
    const [row] = await app.db.select().from(orders).where(eq(orders.saleId, order.sale_id));
    const captured = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, row!.id), eq(payments.provider, 'test')));
    expect(captured.map((p) => p.status)).toEqual(['captured']);
    const refunds = (await detail(user, order.sale_id)).refunds;
    expect(refunds.map((r) => r.amount)).toEqual([order.totals.amount_payable - 60]);
  });
});
