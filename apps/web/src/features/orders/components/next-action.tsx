import { useState, type ReactElement, type ReactNode } from 'react';
import {
  CircleAlert,
  CircleCheck,
  Clock,
  Download,
  FileText,
  PackageCheck,
  Truck,
} from 'lucide-react';
import { Link } from '@/lib/router';
import { ORDER_LIFE, retryDayLabel, type OrderDetail } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useModuleOn } from '@/store/modules';

interface NextActionProps {
  order: OrderDetail;
  /** The order has a tax invoice to show and download. */
  invoiceReady: boolean;
  onCancel: () => void;
}

function Card({
  icon,
  tone = 'brand',
  children,
  actions,
}: {
  icon: ReactNode;
  tone?: 'brand' | 'success' | 'danger';
  children: ReactNode;
  actions?: ReactNode;
}) {
  const toneClass = { brand: 'text-brand', success: 'text-success', danger: 'text-danger' }[tone];
  return (
    <section
      aria-label="What's next"
      className="mt-6 flex flex-col gap-4 rounded-lg border border-line bg-white p-5 sm:flex-row sm:items-center sm:justify-between"
      data-testid="next-action"
    >
      <div className="flex gap-3">
        <span className={`mt-0.5 shrink-0 ${toneClass}`} aria-hidden="true">
          {icon}
        </span>
        <div className="text-[15px] leading-6 text-ink">{children}</div>
      </div>
      {/* On phones the buttons stack full width, the main one (written last) on top. */}
      {actions && (
        <div className="flex shrink-0 flex-col-reverse gap-3 sm:flex-row sm:flex-wrap [&>*]:w-full sm:[&>*]:w-auto">
          {actions}
        </div>
      )}
    </section>
  );
}

const iconClass = 'size-6';

function historyDate(order: OrderDetail, status: string): string | null {
  const at = order.status_history.findLast((entry) => entry.status === status)?.at;
  return at ? formatDate(at) : null;
}

function InvoiceLink({ order }: { order: OrderDetail }) {
  return (
    <Link to={paths.orderInvoice.getHref(order.sale_id)} className={buttonClass('outline')}>
      <FileText className="size-4" aria-hidden="true" />
      Invoice
    </Link>
  );
}

/** What the order page says of the order's status, for one collected at the store where it differs. */
function newsOf(order: OrderDetail): string {
  const { shopper } = ORDER_LIFE[order.status];
  return (order.delivery_option === 'pickup' ? shopper.pickupNews : undefined) ?? shopper.news;
}

/**
 * The one thing the shopper can do next with this order, as the obvious button: pay, cancel
 * before it ships, follow it, return or replace it inside the window, or get the invoice. The
 * server says which moves the shopper may make (`next_moves`); the card is the status's phase.
 */
