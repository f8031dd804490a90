import type { FastifyInstance } from 'fastify';
import type { ReturnableOrder, ReturnRequest } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser, setStock, type StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, orderFor } from '../orders/after-sale-kit';
import { askReturn, deliver, deliveredOrder, moveReturn } from './return-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;
beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

describe('GET /api/website/return', () => {
  it("lists the shopper's requests newest first with their timelines, by type, and never another shopper's", async () => {
    const order = await deliveredOrder(app, admin, [fresh(), fresh()]);
    const [first, second] = order.detail.items;
    const returned = await askReturn(order.user, order, { item_ids: String(first!.id) });
    const replaced = await askReturn(order.user, order, {
      item_ids: String(second!.id),
      type: 'replace',
      size: second!.size,
    });
    await moveReturn(admin, returned.body.data.id, 'approved');

    const all = await order.user.call<ReturnRequest[]>('GET', 'website/return');
    expect(all.status).toBe(200);
    expect(all.body.data.map((r) => r.id)).toEqual([replaced.body.data.id, returned.body.data.id]);
    const returns = await order.user.call<ReturnRequest[]>('GET', 'website/return', {
      query: { type: 'return' },
    });
    expect(returns.body.data).toHaveLength(1);
    expect(returns.body.data[0]).toMatchObject({
      status: 'approved',
      items: [{ order_item_id: first!.id, name: first!.name, qty: 1 }],
    });
    expect(returns.body.data[0]!.history.map((h) => h.status)).toEqual(['requested', 'approved']);
    expect(returns.body.data[0]!.history[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const stranger = await loggedInUser(app);
    const theirs = await stranger.call<ReturnRequest[]>('GET', 'website/return');
    expect(theirs.body).toMatchObject({ data: [], message: 'No requests yet' });
    const bad = await order.user.call('GET', 'website/return', { query: { type: 'swap' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('type must be return or replace');
  });
});

describe('GET /api/website/return/eligible', () => {
  it('lists delivered orders inside the window with the items still returnable and the sizes in stock', async () => {
    const a = fresh();
    const b = fresh();
    const order = await deliveredOrder(app, admin, [a, b], { daysAgo: 2 });
    const [asked, left] = order.detail.items;
    await askReturn(order.user, order, { item_ids: String(asked!.id) });
    // An order delivered long ago and one not delivered yet are not listed.
    const old = await deliveredOrder(app, admin, [fresh()], { daysAgo: 9 });
    await setStock(app, b.productId, b.size, 4);

    const answer = await order.user.call<ReturnableOrder[]>('GET', 'website/return/eligible');
    expect(answer.status).toBe(200);
    expect(answer.body.other_data).toEqual({ return_window_days: 7 });
    expect(answer.body.data).toHaveLength(1);
    const [eligible] = answer.body.data;
    expect(eligible!.sale_id).toBe(order.saleId);
    const delivered = new Date(eligible!.delivered_at).getTime();
    expect(new Date(eligible!.return_until).getTime() - delivered).toBe(7 * 24 * 60 * 60 * 1000);
    expect(eligible!.items.map((i) => i.order_item_id)).toEqual([left!.id]);
    expect(eligible!.items[0]!.sizes).toContainEqual({ size: b.size, stock: 4 });
    expect(eligible!.items[0]!.sizes.every((s) => s.stock > 0)).toBe(true);

    const late = await old.user.call<ReturnableOrder[]>('GET', 'website/return/eligible');
    expect(late.body.data).toEqual([]);
    const { user, saleId } = await orderFor(app, fresh(), { confirm: true });
    expect(
      (await user.call<ReturnableOrder[]>('GET', 'website/return/eligible')).body.data,
    ).toEqual([]);
    await deliver(app, admin, saleId, 0);
    expect(
      (await user.call<ReturnableOrder[]>('GET', 'website/return/eligible')).body.data,
    ).toHaveLength(1);
  });
});
