import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, orders, payments, refunds, returnRequests } from '../../src/db/schema';
import type { StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, orderFor, staffMove, walletBalancePaise } from '../orders/after-sale-kit';
import { askReturn, deliver, deliveredOrder, moveReturn, receive } from '../returns/return-kit';

/**
 * The money staff move (an order moved or cancelled, cash collected, a return refunded, a refund
 * tried again) and its audit entry are one transaction: neither is kept without the other.
 */
let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());
afterEach(async () => {
  vi.restoreAllMocks();
  await app.db.execute(sql`drop trigger if exists audit_refused on audit_log`);
});

async function entriesOf(targetType: string, targetId: string | number) {
  return app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))));
}

async function orderRow(saleId: string) {
  const [row] = await app.db.select().from(orders).where(eq(orders.saleId, saleId));
  return row!;
}

/** From here on the audit log takes no entry: its insert fails, as a full disk or a bug would. */
async function refuseAuditEntries(): Promise<void> {
  await app.db.execute(sql`
    create or replace function audit_refused() returns trigger language plpgsql as $$
    begin raise exception 'audit log unavailable'; end $$`);
  await app.db.execute(sql`
    create trigger audit_refused before insert on audit_log
    for each row execute function audit_refused()`);
}

/** The next message queued with a change fails, after the change's audit entry was written. */
function failNextMessage(): void {
  vi.spyOn(app.messages, 'queue').mockRejectedValueOnce(new Error('job table unavailable'));
}

const collect = (saleId: string, amount: number) =>
  admin.request('POST', `/api/admin/order/collect-cod/${saleId}`, { json: { amount } });

describe('a change whose audit entry cannot be written is not made', () => {
  it('leaves the order where it was when a move cannot be logged', async () => {
    const { saleId } = await orderFor(app, fresh());
    await refuseAuditEntries();
    expect((await staffMove(admin, saleId, { status: 'confirmed' })).status).toBe(500);
    expect((await orderRow(saleId)).status).toBe('placed');
  });

  it('gives no money back when a cancel cannot be logged', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { walletPaise: 50_000 });
    const balance = await walletBalancePaise(app, user.userId);
    await refuseAuditEntries();
    expect((await staffMove(admin, saleId, { status: 'cancelled' })).status).toBe(500);
    expect((await orderRow(saleId)).status).toBe('placed');
    expect(await walletBalancePaise(app, user.userId)).toBe(balance);
    const order = await orderRow(saleId);
    expect(await app.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toEqual([]);
  });

  it('records no cash when its collection cannot be logged', async () => {
    const { saleId } = await orderFor(app, fresh(), { confirm: true });
    await deliver(app, admin, saleId);
    const order = await orderRow(saleId);
    await refuseAuditEntries();
    expect((await collect(saleId, order.totalPaise / 100)).status).toBe(500);
    const [payment] = await app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment!.collectedAt).toBeNull();
  });

  it('refunds no return when its refund cannot be logged', async () => {
    const delivered = await deliveredOrder(app, admin, [fresh()]);
    const asked = await askReturn(delivered.user, delivered, {
      item_ids: delivered.detail.items.map((item) => item.id).join(','),
    });
    const id = asked.body.data.id;
    await receive(admin, id);
    const balance = await walletBalancePaise(app, delivered.user.userId);
    await refuseAuditEntries();
    expect((await moveReturn(admin, id, 'refunded', { refund_to: 'wallet' })).status).toBe(500);
    const [request] = await app.db.select().from(returnRequests).where(eq(returnRequests.id, id));
    expect(request!.status).toBe('received');
    expect(await walletBalancePaise(app, delivered.user.userId)).toBe(balance);
  });
});

describe('a change that fails after its audit entry leaves no entry', () => {
  it('keeps no entry of a move whose message could not be queued', async () => {
    const { saleId } = await orderFor(app, fresh());
    failNextMessage();
    expect((await staffMove(admin, saleId, { status: 'confirmed' })).status).toBe(500);
    expect((await orderRow(saleId)).status).toBe('placed');
    expect(await entriesOf('order', saleId)).toEqual([]);
  });

  it('keeps no entry of a cancel whose message could not be queued', async () => {
    const { saleId } = await orderFor(app, fresh());
    failNextMessage();
    expect((await staffMove(admin, saleId, { status: 'cancelled' })).status).toBe(500);
    expect((await orderRow(saleId)).status).toBe('placed');
    expect(await entriesOf('order', saleId)).toEqual([]);
  });
});

describe('a committed change has exactly one entry', () => {
  it('logs a cancel once even when the provider is unreachable after the commit', async () => {
    const { saleId } = await orderFor(app, fresh(), { online: true });
    vi.spyOn(app.paymentProvider, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    expect((await staffMove(admin, saleId, { status: 'cancelled' })).status).toBe(500);
    expect((await orderRow(saleId)).status).toBe('cancelled');
    const entries = await entriesOf('order', saleId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.cancelled',
      staffName: 'Store Owner',
      before: { status: 'placed' },
      after: { status: 'cancelled' },
    });
  });

  it('logs a refund tried again once, with its status before and after', async () => {
    const { saleId } = await orderFor(app, fresh(), { online: true });
    vi.spyOn(app.paymentProvider, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    await staffMove(admin, saleId, { status: 'cancelled' });
    const order = await orderRow(saleId);
    const [refund] = await app.db
      .update(refunds)
      .set({ status: 'failed' })
      .where(eq(refunds.orderId, order.id))
      .returning();
    vi.spyOn(app.paymentProvider, 'refund').mockRejectedValueOnce(new Error('socket hang up'));
    expect((await admin.request('POST', `/api/admin/refund/retry/${refund!.id}`)).status).toBe(500);
    expect(await entriesOf('refund', refund!.id)).toMatchObject([
      { action: 'refund.retry', before: { status: 'failed' }, after: { status: 'pending' } },
    ]);
  });

  it('logs cash collected once, and a second collection not at all', async () => {
    const { saleId } = await orderFor(app, fresh(), { confirm: true });
    await deliver(app, admin, saleId);
    const order = await orderRow(saleId);
    expect((await collect(saleId, order.totalPaise / 100)).status).toBe(200);
    expect((await collect(saleId, order.totalPaise / 100)).status).toBe(409);
    const collected = (await entriesOf('order', saleId)).filter(
      (entry) => entry.action === 'order.cod_collected',
    );
    expect(collected).toHaveLength(1);
  });
});