export function NextAction({ order, invoiceReady, onCancel }: NextActionProps): ReactElement {
  const invoice = invoiceReady && <InvoiceLink order={order} />;
  const canCancel = order.next_moves.includes('cancelled');
  // Paying is the shopper's move to placed.
  const canPay = order.next_moves.includes('placed');
  const news = newsOf(order);
  switch (ORDER_LIFE[order.status].phase) {
    case 'unpaid':
      return (
        <Card
          icon={<Clock className={iconClass} />}
          actions={
            <>
              {canCancel && (
                <Button variant="outline" onClick={onCancel}>
                  Cancel order
                </Button>
              )}
              {canPay && (
                <Link to={paths.payment.getHref(order.sale_id)} className={buttonClass('primary')}>
                  Complete payment
                </Link>
              )}
            </>
          }
        >
          <p className="font-semibold">{news}</p>
          <p className="text-muted">Complete it to confirm the order and keep the items for you.</p>
        </Card>
      );
    case 'new':
    case 'preparing':
      return (
        <Card
          icon={<PackageCheck className={iconClass} />}
          actions={
            <>
              {invoice}
              {canCancel && <Button onClick={onCancel}>Cancel order</Button>}
            </>
          }
        >
          <p className="font-semibold">{news}</p>
          {canCancel && <p className="text-muted">You can cancel it until it is shipped.</p>}
        </Card>
      );
    case 'held_up':
      return <HeldUp order={order} />;
    case 'on_the_way':
    case 'undelivered': {
      const away = ORDER_LIFE[order.status].phase === 'undelivered';
      return (
        <Card
          icon={away ? <CircleAlert className={iconClass} /> : <Truck className={iconClass} />}
          tone={away ? 'danger' : 'brand'}
          actions={
            <>
              {invoice}
              <a href="#order-status" className={buttonClass('primary')}>
                Track order
              </a>
            </>
          }
        >
          <p className="font-semibold">{news}</p>
          {order.carrier && (
            <p className="text-muted">
              With {order.carrier}, tracking number {order.tracking_number}.
              {order.tracking_url && (
                <>
                  {' '}
                  <a
                    href={order.tracking_url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand underline"
                  >
                    Track with the courier
                  </a>
                </>
              )}
            </p>
          )}
        </Card>
      );
    }
    case 'done':
      return <Delivered order={order} invoiceReady={invoiceReady} />;
    case 'cancelled': {
      const cancelledOn = historyDate(order, 'cancelled');
      return (
        <Card
          icon={<CircleAlert className={iconClass} />}
          tone="danger"
          actions={
            <Link to={paths.home.getHref()} className={buttonClass('outline')}>
              Continue shopping
            </Link>
          }
        >
          <p className="font-semibold">
            This order was cancelled{cancelledOn ? ` on ${cancelledOn}` : ''}.
          </p>
        </Card>
      );
    }
    case 'failed':
      return (
        <Card
          icon={<CircleAlert className={iconClass} />}
          tone="danger"
          actions={
            <Link to={paths.cart.getHref()} className={buttonClass('primary')}>
              Go to cart
            </Link>
          }
        >
          <p className="font-semibold">{news}</p>
          <p className="text-muted">Nothing was charged. Your cart still has the items.</p>
        </Card>
      );
  }
}

function Delivered({ order, invoiceReady }: { order: OrderDetail; invoiceReady: boolean }) {
  const deliveredOn = historyDate(order, 'delivered');
  const returnUntil = order.can_return_until;
  // The server gives the window's end; whether it has passed is read once, when the page opens.
  const [openedAt] = useState(Date.now);
  const returnsOn = useModuleOn('returns');
  const replacementsOn = useModuleOn('replacements');
  const canReturn =
    (returnsOn || replacementsOn) &&
    returnUntil !== null &&
    new Date(returnUntil).getTime() > openedAt;
  return (
    <Card
      icon={<CircleCheck className={iconClass} />}
      tone="success"
      actions={
        canReturn ? (
          <>
            {invoiceReady && <InvoiceLink order={order} />}
            {replacementsOn && (
              <Link
                to={paths.orderReplace.getHref(order.sale_id)}
                className={buttonClass('outline')}
              >
                Replace
              </Link>
            )}
            {returnsOn && (
              <Link
                to={paths.orderReturn.getHref(order.sale_id)}
                className={buttonClass('primary')}
              >
                Return
              </Link>
            )}
          </>
        ) : (
          invoiceReady && (
            <Link
              to={paths.downloadInvoice.getHref(order.sale_id)}
              className={buttonClass('primary')}
            >
              <Download className="size-4" aria-hidden="true" />
              Download invoice
            </Link>
          )
        )
      }
    >
      <p className="font-semibold">
        {order.delivery_option === 'pickup' ? 'Collected' : 'Delivered'}
        {deliveredOn ? ` on ${deliveredOn}` : ''}.
      </p>
      {canReturn && (
        <p className="text-muted">
          Not quite right? You can return or replace items until {formatDate(returnUntil)}.
        </p>
      )}
    </Card>
  );
}

/**
 * A failed delivery attempt: the courier's reason, and the way to ask for another attempt or the
 * parcel back (the same page the message's link opens, here by the order's number).
 */
function HeldUp({ order }: { order: OrderDetail }) {
  const failed = order.failed_delivery;
  const request = failed?.request;
  return (
    <Card
      icon={<CircleAlert className={iconClass} />}
      tone="danger"
      actions={
        failed && (
          <Link
            to={paths.deliveryRetry.getHref(order.sale_id)}
            className={buttonClass(request ? 'outline' : 'primary')}
          >
            {request ? 'Change my request' : 'Arrange delivery'}
          </Link>
        )
      }
    >
      <p className="font-semibold">{newsOf(order)}</p>
      {failed?.reason && <p className="text-muted">The courier says: {failed.reason}.</p>}
      {order.carrier && (
        <p className="text-muted">
          With {order.carrier}, tracking number {order.tracking_number}.
        </p>
      )}
      {request ? (
        <p className="text-muted" data-testid="retry-request">
          {request.action === 'reattempt' && request.date
            ? `You asked for another attempt on ${retryDayLabel(request.date)}.`
            : 'You asked us to take the parcel back.'}
        </p>
      ) : (
        <p className="text-muted">Choose a day for another attempt, or ask us to take it back.</p>
      )}
    </Card>
  );
}
