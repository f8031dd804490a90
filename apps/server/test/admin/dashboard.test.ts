import type { FastifyInstance } from 'fastify';
import { eq, lte } from 'drizzle-orm';
import { LOW_SIZE_STOCK_AT, type AuditFacets, type DashboardSummary } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, products, productSizes } from '../../src/db/schema';
import { dashboardSummary } from '../../src/services/dashboard/dashboard-summary';
import { dashboardPeriods } from '../../src/services/dashboard/ist-periods';
import { setStock, type StockedSize } from '../cart/shopper-kit';
import { AUTH } from '../helpers/build-app';
import { Client, staffClient } from '../media/admin-kit';
import { afterSaleApp, cancel, orderFor, staffMove } from '../orders/after-sale-kit';
import { askReturn, deliveredOrder } from '../returns/return-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
}, 120_000);
afterAll(async () => app?.close());

async function dashboard(client: Client = admin): Promise<DashboardSummary> {
  const answer = await client.request<DashboardSummary>('GET', '/api/admin/dashboard');
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function totalRupees(saleId: string): Promise<number> {
  const [row] = await app.db
    .select({ total: orders.totalPaise })
    .from(orders)
    .where(eq(orders.saleId, saleId));
  return row!.total / 100;
}

/** Moves an order's creation time, to place it in a chosen hour of the shop's calendar. */
async function placedAt(saleId: string, iso: string): Promise<void> {
  await app.db
    .update(orders)
    .set({ createdAt: new Date(iso) })
    .where(eq(orders.saleId, saleId));
}

const waitingOf = (summary: DashboardSummary, status: string) =>
  summary.waiting.find((w) => w.status === status)!.count;

describe('GET /api/admin/dashboard', () => {
  it('counts paid and cash-on-delivery orders as sales, never a cancelled or an unpaid one', async () => {
    const before = await dashboard();
    const cod = await orderFor(app, fresh());
    const paid = await orderFor(app, fresh(), { online: true });
    await orderFor(app, fresh(), { online: true, pay: false });
    const cancelled = await orderFor(app, fresh());
    expect((await cancel(cancelled.user, cancelled.saleId)).status).toBe(200);

    const after = await dashboard();
    const sold = (await totalRupees(cod.saleId)) + (await totalRupees(paid.saleId));
    for (const period of ['today', 'week'] as const) {
      expect(after[period].current.orders - before[period].current.orders).toBe(2);
      expect(after[period].current.sales - before[period].current.sales).toBeCloseTo(sold, 2);
    }
    const today = after.daily_sales.at(-1)!;
    const todayBefore = before.daily_sales.at(-1)!;
    expect(today.orders - todayBefore.orders).toBe(2);
    expect(today.sales - todayBefore.sales).toBeCloseTo(sold, 2);
  });

  it('counts the orders waiting in each status as staff move them', async () => {
    const before = await dashboard();
    const { saleId } = await orderFor(app, fresh(), { online: true });
    const placed = await dashboard();
    expect(waitingOf(placed, 'placed')).toBe(waitingOf(before, 'placed') + 1);
    expect((await staffMove(admin, saleId, { status: 'packed' })).status).toBe(200);
    const packed = await dashboard();
    expect(waitingOf(packed, 'placed')).toBe(waitingOf(before, 'placed'));
    expect(waitingOf(packed, 'packed')).toBe(waitingOf(before, 'packed') + 1);
    expect(packed.waiting.map((w) => w.status)).toEqual([
      'placed',
      'confirmed',
      'packed',
      'shipped',
      'out_for_delivery',
    ]);
  });

  it('lists the sizes running out, the emptiest first, and leaves out products taken off sale', async () => {
    // Every other size well stocked, so the list holds only what this test sets.
    await app.db
      .update(productSizes)
      .set({ stock: 10 })
      .where(lte(productSizes.stock, LOW_SIZE_STOCK_AT));
    const one = fresh();
    const empty = fresh();
    let hidden = fresh();
    while ([one.productId, empty.productId].includes(hidden.productId)) hidden = fresh();
    await setStock(app, one.productId, one.size, 1);
    await setStock(app, empty.productId, empty.size, 0);
    await setStock(app, hidden.productId, hidden.size, 0);
    await app.db.update(products).set({ status: 'N' }).where(eq(products.id, hidden.productId));

    const { low_stock } = await dashboard();
    expect(low_stock.threshold).toBe(LOW_SIZE_STOCK_AT);
    expect(low_stock.items).toEqual([
      { product_id: empty.productId, name: empty.name, size: empty.size, stock: 0 },
      { product_id: one.productId, name: one.name, size: one.size, stock: 1 },
    ]);
    await app.db.update(products).set({ status: 'Y' }).where(eq(products.id, hidden.productId));
  });

  it('gives week by week the COD share, the parcels come back and the failed deliveries open', async () => {
    const before = await dashboard();
    // Four orders of one week a month back, which no other test places orders in.
    const week = dashboardPeriods(new Date(), 30, 8).weeks[3]!;
    const cod = [await orderFor(app, fresh()), await orderFor(app, fresh())];
    const online = [
      await orderFor(app, fresh(), { online: true }),
      await orderFor(app, fresh(), { online: true }),
    ];
    const fates = ['delivered', 'rto_delivered', 'delivery_failed', 'packed'] as const;
    for (const [i, order] of [...cod, ...online].entries()) {
      await placedAt(order.saleId, `${week}T06:00:00Z`);
      // The courier's moves, as its tracking would make them.
      await app.db.update(orders).set({ status: fates[i]! }).where(eq(orders.saleId, order.saleId));
    }

    const after = await dashboard();
    expect(after.delivery_weeks.map((w) => w.week)).toEqual(
      before.delivery_weeks.map((w) => w.week),
    );
    expect(after.delivery_weeks).toHaveLength(8);
    expect(after.delivery_weeks.find((w) => w.week === week)).toEqual({
      week,
      orders: 4,
      cod_share: 50,
      // Three parcels went out (the packed one has not), one came back.
      rto_rate: 33.3,
      open_ndr: 1,
    });
    expect(after.open_ndr).toBe(before.open_ndr + 1);
  });

  it('counts open return requests and open support tickets', async () => {
    const before = await dashboard();
    const delivered = await deliveredOrder(app, admin, [fresh()]);
    const items = delivered.detail.items.map((item) => item.id).join(',');
    expect((await askReturn(delivered.user, delivered, { item_ids: items })).status).toBe(201);
    const contact = await app.inject({
      method: 'POST',
      url: '/api/website/contact/create',
      headers: { authorization: AUTH },
      payload: {
        name: 'Kavita Joshi',
        email: 'kavita@example.co.in',
        subject: 'Blouse stitching',
        message: 'Do you stitch the blouse piece to measure?',
      },
    });
    expect(contact.statusCode).toBe(200);
    const after = await dashboard();
    expect(after.open_returns).toBe(before.open_returns + 1);
    expect(after.open_tickets).toBe(before.open_tickets + 1);
  });

  it('is open to staff as well as the owner', async () => {
    const staff = await staffClient(app);
    expect((await dashboard(staff)).daily_sales).toHaveLength(30);
  });
});

describe('the dashboard calendar (IST, weeks from Monday)', () => {
  // Wednesday 9 January 2030, 10:00 in Pune: the IST Monday is 7 January.
  const now = new Date('2030-01-09T04:30:00Z');

  it('compares today with yesterday, and this week with last week, up to the same time', async () => {
    const stamps = {
      // Today, and yesterday before and after this time of day.
      today: '2030-01-09T03:00:00Z',
      yesterdayEarlier: '2030-01-08T03:00:00Z',
      yesterdayLater: '2030-01-08T06:00:00Z',
      // Monday of last week, inside the span; last Friday, outside it.
      lastMonday: '2029-12-31T10:00:00Z',
      lastFriday: '2030-01-04T10:00:00Z',
    };
    const placed: Record<string, number> = {};
    for (const [name, iso] of Object.entries(stamps)) {
      const { saleId } = await orderFor(app, fresh());
      await placedAt(saleId, iso);
      placed[name] = await totalRupees(saleId);
    }
    const summary = await dashboardSummary({ db: app.db }, now);
    expect(summary.today.current).toEqual({ sales: placed.today, orders: 1 });
    expect(summary.today.previous).toEqual({ sales: placed.yesterdayEarlier, orders: 1 });
    expect(summary.week.current.orders).toBe(3);
    expect(summary.week.current.sales).toBeCloseTo(
      placed.today! + placed.yesterdayEarlier! + placed.yesterdayLater!,
      2,
    );
    expect(summary.week.previous).toEqual({ sales: placed.lastMonday, orders: 1 });
  });

  it('gives 30 IST days ending today, zero-filled, with a late-evening order on its IST day', async () => {
    // 20:00 UTC on the 20th is 01:30 on the 21st in Pune.
    const { saleId } = await orderFor(app, fresh());
    await placedAt(saleId, '2029-12-20T20:00:00Z');
    const summary = await dashboardSummary({ db: app.db }, now);
    const days = summary.daily_sales;
    expect(days).toHaveLength(30);
    expect(days[0]!.date).toBe('2029-12-11');
    expect(days.at(-1)!.date).toBe('2030-01-09');
    expect(days.find((d) => d.date === '2029-12-21')).toEqual({
      date: '2029-12-21',
      sales: await totalRupees(saleId),
      orders: 1,
    });
    expect(days.find((d) => d.date === '2029-12-20')).toEqual({
      date: '2029-12-20',
      sales: 0,
      orders: 0,
    });
  });

  it('starts the week on Monday even on a Sunday night', () => {
    // Sunday 13 January 2030, 23:30 IST.
    const periods = dashboardPeriods(new Date('2030-01-13T18:00:00Z'), 30, 8);
    expect(periods.week.from.toISOString()).toBe('2030-01-06T18:30:00.000Z');
    expect(periods.today.from.toISOString()).toBe('2030-01-12T18:30:00.000Z');
  });
});

describe('GET /api/admin/audit/facets', () => {
  it('names the actions and target types the log holds, for the owner only', async () => {
    const staff = await staffClient(app);
    const facets = await admin.request<AuditFacets>('GET', '/api/admin/audit/facets');
    expect(facets.status).toBe(200);
    expect(facets.body.data.actions).toEqual(
      expect.arrayContaining(['staff.invite', 'order.packed']),
    );
    expect(facets.body.data.target_types).toEqual(expect.arrayContaining(['staff', 'order']));
    expect((await staff.request('GET', '/api/admin/audit/facets')).status).toBe(403);
  });

  it('filters the log by the member who made the change', async () => {
    const staff = await staffClient(app);
    const list = await admin.request<{ id: number; email: string }[]>('GET', '/api/admin/staff');
    const me = list.body.data.find((m) => m.email === staff.email)!;
    const { saleId } = await orderFor(app, fresh());
    await staffMove(staff, saleId, { status: 'confirmed' });
    const log = await admin.request<{ action: string; staff_user_id: number }[]>(
      'GET',
      `/api/admin/audit?staff_user_id=${me.id}`,
    );
    expect(log.body.data).toMatchObject([{ action: 'order.confirmed', staff_user_id: me.id }]);
  });
});
