import { useState, type ReactNode } from 'react';
import { ChevronLeft } from 'lucide-react';
import { Link } from '@/lib/router';
import type { OrderDetail } from '@kesariya/shared';
import { OrderSummary } from '@/components/order-summary';
import { Price } from '@/components/price';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format-date';
import type { ApiFailure } from '@/store/api';
import { useGetOrderQuery } from '@/store/order-api';
import { useGetPaymentSettingsQuery } from '@/store/shopper-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { CASH_ON_DELIVERY, hasInvoice, isUndone, payableLabel } from '../lib/payment';
import { CancelOrderDialog } from './cancel-order-dialog';
import { NextAction } from './next-action';
import { OrderItems } from './order-items';
import { LoadFailed, OrderDetailSkeleton, OrderNotFound } from '@/components/order-states';
import { OrderTimeline } from './order-timeline';
import { RefundNote } from '@/components/refund-note';
import { StatusBadge } from './status-badge';

function Panel({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = `${id ?? title.toLowerCase().replace(/\W+/g, '-')}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="scroll-mt-32 rounded-lg border border-line bg-white p-5"
    >
      <h2 id={headingId} className="font-display text-lg font-semibold text-ink">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function DeliveryPanel({ order }: { order: OrderDetail }) {
  const settings = useGetPaymentSettingsQuery(undefined, {
    skip: order.delivery_option !== 'pickup',
  });
  if (order.delivery_option === 'pickup')
    return (
      <Panel title="Collect from our store">
        <p className="text-sm leading-6 text-ink">{settings.data?.pickup_address || 'Our store'}</p>
        <p className="mt-2 text-sm text-muted">Bring your order number when you come.</p>
      </Panel>
    );
  const address = order.address;
  if (!address) return null;
  return (
    <Panel title="Delivery address">
      <address className="text-sm leading-6 text-ink not-italic" data-testid="order-address">
        <p className="font-semibold">{address.name}</p>
        <p>
          {address.address_line}
          {address.landmark ? `, ${address.landmark}` : ''}
        </p>
        <p>
          {address.city}, {address.state} {address.pincode}
          {address.country && address.country !== 'India' ? `, ${address.country}` : ''}
        </p>
        <p className="text-muted">Phone: {address.phone}</p>
      </address>
    </Panel>
  );
}

function paymentNote(order: OrderDetail): ReactNode {
  const due = <Price price={order.totals.amount_payable} inline className="font-semibold" />;
  if (order.status === 'pending_payment') return 'The payment is not complete yet.';
  if (order.status === 'payment_failed') return 'The payment did not go through.';
  if (order.payment_method === CASH_ON_DELIVERY) {
    if (order.status === 'delivered') return <>Paid {due} on delivery.</>;
    if (isUndone(order)) return 'Nothing was charged.';
    return <>Pay {due} in cash or by UPI when it arrives.</>;
  }
  if (order.totals.amount_payable === 0) return 'Paid from your wallet.';
  return <>Paid {due} online.</>;
}

function PaymentPanel({ order }: { order: OrderDetail }) {
  return (
    <Panel title="Payment">
      <p className="text-[15px] font-medium text-ink">{order.payment_method}</p>
      <p className="mt-1 text-sm text-muted" data-testid="payment-note">
        {paymentNote(order)}
      </p>
      {order.payment?.provider_payment_id && (
        <p className="mt-1 text-xs text-muted">
          Payment reference {order.payment.provider_payment_id}
        </p>
      )}
      <OrderSummary
        summary={order.totals}
        payableLabel={payableLabel(order)}
        label="Price details"
        className="mt-4 border-t border-line pt-3"
      />
    </Panel>
  );
}

function RefundsPanel({ order }: { order: OrderDetail }) {
  if (order.refunds.length === 0) return null;
  return (
    <Panel title="Refunds">
      <ul className="space-y-3 text-sm text-ink" data-testid="order-refunds">
        {order.refunds.map((refund, i) => (
          <li key={i}>
            <p>
              <RefundNote {...refund} />
            </p>
            <p className="text-muted">{formatDate(refund.at)}</p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const [cancelOpen, setCancelOpen] = useState(false);
  return (
    <div className="mx-auto max-w-6xl px-5 py-8">
      <Link
        to={paths.orders.getHref()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        My orders
      </Link>
      <header className="mt-4">
        <p className="text-sm text-muted">Order number</p>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <h1
            className="font-sans text-2xl font-bold tracking-wider text-ink sm:text-3xl"
            data-testid="order-sale-id"
          >
            {order.sale_id}
          </h1>
          <StatusBadge status={order.status} className="text-sm" />
        </div>
        <p className="mt-1 text-sm text-muted">
          Placed on <time dateTime={order.created_at}>{formatDateTime(order.created_at)}</time>
        </p>
      </header>
      <NextAction
        order={order}
        invoiceReady={hasInvoice(order)}
        onCancel={() => setCancelOpen(true)}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px]">
        <div className="min-w-0 space-y-6">
          <Panel title="Order status" id="order-status">
            <OrderTimeline
              status={order.status}
              history={order.status_history}
              pickup={order.delivery_option === 'pickup'}
              carrier={order.carrier}
              trackingNumber={order.tracking_number}
              trackingUrl={order.tracking_url}
            />
          </Panel>
          <Panel title={`Items (${order.items.length})`} id="order-items">
            <OrderItems items={order.items} />
          </Panel>
        </div>
        <div className="min-w-0 space-y-6">
          <PaymentPanel order={order} />
          <RefundsPanel order={order} />
          <DeliveryPanel order={order} />
          <p className="px-1 text-sm text-muted">
            Need help with this order?{' '}
            <Link
              to={paths.customerSupport.getHref()}
              className="font-medium text-brand hover:underline"
            >
              Contact support
            </Link>
          </p>
        </div>
      </div>
      {/* Stays mounted after the cancellation, which refetches the order: it shows the result. */}
      <CancelOrderDialog order={order} open={cancelOpen} onOpenChange={setCancelOpen} />
    </div>
  );
}

/** /order/{saleId}: one of the shopper's orders, read like a receipt. */
export function OrderDetailScreen({ saleId }: { saleId: string }) {
  const { data, isLoading, error, refetch } = useGetOrderQuery(saleId);
  useScreenReady(!isLoading);
  if (isLoading) return <OrderDetailSkeleton />;
  if ((error as ApiFailure | undefined)?.status === 404) return <OrderNotFound saleId={saleId} />;
  if (!data) return <LoadFailed what="this order" onRetry={() => void refetch()} />;
  return <OrderView order={data} />;
}
