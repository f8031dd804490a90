import { ChevronRight } from 'lucide-react';
import { Link } from '@/lib/router';
import type { OrderSummary } from '@kesariya/shared';
import { Price } from '@/components/price';
import { ItemLine } from '@/components/item-line';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { StatusBadge } from './status-badge';

/** Lines shown on a card; the rest are counted. */
const SHOWN_ITEMS = 3;

/** One order in the list: its number, date, status, what was bought with pictures, and the total. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const href = paths.order.getHref(order.sale_id);
  const more = order.items.length - SHOWN_ITEMS;
  return (
    <article
      className="overflow-hidden rounded-lg border border-line bg-white"
      aria-labelledby={`order-${order.sale_id}`}
      data-testid="order-card"
    >
      <header className="flex flex-wrap items-start justify-between gap-3 border-b border-line bg-ivory-deep/60 px-4 py-3 sm:px-5">
        <div>
          <p className="text-xs font-medium tracking-wide text-muted uppercase">Order</p>
          <h2 id={`order-${order.sale_id}`} className="font-sans">
            <Link
              to={href}
              className="text-lg font-bold tracking-wider text-ink hover:text-brand hover:underline"
              data-testid="order-card-link"
            >
              {order.sale_id}
            </Link>
          </h2>
          <p className="text-sm text-muted">
            Placed on <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
          </p>
        </div>
        <StatusBadge status={order.status} />
      </header>
      <ul className="divide-y divide-line px-4 sm:px-5">
        {order.items.slice(0, SHOWN_ITEMS).map((item, i) => (
          <li key={i} className="py-3">
            <ItemLine item={item} imageClassName="w-14" />
          </li>
        ))}
        {more > 0 && (
          <li className="py-2 text-sm text-muted">
            and {more} more {more === 1 ? 'item' : 'items'}
          </li>
        )}
      </ul>
      <footer className="flex flex-wrap items-center justify-between gap-3 border-t border-line px-4 py-3 sm:px-5">
        <p className="text-sm text-muted">
          <span className="font-semibold text-ink">
            <Price price={order.total} inline />
          </span>{' '}
          · {order.payment_method}
        </p>
        <Link
          to={href}
          className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
          aria-label={`View order ${order.sale_id}`}
        >
          View order
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      </footer>
    </article>
  );
}
