import { PackageCheck } from 'lucide-react';
import { Link } from '@/lib/router';
import type { ReturnableOrder } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { LoadFailed, OrderListSkeleton } from '@/components/order-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useScreenReady } from '@/store/use-screen-ready';
import type { ReturnableOrders as ReturnableOrdersData } from '../api/returns-api';
import { ItemLine } from '@/components/item-line';
import { OrderNumber } from './order-number';

function ReturnableOrderCard({ order }: { order: ReturnableOrder }) {
  return (
    <li className="rounded-lg border border-line bg-white" data-testid="returnable-order">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-line bg-ivory-deep/60 p-4">
        <OrderNumber saleId={order.sale_id}>
          Delivered {formatDate(order.delivered_at)} · Return or replace by{' '}
          <span className="font-semibold whitespace-nowrap text-ink">
            {formatDate(order.return_until)}
          </span>
        </OrderNumber>
        <div className="flex w-full gap-2 sm:w-auto">
          <Link
            to={paths.orderReturn.getHref(order.sale_id)}
            className={buttonClass('primary', 'flex-1 sm:flex-none')}
            aria-label={`Return items of order ${order.sale_id}`}
          >
            Return
          </Link>
          <Link
            to={paths.orderReplace.getHref(order.sale_id)}
            className={buttonClass('outline', 'flex-1 sm:flex-none')}
            aria-label={`Replace items of order ${order.sale_id}`}
          >
            Replace
          </Link>
        </div>
      </div>
      <ul className="divide-y divide-line px-4">
        {order.items.map((item) => (
          <li key={item.order_item_id} className="py-3">
            <ItemLine item={item} />
          </li>
        ))}
      </ul>
    </li>
  );
}

interface ReturnableOrdersProps {
  answer: {
    data?: ReturnableOrdersData;
    isLoading: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
}

/** The delivered orders still inside the return window, each with its Return and Replace actions. */
export function ReturnableOrders({ answer }: ReturnableOrdersProps) {
  const { data, isLoading, isError, refetch } = answer;
  useScreenReady(!isLoading);
  let body;
  if (isLoading) body = <OrderListSkeleton label="Loading the orders you can return…" />;
  else if (isError || !data)
    body = <LoadFailed what="your delivered orders" onRetry={() => refetch()} />;
  else if (data.orders.length === 0)
    body = (
      <div
        className="rounded-lg border border-dashed border-line bg-white px-5 py-10 text-center"
        data-testid="returnable-empty"
      >
        <PackageCheck className="mx-auto size-9 text-brand" aria-hidden="true" />
        <p className="mt-3 font-semibold text-ink">No orders to return right now</p>
        <p className="mx-auto mt-1 max-w-md text-sm text-muted">
          Delivered orders show here until their return window closes
          {data.windowDays === null ? '' : `, ${data.windowDays} days after delivery`}.
        </p>
        <Link to={paths.orders.getHref()} className={buttonClass('outline', 'mt-6')}>
          See my orders
        </Link>
      </div>
    );
  else
    body = (
      <ul className="space-y-4">
        {data.orders.map((order) => (
          <ReturnableOrderCard key={order.sale_id} order={order} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="returnable-heading" className="mt-10">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="returnable-heading" className="font-display text-xl font-semibold text-ink">
          Orders you can return
        </h2>
        <p className="text-sm">
          <Link
            to={paths.refundReplaceProcess.getHref(5)}
            className="font-medium text-brand hover:underline"
          >
            Return Status
          </Link>
          <span className="mx-2 text-line" aria-hidden="true">
            |
          </span>
          <Link
            to={paths.refundReplaceProcess.getHref(6)}
            className="font-medium text-brand hover:underline"
          >
            Replace Status
          </Link>
        </p>
      </div>
      {body}
    </section>
  );
}
