import { formatMoney, type DailySales, type WaitingOrderStatus } from '@kesariya/shared';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';

/**
 * What each waiting status asks of the shop, as the dashboard says it: the steps still the shop's
 * own say what comes next; the ones with the courier read as everywhere else.
 */
export const WAITING_LABELS: Record<WaitingOrderStatus, string> = {
  placed: 'New, to confirm',
  confirmed: 'Confirmed, to pack',
  packed: 'Packed, to ship',
  shipped: ORDER_STATUS_LABELS.shipped,
  out_for_delivery: ORDER_STATUS_LABELS.out_for_delivery,
};

export interface Change {
  /** Whole percent, or null when there is nothing to compare with. */
  percent: number | null;
  direction: 'up' | 'down' | 'same';
}

/** How far a figure moved from the one it is compared with. */
export function changeOf(current: number, previous: number): Change {
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'same';
  if (previous === 0) return { percent: null, direction };
  return { percent: Math.round(((current - previous) / previous) * 100), direction };
}

const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** An IST date (YYYY-MM-DD) as the chart writes it: 9 Jan. */
export function shortDay(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** One sentence a screen reader hears for the chart: the total, the best day, the days without sales. */
export function seriesSummary(days: readonly DailySales[]): string {
  if (days.length === 0) return 'No sales figures.';
  const total = days.reduce((sum, day) => sum + day.sales, 0);
  const orders = days.reduce((sum, day) => sum + day.orders, 0);
  const first = days[0]!;
  const last = days.at(-1)!;
  const span = `${shortDay(first.date)} to ${shortDay(last.date)}`;
  if (orders === 0) return `No sales from ${span}.`;
  const best = days.reduce((top, day) => (day.sales > top.sales ? day : top), first);
  const quiet = days.filter((day) => day.orders === 0).length;
  return `Sales from ${span}: ${formatMoney(total)} from ${orders} ${
    orders === 1 ? 'order' : 'orders'
  }. Best day ${shortDay(best.date)} with ${formatMoney(best.sales)}. ${quiet} ${
    quiet === 1 ? 'day' : 'days'
  } without sales.`;
}
