import type { FastifyInstance } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import type { CodConfirmation, StaffOrderDetail } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, orderStatusHistory, users } from '../../src/db/schema';
import { cancelUnconfirmedCodOrders } from '../../src/services/orders/cod-confirmation';
import { guest, stockOf, type Shopper, type StockedSize } from '../cart/shopper-kit';
import { delivered } from '../helpers/delivered';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, orderFor, staffMove } from './after-sale-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

const HOUR = 3_600_000;

async function contactsOf(user: Shopper) {
  const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
  return { email: row!.email!.toLowerCase(), sms: `+91${row!.phone}` };
}

/** The one-tap link of the order's message, by e-mail and by SMS (the same link). */
async function confirmLink(user: Shopper, saleId: string): Promise<URL> {
  const { email, sms } = await contactsOf(user);
  const mail = await delivered(app, email, (m) => m.subject.includes(saleId));
  expect(mail.subject).toBe(`Please confirm your Kesariya order ${saleId}`);
  expect(mail.body).toContain('An order not confirmed within 24 hours is cancelled.');
  const text = await delivered(app, sms, (m) => m.body.includes(saleId));
  const [href] = mail.body.match(/https?:\/\/\S+\/order\/confirm\?token=\S+/) ?? [];
  expect(href, mail.body).toBeDefined();
  expect(text.body).toContain(href!);
  return new URL(href!);
}

const confirmByToken = (token: string) =>
  guest(app).call<CodConfirmation>('POST', 'website/order/cod-confirm', { form: { token } });

async function rowOf(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!;
}

describe('POST /api/website/order/cod-confirm', () => {
  it('confirms a cash-on-delivery order from the link of its message, without logging in', async () => {
    const s = fresh();
    const { user, saleId } = await orderFor(app, s);
    const row = await rowOf(saleId);
    expect(row.status).toBe('placed');
    expect(row.codConfirmBy!.getTime() - row.createdAt.getTime()).toBe(24 * HOUR);

    const link = await confirmLink(user, saleId);
    expect(link.pathname).toBe('/order/confirm');
    const confirmed = await confirmByToken(link.searchParams.get('token')!);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Thank you: your order is confirmed');
    expect(confirmed.body.data).toEqual({
      sale_id: saleId,
      status: 'confirmed',
      pay_on_delivery: (await rowOf(saleId)).totalPaise / 100,
    });
    const history = await app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, row.id))
      .orderBy(asc(orderStatusHistory.id));
    expect(history.at(-1)).toMatchObject({
      status: 'confirmed',
      note: 'Cash on delivery confirmed by the shopper',
      actor: 'shopper',
    });
    // A second tap answers the same order, unchanged.
    const again = await confirmByToken(link.searchParams.get('token')!);
    expect(again.status).toBe(200);
    expect(again.body.message).toBe('Your order is already confirmed');
    // Staff may pack it now.
    const packed = await staffMove(admin, saleId, { status: 'packed' });
    expect(packed.status, packed.body.message).toBe(200);
  });

  it('refuses a wrong token and one whose time to confirm has run out', async () => {
    const wrong = await confirmByToken('not-the-token-of-any-order');
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe(
      'This confirmation link is not valid. Please open the link in your latest message from us.',
    );

    const { user, saleId } = await orderFor(app, fresh());
    const link = await confirmLink(user, saleId);
    await app.db
      .update(orders)
      .set({ codConfirmBy: new Date(Date.now() - 1000) })
      .where(eq(orders.saleId, saleId));
    const late = await confirmByToken(link.searchParams.get('token')!);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'The time to confirm this order has run out, so it is being cancelled. You are welcome to order again.',
    );
    expect((await rowOf(saleId)).status).toBe('placed');
  });

  it('confirms by order number in the shopper’s own session only', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const other = await orderFor(app, fresh());
    const foreign = await other.user.call('POST', 'website/order/cod-confirm', {
      form: { sale_id: saleId },
    });
    expect(foreign.status).toBe(404);
    const anonymous = await guest(app).call('POST', 'website/order/cod-confirm', {
      form: { sale_id: saleId },
    });
    expect(anonymous.status).toBe(401);
    const empty = await guest(app).call('POST', 'website/order/cod-confirm', { form: {} });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe(
      'token is required: open the link in the message about your order',
    );
    const own = await user.call<CodConfirmation>('POST', 'website/order/cod-confirm', {
      form: { sale_id: saleId.toLowerCase() },
    });
    expect(own.status).toBe(200);
    expect(own.body.data.status).toBe('confirmed');
  });
});

