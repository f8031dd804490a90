import { PackageOpen, Truck } from 'lucide-react';
import { Link, useSearchParams } from '@/lib/router';
import { buttonClass } from '@/components/button';
import { PaginationNav } from '@/components/pagination-nav';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { readPageParam } from '@/lib/page-param';
import { useListOrdersQuery } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { OrderCard } from './order-card';
import { LoadFailed, OrderListSkeleton } from '@/components/order-states';

type OrderList = 'all' | 'on_the_way';

const LISTS = {
  all: { title: 'My orders', href: paths.orders.getHref, tab: 'All orders' },
  on_the_way: { title: 'On the way', href: paths.orderOnTheWay.getHref, tab: 'On the way' },
} as const;

function Tabs({ list }: { list: OrderList }) {
  return (
    <nav aria-label="Orders" className="mt-4 flex gap-2">
      {(Object.keys(LISTS) as OrderList[]).map((key) => (
        <Link
          key={key}
          to={LISTS[key].href()}
          aria-current={key === list ? 'page' : undefined}
          className={cn(
            'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-semibold',
            key === list
              ? 'border-brand bg-brand text-white'
              : 'border-line bg-white text-ink hover:border-brand hover:text-brand',
          )}
        >
          {LISTS[key].tab}
        </Link>
      ))}
    </nav>
  );
}

function Empty({ list }: { list: OrderList }) {
  if (list === 'on_the_way')
    return (
      <div className="mt-10 text-center" data-testid="orders-empty">
        <Truck className="mx-auto size-10 text-brand" aria-hidden="true" />
        <h2 className="mt-4 font-display text-2xl font-semibold text-ink">
          Nothing on the way right now
        </h2>
        <p className="mt-2 text-[15px] text-muted">
          Orders show up here once they are shipped, until they reach you.
        </p>
        <Link to={paths.orders.getHref()} className={buttonClass('outline', 'mt-6')}>
          See all orders
        </Link>
      </div>
    );
  return (
    <div className="mt-10 text-center" data-testid="orders-empty">
      <PackageOpen className="mx-auto size-10 text-brand" aria-hidden="true" />
      <h2 className="mt-4 font-display text-2xl font-semibold text-ink">No orders yet</h2>
      <p className="mt-2 text-[15px] text-muted">
        When you place an order, you can follow it, cancel it and get its invoice here.
      </p>
      <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-6')}>
        Start shopping
      </Link>
    </div>
  );
}

/** /orders and /order/on-the-way: the shopper's orders, newest first, a page at a time. */
export function OrdersScreen({ list = 'all' }: { list?: OrderList }) {
  const [params] = useSearchParams();
  const page = readPageParam(params);
  const { data, isLoading, isFetching, isError, refetch } = useListOrdersQuery({
    page,
    status: list === 'on_the_way' ? 'on_the_way' : undefined,
  });
  useScreenReady(!isLoading);
  const { title, href } = LISTS[list];
  return (
    <section className="mx-auto max-w-3xl px-5 py-8 sm:py-10" aria-labelledby="orders-title">
      <h1 id="orders-title" className="font-display text-3xl font-semibold text-ink">
        {title}
      </h1>
      <Tabs list={list} />
      {isLoading ? (
        <OrderListSkeleton />
      ) : isError || !data ? (
        <LoadFailed what="your orders" onRetry={() => void refetch()} />
      ) : data.orders.length === 0 ? (
        <Empty list={list} />
      ) : (
        <>
          <ul className={cn('mt-6 space-y-4', isFetching && 'opacity-60')} data-testid="orders">
            {data.orders.map((order) => (
              <li key={order.sale_id}>
                <OrderCard order={order} />
              </li>
            ))}
          </ul>
          <PaginationNav
            page={page}
            pageCount={data.pagination?.total_pages ?? 1}
            hrefFor={(p) => href(p)}
          />
        </>
      )}
    </section>
  );
}
