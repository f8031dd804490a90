import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import type { OrderDetail, ReturnType } from '@kesariya/shared';
import { LoadFailed, OrderDeadEnd, OrderNotFound } from '@/components/order-states';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useGetOrderQuery } from '@/store/order-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetReturnableOrdersQuery } from '../api/returns-api';
import { REQUEST_WORDS } from '../lib/return-status';
import { ReturnRequestForm } from './return-request-form';
import { ReturnFormSkeleton } from './return-form-skeleton';

/** Why a delivered-or-not order of the shopper offers nothing to return, in their words. */
function NothingToReturn({ order, type }: { order: OrderDetail; type: ReturnType }) {
  const words = REQUEST_WORDS[type];
  if (order.status !== 'delivered')
    return (
      <OrderDeadEnd
        title="This order is not delivered yet"
        action={{ to: paths.order.getHref(order.sale_id), label: 'See the order' }}
        testId="return-not-delivered"
      >
        You can ask for a {words.noun} once order {order.sale_id} reaches you.
      </OrderDeadEnd>
    );
  const until = order.can_return_until;
  if (!until || new Date(until) < new Date())
    return (
      <OrderDeadEnd
        title="The return window has closed"
        action={{ to: paths.customerSupport.getHref(), label: 'Ask our support team' }}
        testId="return-window-closed"
      >
        {until
          ? `Items of order ${order.sale_id} could be returned or replaced until ${formatDate(until)}.`
          : `Items of order ${order.sale_id} can no longer be returned or replaced.`}{' '}
        If something is wrong with your order, our support team will help.
      </OrderDeadEnd>
    );
  return (
    <OrderDeadEnd
      title="Already asked for"
      action={{
        to: paths.refundReplaceProcess.getHref(words.statusPage),
        label: `See ${words.statusTitle}`,
      }}
      testId="return-all-requested"
    >
      Every item of order {order.sale_id} is already in a return or replacement request.
    </OrderDeadEnd>
  );
}

/**
 * /order/return/{saleId} and /order/replace/{saleId}: the request form of one delivered order,
 * or why there is nothing to ask for. Another shopper's order reads as a missing one.
 */
export function ReturnRequestScreen({
  type,
  saleId,
  pickupAddress,
}: {
  type: ReturnType;
  saleId: string;
  /** The address choice, composed in by the route. */
  pickupAddress: ReactNode;
}) {
  const words = REQUEST_WORDS[type];
  const order = useGetOrderQuery(saleId);
  const returnable = useGetReturnableOrdersQuery();
  const loading = order.isLoading || returnable.isLoading;
  useScreenReady(!loading);

  if (loading) return <ReturnFormSkeleton />;
  if (order.error && 'status' in order.error && order.error.status === 404)
    return <OrderNotFound saleId={saleId} />;
  if (!order.data || !returnable.data)
    return (
      <LoadFailed
        what="your order"
        onRetry={() => {
          void order.refetch();
          void returnable.refetch();
        }}
      />
    );
  const eligible = returnable.data.orders.find((o) => o.sale_id === order.data!.sale_id);
  if (!eligible) return <NothingToReturn order={order.data} type={type} />;

  return (
    <div className="mx-auto max-w-5xl px-5 py-8">
      <Link
        to={paths.returnReplace.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Return &amp; Replacements
      </Link>
      <h1 className="mt-4 font-display text-2xl font-semibold text-ink sm:text-3xl">
        {words.verb} items
      </h1>
      <p className="mt-1 text-[15px] text-muted">
        Order{' '}
        <span className="font-display text-xl font-semibold tracking-wide text-ink">
          {eligible.sale_id}
        </span>
      </p>
      <p className="mt-1 text-sm text-muted">
        Delivered {formatDate(eligible.delivered_at)} · {words.verb} by{' '}
        <span className="font-semibold whitespace-nowrap text-ink">
          {formatDate(eligible.return_until)}
        </span>
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[minmax(0,1fr)_300px]">
        <ReturnRequestForm type={type} order={eligible} pickupAddress={pickupAddress} />
        <aside className="h-fit rounded-lg border border-line bg-white p-5 text-sm leading-6 text-muted lg:sticky lg:top-24">
          <h2 className="font-display text-lg font-semibold text-ink">What happens next</h2>
          <ol className="mt-3 list-decimal space-y-2 pl-5">
            <li>We check your request, usually within a working day.</li>
            <li>Our courier collects the items from your pickup address.</li>
            <li>
              {type === 'return'
                ? 'Once they reach us, we refund what you paid for them.'
                : 'Once they reach us, we ship the new size at no charge.'}
            </li>
          </ol>
          <p className="mt-3">
            Follow every step on your{' '}
            <Link
              to={paths.refundReplaceProcess.getHref(words.statusPage)}
              className="font-medium text-brand hover:underline"
            >
              {words.statusTitle}
            </Link>{' '}
            page.
          </p>
        </aside>
      </div>
    </div>
  );
}
