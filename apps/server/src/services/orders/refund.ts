import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { orders, payments, refunds } from '../../db/schema';
import { refuse, type Refusal } from '../../errors';
import { PaymentProviderError, type PaymentProvider } from '../../payments/provider';
import { creditWallet } from '../wallet/ledger';
import { splitByPayment } from './apportion';
import type { OrderRow } from '../../db/rows';
import { beginAudit, type AuditActor } from '../audit/audit-log';

export type RefundRow = typeof refunds.$inferSelect;
export type RefundTo = 'wallet' | 'original';

export interface RefundInput {
  orderId: number;
  amountPaise: number;
  /** Wallet: all of it to the wallet. Original: the wallet part to the wallet, the rest as paid. */
  to: RefundTo;
  returnRequestId?: number | null;
  /** Who gave it: `shopper`, `staff:<user id>` or `system`; the provider's refund notes name them. */
  actor: string;
}

/** Where the money went: the wallet at once, the original payment through the provider. */
export interface RefundOutcome {
  amountPaise: number;
  walletPaise: number;
  originalPaise: number;
  /** 'original' when any of it goes back through the payment provider. */
  to: RefundTo;
  refunds: RefundRow[];
}

/** A refund written in the caller's transaction; its provider part is sent after the commit. */
export interface RecordedRefund {
  outcome: RefundOutcome;
  /** The refunds row awaiting the provider, with the payment it gives back. */
  toSend: { row: RefundRow; providerPaymentId: string; saleId: string; actor: string } | null;
}

type OnlinePayment = {
  provider: 'razorpay' | 'test';
  providerPaymentId: string;
  amountPaise: number;
};

/**
 * What the order's shopper paid, in two parts: from the wallet, and otherwise (the captured online
 * payment, or the cash taken on delivery); with what was refunded before and the online payment.
 */
async function paidSoFar(ctx: ServiceContext, order: OrderRow) {
  const captured = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.orderId, order.id),
        eq(payments.status, 'captured'),
        inArray(payments.provider, ['razorpay', 'test', 'cod']),
      ),
    )
    .orderBy(desc(payments.id));
  const [refunded] = await ctx.db
    .select({ paise: sql<string | number>`coalesce(sum(${refunds.amountPaise}), 0)` })
    .from(refunds)
    .where(eq(refunds.orderId, order.id));
  const online = captured.find(
    (row): row is typeof row & OnlinePayment =>
      row.provider !== 'cod' && row.providerPaymentId !== null,
  );
  return {
    paid: {
      walletPaise: order.walletUsedPaise,
      otherPaise: captured.reduce((sum, row) => sum + row.amountPaise, 0),
    },
    refundedPaise: Number(refunded?.paise ?? 0),
    online: online
      ? {
          provider: online.provider,
          providerPaymentId: online.providerPaymentId,
          amountPaise: online.amountPaise,
        }
      : null,
  };
}

/** What is left to give back on an order: everything paid minus every refund so far. */
export async function refundableBalance(ctx: ServiceContext, order: OrderRow): Promise<number> {
  const { paid, refundedPaise } = await paidSoFar(ctx, order);
  return paid.walletPaise + paid.otherPaise - refundedPaise;
}

/**
 * Writes a refund inside the caller's transaction (lock the order first): the wallet part is
 * credited at once; the part paid online gets a `pending` refunds row, sent to the provider by
 * `sendRefund` once the transaction has committed. Cash taken on delivery can only come back to the
 * wallet. Never more than is left to refund: the order's refunds add up to at most what was paid.
 */
