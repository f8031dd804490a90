import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { OrderDetail, OrderSummary, StaffOrderSummary } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, users } from '../../src/db/schema';
import { stockOf, type StockedSize } from '../cart/shopper-kit';
import { adminClient, Client } from '../media/admin-kit';
import {
  afterSaleApp,
  cancel,
  expectWalletConsistent,
  orderFor,
  SHIPPING,
  staffMove,
} from './after-sale-kit';
import { delivered } from '../helpers/delivered';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

async function statusOf(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!;
}

describe('POST /api/admin/order/status/:saleId', () => {
  it('writes each move to the audit log: who, what, and the order before and after', async () => {
    const { saleId } = await orderFor(app, fresh());
    await staffMove(admin, saleId, { status: 'confirmed' });
    await staffMove(admin, saleId, { status: 'packed' });
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    const log = await admin.request<
      { who: string; action: string; before: unknown; after: unknown }[]
    >('GET', `/api/admin/audit?target_type=order&target_id=${saleId}`);
    expect(log.body.data).toMatchObject([
      {
        who: 'Store Owner',
        action: 'order.shipped',
        before: { status: 'packed', carrier: null },
        after: {
          status: 'shipped',
          carrier: SHIPPING.carrier,
          tracking_number: SHIPPING.tracking_number,
        },
      },
      { action: 'order.packed', before: { status: 'confirmed' }, after: { status: 'packed' } },
      { action: 'order.confirmed', before: { status: 'placed' }, after: { status: 'confirmed' } },
    ]);
  });

  it('moves an order forward step by step, each step dated in the timeline with who made it', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    for (const status of ['confirmed', 'packed'] as const) {
      const moved = await staffMove(admin, saleId, { status, note: `Now ${status}` });
      expect(moved.status).toBe(200);
      expect(moved.body.data.status).toBe(status);
    }
    const shipped = await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    expect(shipped.body.data).toMatchObject({ status: 'shipped', ...SHIPPING });
    expect(shipped.body.data.customer).toMatchObject({ name: 'Meera Joshi' });
    expect(shipped.body.data.status_history.map((h) => [h.status, h.actor])).toEqual([
      ['placed', 'system'],
      ['confirmed', expect.stringMatching(/^staff:\d+$/)],
      ['packed', expect.stringMatching(/^staff:\d+$/)],
      ['shipped', expect.stringMatching(/^staff:\d+$/)],
    ]);
    await staffMove(admin, saleId, { status: 'out_for_delivery' });
    const delivered = await staffMove(admin, saleId, { status: 'delivered' });
    expect(delivered.status).toBe(200);
    const row = await statusOf(saleId);
    expect(row.deliveredAt).toBeInstanceOf(Date);

    // The shopper sees the carrier and the return window, but not who moved the order.
    const detail = await user.call<OrderDetail>('GET', `website/order/${saleId}`);
    expect(detail.body.data).toMatchObject({
      status: 'delivered',
      carrier: 'Delhivery',
      tracking_number: 'DLV123456789IN',
      can_cancel: false,
      // RETURN_WINDOW_DAYS is 7 unless configured.
      can_return_until: new Date(row.deliveredAt!.getTime() + 7 * 86_400_000).toISOString(),
    });
    expect(detail.body.data.status_history).toHaveLength(6);
    for (const step of detail.body.data.status_history) expect(step).not.toHaveProperty('actor');
    // Cash on delivery was taken when the parcel was delivered.
    const [cash] = await app.db
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, row.id), eq(payments.provider, 'cod')));
    expect(cash!.status).toBe('captured');
  });

  it('e-mails and texts the shopper at every status change', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { confirm: true });
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    const [account] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const mail = await delivered(
      app,
      account!.email!.toLowerCase(),
      (m) => m.subject === `Kesariya order ${saleId}: shipped`,
    );
    expect(mail.body).toContain(
      `Your order ${saleId} has been shipped with Delhivery, tracking number DLV123456789IN.`,
    );
    await delivered(app, `+91${account!.phone}`, (t) =>
      t.body.includes(`${saleId} has been shipped with Delhivery`),
    );
  });

  it('moves forward only: a step may be skipped, never taken back', async () => {
    const { saleId } = await orderFor(app, fresh(), { confirm: true });
    expect((await staffMove(admin, saleId, { status: 'packed' })).status).toBe(200);
    const back = await staffMove(admin, saleId, { status: 'confirmed' });
    expect(back.status).toBe(409);
    expect(back.body.message).toBe('The order is packed; it can only move forward');
    expect((await staffMove(admin, saleId, { status: 'packed' })).status).toBe(409);
    expect((await staffMove(admin, saleId, { status: 'delivered' })).status).toBe(200);
    expect((await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING })).status).toBe(409);
    expect((await staffMove(admin, saleId, { status: 'cancelled' })).status).toBe(409);
    expect((await statusOf(saleId)).status).toBe('delivered');
  });

  it('needs a carrier and a tracking number to ship, and a known status', async () => {
    const { saleId } = await orderFor(app, fresh());
    const bare = await staffMove(admin, saleId, { status: 'shipped', carrier: 'Delhivery' });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toBe('tracking_number is required to ship');
    const unknown = await staffMove(admin, saleId, { status: 'lost' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^status must be one of: confirmed, packed, shipped/);
    expect((await staffMove(admin, 'KSR-2611-999999', { status: 'packed' })).status).toBe(404);
    expect((await statusOf(saleId)).status).toBe('placed');
  });

  it('does not ship a pickup order: packed, then delivered when collected', async () => {
    const { saleId } = await orderFor(app, fresh(), { pickup: true, confirm: true });
    await staffMove(admin, saleId, { status: 'packed' });
    const shipped = await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    expect(shipped.status).toBe(400);
    expect((await staffMove(admin, saleId, { status: 'delivered' })).status).toBe(200);
  });

  it('cancels before shipping like the shopper does, naming the staff member', async () => {
    const size = fresh();
    const before = await stockOf(app, size.productId, size.size);
    const { user, saleId } = await orderFor(app, size, { walletPaise: 80_00 });
    const answer = await staffMove(admin, saleId, {
      status: 'cancelled',
      note: 'Out of stock at the tailor',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.status).toBe('cancelled');
    expect(answer.body.data.status_history.at(-1)).toMatchObject({
      status: 'cancelled',
      note: 'Out of stock at the tailor',
      actor: expect.stringMatching(/^staff:\d+$/),
    });
    expect(answer.body.data.refunds).toEqual([
      expect.objectContaining({
        amount: 80,
        to: 'wallet',
        status: 'processed',
        id: expect.any(Number),
      }),
    ]);
    expect(await stockOf(app, size.productId, size.size)).toBe(before);
    await expectWalletConsistent(app, user.userId);
  });

  it('lets only one of two staff members shipping one order at once win; the other is told to reload', async () => {
    const other = await adminClient(app);
    for (let round = 0; round < 5; round++) {
      const { saleId } = await orderFor(app, fresh(), { confirm: true });
      const answers = await Promise.all([
        staffMove(admin, saleId, {
          status: 'shipped',
          carrier: 'Delhivery',
          tracking_number: 'FIRST1',
        }),
        staffMove(other, saleId, {
          status: 'shipped',
          carrier: 'Blue Dart',
          tracking_number: 'SECOND2',
        }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const winner = answers.find((a) => a.status === 200)!;
      // Read before the winner wrote: reload; read after: the order is already shipped.
      expect([
        'This order changed meanwhile; reload it',
        'The order is shipped; it can only move forward',
      ]).toContain(answers.find((a) => a.status === 409)!.body.message);
      const row = await statusOf(saleId);
      expect(row.trackingNumber).toBe(winner.body.data.tracking_number);
      expect(winner.body.data.status_history.filter((h) => h.status === 'shipped')).toHaveLength(1);
    }
  });

  it('is for staff only', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const shopper = await user.call('POST', `admin/order/status/${saleId}`, {
      form: { status: 'packed' },
    });
    expect(shopper.status).toBe(403);
    const nobody = await new Client(app).request('POST', `/api/admin/order/status/${saleId}`, {
      json: { status: 'packed' },
    });
    expect(nobody.status).toBe(401);
  });
});

describe('a shopper cancel racing a staff move to shipped', () => {
  it('has exactly one winner every time, and the loser changes nothing', async () => {
    for (let round = 0; round < 12; round++) {
      const size = fresh();
      const { user, saleId } = await orderFor(app, size, {
        online: round % 2 === 0,
        walletPaise: 50_00,
      });
      const stock = await stockOf(app, size.productId, size.size);
      const [cancelled, shipped] = await Promise.all([
        cancel(user, saleId),
        staffMove(admin, saleId, { status: 'shipped', ...SHIPPING }),
      ]);
      expect([cancelled.status, shipped.status].sort()).toEqual([200, 409]);
      const row = await statusOf(saleId);
      if (cancelled.status === 200) {
        expect(row.status).toBe('cancelled');
        expect(row.carrier).toBeNull();
        expect(await stockOf(app, size.productId, size.size)).toBe(stock + 1);
      } else {
        expect(row.status).toBe('shipped');
        expect(await stockOf(app, size.productId, size.size)).toBe(stock);
      }
      await expectWalletConsistent(app, user.userId);
    }
  });
});

describe('GET /api/admin/order', () => {
  it('lists orders newest first, filtered by status and found by sale id, phone, e-mail or name', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const newer = await orderFor(app, fresh());
    await staffMove(admin, newer.saleId, { status: 'confirmed' });
    const [account] = await app.db.select().from(users).where(eq(users.id, user.userId));

    const all = await admin.request<StaffOrderSummary[]>('GET', '/api/admin/order?limit=100');
    expect(all.status).toBe(200);
    const at = (id: string) => all.body.data.findIndex((o) => o.sale_id === id);
    expect(at(newer.saleId)).toBeLessThan(at(saleId));

    const confirmed = await admin.request<StaffOrderSummary[]>(
      'GET',
      '/api/admin/order?status=confirmed',
    );
    expect(confirmed.body.data.every((o) => o.status === 'confirmed')).toBe(true);
    expect(confirmed.body.data.some((o) => o.sale_id === newer.saleId)).toBe(true);

    for (const search of [saleId, account!.phone!, account!.email!.toUpperCase()]) {
      const found = await admin.request<StaffOrderSummary[]>(
        'GET',
        `/api/admin/order?search=${encodeURIComponent(search)}`,
      );
      expect(found.body.data.map((o) => o.sale_id)).toEqual([saleId]);
      expect(found.body.data[0]).toMatchObject({
        status: 'placed',
        item_count: 1,
        customer: { name: 'Meera Joshi', email: account!.email, phone: account!.phone },
      });
    }
    const byName = await admin.request<StaffOrderSummary[]>(
      'GET',
      '/api/admin/order?search=meera%20jo&limit=1',
    );
    expect(byName.body.data).toHaveLength(1);
    expect(byName.body.pagination!.total).toBeGreaterThan(1);
    const wildcard = await admin.request<StaffOrderSummary[]>('GET', '/api/admin/order?search=%25');
    expect(wildcard.body.data).toEqual([]);
    expect((await admin.request('GET', '/api/admin/order?status=lost')).status).toBe(400);
  });
});

describe('GET /api/website/order', () => {
  it('lists the orders on their way, each with its items and pictures', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { qty: 2, confirm: true });
    const list = await user.call<OrderSummary[]>('GET', 'website/order');
    expect(list.body.data[0]).toMatchObject({
      sale_id: saleId,
      items: [
        expect.objectContaining({ qty: 2, size: expect.any(String), image: expect.any(Object) }),
      ],
    });
    expect(
      (await user.call<OrderSummary[]>('GET', 'website/order', { query: { status: 'on_the_way' } }))
        .body.data,
    ).toEqual([]);
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING });
    const onTheWay = await user.call<OrderSummary[]>('GET', 'website/order', {
      query: { status: 'on_the_way' },
    });
    expect(onTheWay.body.data.map((o) => o.sale_id)).toEqual([saleId]);
    expect(onTheWay.body.pagination).toMatchObject({ total: 1 });
    const bad = await user.call('GET', 'website/order', { query: { status: 'lost' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be on_the_way');
  });
});