describe('an unconfirmed cash-on-delivery order at the back office', () => {
  it('cannot be packed until staff confirm it after a call, and is offered only that or cancel', async () => {
    const { saleId } = await orderFor(app, fresh());
    const view = await admin.request<StaffOrderDetail>('GET', `/api/admin/order/${saleId}`);
    expect(view.body.data.next_moves).toEqual(['confirmed', 'cancelled']);
    for (const status of ['packed', 'shipped']) {
      const refused = await staffMove(admin, saleId, {
        status,
        carrier: 'Delhivery',
        tracking_number: 'DLV1',
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'This cash-on-delivery order is not confirmed yet: confirm it after a call to the shopper (or wait for them to confirm from their message) before it is packed',
      );
    }
    const confirmed = await staffMove(admin, saleId, {
      status: 'confirmed',
      note: 'Confirmed on a call',
    });
    expect(confirmed.status).toBe(200);
    expect((await rowOf(saleId)).codConfirmBy).toBeNull();
    expect((await staffMove(admin, saleId, { status: 'packed' })).status).toBe(200);
  });

  it('an online order is packed without any confirmation', async () => {
    const { saleId } = await orderFor(app, fresh(), { online: true });
    expect((await rowOf(saleId)).codConfirmBy).toBeNull();
    expect((await staffMove(admin, saleId, { status: 'packed' })).status).toBe(200);
  });
});

describe('the sweep of unconfirmed cash-on-delivery orders', () => {
  it('cancels an order left unconfirmed past COD_CONFIRM_HOURS and gives its stock back', async () => {
    const s = fresh();
    const before = await stockOf(app, s.productId, s.size);
    const stale = await orderFor(app, s, { qty: 2 });
    const waiting = await orderFor(app, s);
    const confirmed = await orderFor(app, s);
    await staffMove(admin, confirmed.saleId, { status: 'confirmed' });
    expect(await stockOf(app, s.productId, s.size)).toBe(before - 4);
    const placedAt = (await rowOf(stale.saleId)).createdAt.getTime();
    // The stale order placed a day and a bit ago; the others within their time.
    await app.db
      .update(orders)
      .set({ codConfirmBy: new Date(Date.now() - HOUR) })
      .where(eq(orders.saleId, stale.saleId));
    expect(placedAt).toBeLessThan(Date.now());

    const services = { provider: app.paymentProvider, notifiers: { log: app.log }, hours: 24 };
    const ctx = { db: app.db, messages: app.messages };
    // The store's own schedule may sweep too, and other tests' orders: each is cancelled once.
    await cancelUnconfirmedCodOrders(ctx, services);
    expect(await cancelUnconfirmedCodOrders(ctx, services)).toBe(0);

    const cancelled = await rowOf(stale.saleId);
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.cancelReason).toBe('Cash on delivery not confirmed within 24 hours');
    expect((await rowOf(waiting.saleId)).status).toBe('placed');
    expect((await rowOf(confirmed.saleId)).status).toBe('confirmed');
    expect(await stockOf(app, s.productId, s.size)).toBe(before - 2);
    const { email } = await contactsOf(stale.user);
    const told = await delivered(app, email, (m) => m.subject.includes('cancelled'));
    expect(told.body).toContain('Reason: Cash on delivery not confirmed within 24 hours');
  });
});