export async function recordRefund(
  ctx: ServiceContext,
  order: OrderRow,
  input: RefundInput,
): Promise<RecordedRefund | Refusal> {
  const { paid, refundedPaise, online } = await paidSoFar(ctx, order);
  if (
    input.amountPaise < 0 ||
    input.amountPaise > paid.walletPaise + paid.otherPaise - refundedPaise
  )
    return refuse('conflict', 'That is more than is left to refund on this order', 'amount');
  const split = splitByPayment(paid, refundedPaise, input.amountPaise);
  const originalPaise = input.to === 'original' && online ? split.otherPaise : 0;
  const walletPaise = input.amountPaise - originalPaise;
  const rows: RefundRow[] = [];
  if (walletPaise > 0) {
    await creditWallet(ctx, {
      userId: order.userId,
      amountPaise: walletPaise,
      reason: 'refund',
      reference: input.returnRequestId ? `RET-${input.returnRequestId}` : order.saleId,
    });
    rows.push(await insertRefund(ctx, order, input, walletPaise, 'wallet', 'processed'));
  }
  const pending =
    originalPaise > 0 && online
      ? await insertRefund(ctx, order, input, originalPaise, online.provider, 'pending')
      : null;
  if (pending) rows.push(pending);
  return {
    outcome: {
      amountPaise: input.amountPaise,
      walletPaise,
      originalPaise,
      to: originalPaise > 0 ? 'original' : 'wallet',
      refunds: rows,
    },
    toSend:
      pending && online
        ? {
            row: pending,
            providerPaymentId: online.providerPaymentId,
            saleId: order.saleId,
            actor: input.actor,
          }
        : null,
  };
}

/**
 * A payment that arrived after its order was cancelled goes straight back, all of it, to where it
 * came from: recorded in the caller's transaction (the one that recorded the payment), sent by
 * `sendRefund` after the commit.
 */
export async function recordLatePaymentRefund(
  ctx: ServiceContext,
  order: OrderRow,
): Promise<RecordedRefund | null> {
  const { online } = await paidSoFar(ctx, order);
  if (!online) return null;
  const amountPaise = online.amountPaise;
  const input = { orderId: order.id, amountPaise, to: 'original', actor: 'system' } as const;
  const row = await insertRefund(ctx, order, input, amountPaise, online.provider, 'pending');
  return {
    outcome: {
      amountPaise,
      walletPaise: 0,
      originalPaise: amountPaise,
      to: 'original',
      refunds: [row],
    },
    toSend: {
      row,
      providerPaymentId: online.providerPaymentId,
      saleId: order.saleId,
      actor: 'system',
    },
  };
}

async function insertRefund(
  ctx: ServiceContext,
  order: OrderRow,
  input: RefundInput,
  amountPaise: number,
  provider: RefundRow['provider'],
  status: RefundRow['status'],
): Promise<RefundRow> {
  const [row] = await ctx.db
    .insert(refunds)
    .values({
      orderId: order.id,
      returnRequestId: input.returnRequestId ?? null,
      amountPaise,
      to: provider === 'wallet' ? 'wallet' : 'original',
      provider,
      status,
    })
    .returning();
  return row!;
}

/**
 * Sends a recorded refund's online part to the provider, after the transaction that recorded it
 * committed (no rows are locked while the provider is called). A refusal leaves the row `failed`,
 * for an operator to try again (`retryRefund`); a lost answer leaves it `pending`, since the money
 * may be on its way, and the provider's webhook settles it. Either way nothing is refunded twice.
 */
export async function sendRefund(
  ctx: ServiceContext,
  provider: PaymentProvider,
  recorded: RecordedRefund,
  log?: FastifyBaseLogger,
): Promise<RefundOutcome> {
  const { outcome, toSend } = recorded;
  if (!toSend) return outcome;
  const sent = await callProvider(ctx, provider, toSend, log);
  return { ...outcome, refunds: outcome.refunds.map((row) => (row.id === sent.id ? sent : row)) };
}

async function callProvider(
  ctx: ServiceContext,
  provider: PaymentProvider,
  toSend: NonNullable<RecordedRefund['toSend']>,
  log?: FastifyBaseLogger,
): Promise<RefundRow> {
  const { row } = toSend;
  if (provider.name !== row.provider) {
    // The store changed payment providers since this order was paid: refunded by hand.
    log?.error(
      { refundId: row.id, saleId: toSend.saleId },
      'refund needs the payment provider it was paid with',
    );
    return row;
  }
  try {
    const answer = await provider.refund({
      providerPaymentId: toSend.providerPaymentId,
      amountPaise: row.amountPaise,
      notes: { refund_id: String(row.id), sale_id: toSend.saleId, requested_by: toSend.actor },
    });
    return await updateRefund(ctx, row.id, { providerRefundId: answer.id, status: answer.status });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log?.error({ err: error, refundId: row.id, saleId: toSend.saleId }, 'refund not sent');
    return error.refused ? updateRefund(ctx, row.id, { status: 'failed' }) : row;
  }
}

