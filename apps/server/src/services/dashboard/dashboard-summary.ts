import { and, asc, count, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import {
  COURIER_TAKEN_ORDER_STATUSES,
  DASHBOARD_DELIVERY_WEEKS,
  DASHBOARD_SERIES_DAYS,
  NDR_ORDER_STATUSES,
  RTO_ORDER_STATUSES,
  LOW_SIZE_STOCK_AT,
  LOW_SIZE_STOCK_LIST,
  OPEN_RETURN_STATUSES,
  toRupees,
  UNSOLD_ORDER_STATUSES,
  WAITING_ORDER_STATUSES,
  type DailySales,
  type DashboardSummary,
  type DeliveryWeek,
  type LowStockSize,
  type SalesFigures,
  type WaitingOrderStatus,
} from '@kesariya/shared';
import { orders, products, productSizes, returnRequests, supportTickets } from '../../db/schema';
import type { ServiceContext } from '../context';
import { dashboardPeriods, type Span } from './ist-periods';

/**
 * The dashboard's figures, each one aggregate query over an index (docs/decisions/back-office.md,
 * Back office): nothing here loads orders, so it answers as fast with 50,000 orders as with 50.
 */

const sold = notInArray(orders.status, [...UNSOLD_ORDER_STATUSES]);
const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** A span that is still running has no upper bound: an order placed this second counts. */
const within = (span: Span, open: boolean) =>
  open
    ? sql`${orders.createdAt} >= ${at(span.from)}`
    : sql`${orders.createdAt} >= ${at(span.from)} and ${orders.createdAt} < ${at(span.to)}`;

function figuresOf(span: Span, open: boolean) {
  return {
    paise: sql<string>`coalesce(sum(${orders.totalPaise}) filter (where ${within(span, open)}), 0)`,
    orders: sql<string>`count(*) filter (where ${within(span, open)})`,
  };
}

const toFigures = (row: { paise: string; orders: string }): SalesFigures => ({
  sales: toRupees(Number(row.paise)),
  orders: Number(row.orders),
});

/** The IST day of an order, as the series names its days. */
const istDate = sql<string>`to_char(${orders.createdAt} at time zone 'Asia/Kolkata', 'YYYY-MM-DD')`;

async function periodFigures(ctx: ServiceContext, periods: ReturnType<typeof dashboardPeriods>) {
  const [row] = await ctx.db
    .select({
      today: figuresOf(periods.today, true).paise,
      todayOrders: figuresOf(periods.today, true).orders,
      yesterday: figuresOf(periods.yesterday, false).paise,
      yesterdayOrders: figuresOf(periods.yesterday, false).orders,
      week: figuresOf(periods.week, true).paise,
      weekOrders: figuresOf(periods.week, true).orders,
      lastWeek: figuresOf(periods.lastWeek, false).paise,
      lastWeekOrders: figuresOf(periods.lastWeek, false).orders,
    })
    .from(orders)
    // The oldest span is last week's: the range keeps the scan to two weeks of orders.
    .where(and(sold, sql`${orders.createdAt} >= ${at(periods.lastWeek.from)}`));
  const r = row!;
  return {
    today: {
      current: toFigures({ paise: r.today, orders: r.todayOrders }),
      previous: toFigures({ paise: r.yesterday, orders: r.yesterdayOrders }),
    },
    week: {
      current: toFigures({ paise: r.week, orders: r.weekOrders }),
      previous: toFigures({ paise: r.lastWeek, orders: r.lastWeekOrders }),
    },
  };
}

async function dailySales(
  ctx: ServiceContext,
  from: Date,
  days: readonly string[],
): Promise<DailySales[]> {
  const rows = await ctx.db
    .select({
      date: istDate,
      paise: sql<string>`sum(${orders.totalPaise})`,
      orders: sql<string>`count(*)`,
    })
    .from(orders)
    .where(and(sold, sql`${orders.createdAt} >= ${at(from)}`))
    .groupBy(istDate);
  const byDay = new Map(rows.map((row) => [row.date, row]));
  // Days without a sale are not in the answer of a GROUP BY: they are filled with zeros here.
  return days.map((date) => {
    const row = byDay.get(date);
    return { date, ...(row ? toFigures(row) : { sales: 0, orders: 0 }) };
  });
}

/** The IST week of an order, named by its Monday (PostgreSQL's weeks start on Monday). */
const istWeek = sql<string>`to_char(date_trunc('week', ${orders.createdAt} at time zone 'Asia/Kolkata'), 'YYYY-MM-DD')`;

const percent = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((1000 * part) / whole) / 10;

/** Week by week: the COD share, the parcels that came back, the failed deliveries still open. */
async function deliveryWeeks(
  ctx: ServiceContext,
  from: Date,
  weeks: readonly string[],
): Promise<DeliveryWeek[]> {
  const rows = await ctx.db
    .select({
      week: istWeek,
      orders: sql<string>`count(*)`,
      cod: sql<string>`count(*) filter (where ${eq(orders.paymentMethod, 'Cash on Delivery')})`,
      taken: sql<string>`count(*) filter (where ${and(eq(orders.deliveryOption, 'delivery'), inArray(orders.status, [...COURIER_TAKEN_ORDER_STATUSES]))})`,
      rto: sql<string>`count(*) filter (where ${inArray(orders.status, [...RTO_ORDER_STATUSES])})`,
      ndr: sql<string>`count(*) filter (where ${inArray(orders.status, [...NDR_ORDER_STATUSES])})`,
    })
    .from(orders)
    .where(and(sold, sql`${orders.createdAt} >= ${at(from)}`))
    .groupBy(istWeek);
  const byWeek = new Map(rows.map((row) => [row.week, row]));
  return weeks.map((week) => {
    const row = byWeek.get(week);
    const n = (value: string | undefined) => Number(value ?? 0);
    return {
      week,
      orders: n(row?.orders),
      cod_share: percent(n(row?.cod), n(row?.orders)),
      rto_rate: percent(n(row?.rto), n(row?.taken)),
      open_ndr: n(row?.ndr),
    };
  });
}

async function openNdr(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(orders)
    .where(inArray(orders.status, [...NDR_ORDER_STATUSES]));
  return Number(row?.n ?? 0);
}

async function waitingOrders(ctx: ServiceContext): Promise<DashboardSummary['waiting']> {
  const rows = await ctx.db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(inArray(orders.status, [...WAITING_ORDER_STATUSES]))
    .groupBy(orders.status);
  const byStatus = new Map(rows.map((row) => [row.status, Number(row.n)]));
  return WAITING_ORDER_STATUSES.map((status: WaitingOrderStatus) => ({
    status,
    count: byStatus.get(status) ?? 0,
  }));
}

/** Sizes of products on sale that are running out, the emptiest first. */
async function lowStock(ctx: ServiceContext): Promise<LowStockSize[]> {
  return ctx.db
    .select({
      product_id: productSizes.productId,
      name: products.name,
      size: productSizes.size,
      stock: productSizes.stock,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .where(and(lte(productSizes.stock, LOW_SIZE_STOCK_AT), eq(products.status, 'Y')))
    .orderBy(asc(productSizes.stock), asc(products.name), asc(productSizes.position))
    .limit(LOW_SIZE_STOCK_LIST);
}

async function openReturns(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(returnRequests)
    .where(inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]));
  return Number(row?.n ?? 0);
}

async function openTickets(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(supportTickets)
    .where(eq(supportTickets.status, 'open'));
  return Number(row?.n ?? 0);
}

export async function dashboardSummary(
  ctx: ServiceContext,
  now = new Date(),
): Promise<DashboardSummary> {
  const periods = dashboardPeriods(now, DASHBOARD_SERIES_DAYS, DASHBOARD_DELIVERY_WEEKS);
  const [figures, daily_sales, waiting, lowItems, open_returns, open_tickets, open_ndr, weeks] =
    await Promise.all([
      periodFigures(ctx, periods),
      dailySales(ctx, periods.seriesFrom, periods.seriesDays),
      waitingOrders(ctx),
      lowStock(ctx),
      openReturns(ctx),
      openTickets(ctx),
      openNdr(ctx),
      deliveryWeeks(ctx, periods.weeksFrom, periods.weeks),
    ]);
  return {
    as_of: now.toISOString(),
    ...figures,
    waiting,
    low_stock: { threshold: LOW_SIZE_STOCK_AT, items: lowItems },
    open_returns,
    open_tickets,
    open_ndr,
    delivery_weeks: weeks,
    daily_sales,
  };
}
