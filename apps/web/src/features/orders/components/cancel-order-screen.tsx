import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@/lib/router';
import type { CancelledOrder, OrderDetail, OrderSummary } from '@kesariya/shared';
import { buttonClass } from '@/components/button';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import type { ApiFailure } from '@/store/api';
import { useGetOrderQuery, useListOrdersQuery } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { CancelOrderForm, CancelResult } from './cancel-order-flow';
import { OrderItems } from './order-items';
import {
  LoadFailed,
  OrderDetailSkeleton,
  OrderListSkeleton,
  OrderNotFound,
} from '@/components/order-states';
import { StatusBadge } from './status-badge';

const frame = 'mx-auto max-w-2xl px-5 py-8 sm:py-10';

const isCancellable = (order: OrderSummary) => order.next_moves.includes('cancelled');

/** Without an order named: the recent ones that can still be cancelled. */
function ChooseOrder() {
  const { data, isLoading, isError, refetch } = useListOrdersQuery({ page: 1 });
  useScreenReady(!isLoading);
  const open = data?.orders.filter(isCancellable) ?? [];
  return (
    <section className={frame} aria-labelledby="cancel-title">
      <h1 id="cancel-title" className="font-display text-3xl font-semibold text-ink">
        Cancel an order
      </h1>
      <p className="mt-2 text-[15px] text-muted">
        An order can be cancelled until it is shipped. Which one would you like to cancel?
      </p>
      {isLoading ? (
        <OrderListSkeleton />
      ) : isError ? (
        <LoadFailed what="your orders" onRetry={() => void refetch()} />
      ) : open.length === 0 ? (
        <div className="mt-8 rounded-lg border border-line bg-white p-6" data-testid="orders-empty">
          <p className="text-[15px] text-ink">None of your recent orders can be cancelled now.</p>
          <p className="mt-1 text-sm text-muted">
            Shipped orders can be returned once they are delivered.
          </p>
          <Link to={paths.orders.getHref()} className={buttonClass('outline', 'mt-5')}>
            See my orders
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3" data-testid="cancellable-orders">
          {open.map((order) => (
            <li
              key={order.sale_id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-line bg-white p-4"
            >
              <div>
                <p className="text-lg font-bold tracking-wider text-ink">{order.sale_id}</p>
                <p className="text-sm text-muted">
                  {formatDate(order.created_at)} · <Price price={order.total} inline /> ·{' '}
                  {order.item_count} {order.item_count === 1 ? 'item' : 'items'}
                </p>
              </div>
              <Link
                to={paths.cancelOrder.getHref(order.sale_id)}
                className={buttonClass('outline')}
                aria-label={`Cancel order ${order.sale_id}`}
              >
                Cancel this order
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function NotCancellable({ order }: { order: OrderDetail }) {
  const cancelled = order.status === 'cancelled';
  return (
    <div className="mt-6 rounded-lg border border-line bg-white p-6" data-testid="not-cancellable">
      <p className="text-[15px] font-semibold text-ink">
        {cancelled ? 'This order is already cancelled.' : 'This order can no longer be cancelled.'}
      </p>
      {!cancelled && (
        <p className="mt-1 text-sm text-muted">
          {order.status === 'payment_failed'
            ? 'Its payment did not go through, so there is nothing to cancel.'
            : 'It has been shipped. Once it is delivered you can return it instead.'}
        </p>
      )}
      <Link to={paths.order.getHref(order.sale_id)} className={buttonClass('primary', 'mt-5')}>
        View the order
      </Link>
    </div>
  );
}

function CancelOne({ saleId }: { saleId: string }) {
  const navigate = useNavigate();
  const { data: order, isLoading, error, refetch } = useGetOrderQuery(saleId);
  const [result, setResult] = useState<CancelledOrder | null>(null);
  useScreenReady(!isLoading);
  if (isLoading) return <OrderDetailSkeleton />;
  if ((error as ApiFailure | undefined)?.status === 404) return <OrderNotFound saleId={saleId} />;
  if (!order) return <LoadFailed what="this order" onRetry={() => void refetch()} />;
  const back = paths.order.getHref(order.sale_id);
  return (
    <section className={frame} aria-labelledby="cancel-title">
      <h1 id="cancel-title" className="font-display text-3xl font-semibold text-ink">
        Cancel order
      </h1>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-xl font-bold tracking-wider text-ink">{order.sale_id}</p>
        <StatusBadge status={order.status} />
      </div>
      <div className="mt-4 rounded-lg border border-line bg-white p-5">
        <OrderItems items={order.items} compact />
        <p className="mt-4 flex justify-between border-t border-line pt-3 text-[15px] font-semibold">
          <span>Order total</span>
          <Price price={order.totals.total} inline />
        </p>
      </div>
      {result ? (
        <div className="mt-6 rounded-lg border border-line bg-white p-5">
          <CancelResult result={result}>
            <Link to={back} className={buttonClass('primary')}>
              Back to the order
            </Link>
          </CancelResult>
        </div>
      ) : order.next_moves.includes('cancelled') ? (
        <div className="mt-6 rounded-lg border border-line bg-white p-5">
          <CancelOrderForm order={order} onCancelled={setResult} onKeep={() => navigate(back)} />
        </div>
      ) : (
        <NotCancellable order={order} />
      )}
    </section>
  );
}

/** /order/cancel-order?sale_id=…: the reason and confirmation, then where the money went. */
export function CancelOrderScreen() {
  const [params] = useSearchParams();
  const saleId = params.get('sale_id')?.trim().toUpperCase() ?? '';
  return saleId ? <CancelOne key={saleId} saleId={saleId} /> : <ChooseOrder />;
}