async function updateRefund(
  ctx: ServiceContext,
  id: number,
  change: Partial<Pick<RefundRow, 'providerRefundId' | 'status'>>,
): Promise<RefundRow> {
  const [row] = await ctx.db
    .update(refunds)
    .set({ ...change, updatedAt: new Date() })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/**
 * Refunds part or all of an order in its own transaction, then sends the online part (see
 * `recordRefund` and `sendRefund`). A caller already inside a transaction uses those two instead.
 */
export async function refundOrder(
  ctx: ServiceContext,
  provider: PaymentProvider,
  input: RefundInput,
  log?: FastifyBaseLogger,
): Promise<RefundOutcome | Refusal> {
  const recorded = await ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db };
    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for('update');
    if (!order) return refuse('not_found', 'Order not found');
    return recordRefund(tx, order, input);
  });
  if ('ok' in recorded) return recorded;
  return sendRefund(ctx, provider, recorded, log);
}

/**
 * Tries a refund the provider refused once more. Only a `failed` row: a `pending` one may still be
 * on its way, and sending it again could give the money back twice. Taking it back to `pending` and
 * the audit log's entry are one transaction; the provider is called after it, as for any refund.
 */
export async function retryRefund(
  ctx: ServiceContext,
  provider: PaymentProvider,
  input: { refundId: number; staff: AuditActor },
  log?: FastifyBaseLogger,
): Promise<RefundRow | Refusal> {
  const row = await ctx.db.transaction(async (db) => {
    const tx: ServiceContext = { db };
    const audit = await beginAudit(
      tx,
      input.staff,
      { action: 'refund.retry', targetType: 'refund', targetId: input.refundId },
      () => refundSnapshot(tx, input.refundId),
    );
    const [retried] = await db
      .update(refunds)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(and(eq(refunds.id, input.refundId), eq(refunds.status, 'failed')))
      .returning();
    if (retried) await audit();
    return retried;
  });
  if (!row) return refuse('conflict', 'Only a failed refund can be tried again');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.id, row.orderId));
  const { online } = await paidSoFar(ctx, order!);
  if (!online) return updateRefund(ctx, row.id, { status: 'failed' });
  return callProvider(
    ctx,
    provider,
    {
      row,
      providerPaymentId: online.providerPaymentId,
      saleId: order!.saleId,
      actor: `staff:${input.staff.id}`,
    },
    log,
  );
}

/** What the audit log keeps of a refund tried again: its status, before and after the retry. */
async function refundSnapshot(ctx: ServiceContext, id: number) {
  const [row] = await ctx.db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.id, id));
  return row ?? null;
}

/**
 * Applies the provider's word on a refund (its webhook), found by the provider's refund id or by
 * our row named in the refund's notes. Processed is final; failed only ends a pending refund.
 */
export async function settleRefund(
  ctx: ServiceContext,
  provider: RefundRow['provider'],
  event: { providerRefundId: string; refundId: number | null; status: 'processed' | 'failed' },
): Promise<RefundRow | null> {
  const byId = and(
    eq(refunds.provider, provider),
    event.refundId === null
      ? eq(refunds.providerRefundId, event.providerRefundId)
      : sql`(${refunds.providerRefundId} = ${event.providerRefundId} or (${refunds.id} = ${event.refundId} and ${refunds.providerRefundId} is null))`,
  );
  const [row] = await ctx.db
    .update(refunds)
    .set({ status: event.status, providerRefundId: event.providerRefundId, updatedAt: new Date() })
    .where(
      and(
        byId,
        event.status === 'processed'
          ? sql`${refunds.status} <> 'processed'`
          : eq(refunds.status, 'pending'),
      ),
    )
    .returning();
  return row ?? null;
}
