import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { FileText, Printer } from 'lucide-react';
import { invoiceFileName, type OrderStatus, type StaffOrderDetail } from '@kesariya/shared';
import { Button } from '@/components/button';
import { CustomerContact } from '@/components/customer-contact';
import { DetailSection } from '@/components/detail-section';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { OrderStatusPill } from '@/components/order-status-pill';
import { PostalAddress } from '@/components/postal-address';
import { RefundLine } from '@/components/refund-line';
import { paths } from '@/config/paths';
import { fetchApiFile } from '@kesariya/shared/api-file';
import { apiClient } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { formatDateTime } from '@/lib/format-date';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useStoreName } from '@/store/store-name-api';
import { useOrderQuery } from '../api/orders-api';
import { OrderActions } from './order-actions';
import { canShip, ShipOrders } from './ship-orders';

const INVOICE_READY = (o: StaffOrderDetail) =>
  o.invoice_number !== null ||
  (o.payment_method === 'Cash on Delivery'
    ? o.status === 'delivered'
    : !['pending_payment', 'payment_failed', 'cancelled'].includes(o.status) &&
      o.payment_method !== 'Replacement');

function Timeline({ order }: { order: StaffOrderDetail }) {
  return (
    <ol className="flex flex-col gap-3">
      {order.status_history.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}-${index}`} className="flex gap-3">
          <span
            aria-hidden
            className={`mt-1.5 size-2.5 shrink-0 rounded-full ${index === order.status_history.length - 1 ? 'bg-brand' : 'bg-line'}`}
          />
          <div className="text-sm">
            <div className="font-medium text-ink">
              {ORDER_STATUS_LABELS[entry.status as OrderStatus] ??
                entry.status.replaceAll('_', ' ')}
            </div>
            <div className="text-muted">
              {formatDateTime(entry.at)} · {entry.by}
            </div>
            {entry.status === 'shipped' && order.carrier ? (
              <div className="text-muted">
                {order.carrier} · {order.tracking_number}
              </div>
            ) : null}
            {entry.note ? <div className="text-ink">{entry.note}</div> : null}
          </div>
        </li>
      ))}
      {order.cod_collection ? (
        <li className="flex gap-3 text-sm">
          <span aria-hidden className="mt-1.5 size-2.5 shrink-0 rounded-full bg-success" />
          <div>
            <div className="font-medium text-ink">
              Cash collected: <Money rupees={order.cod_collection.amount} />
            </div>
            <div className="text-muted">
              {formatDateTime(order.cod_collection.at)} · {order.cod_collection.by}
            </div>
          </div>
        </li>
      ) : null}
    </ol>
  );
}

export default function OrderDetailScreen() {
  const { saleId = '' } = useParams();
  const { data: order, error, isLoading, refetch } = useOrderQuery(saleId);
  const [downloading, setDownloading] = useState(false);
  const storeName = useStoreName();

  if (isLoading) return <LoadingState label="Loading the order…" />;
  if (error || !order) return <ErrorState error={error} onRetry={refetch} />;

  const downloadInvoice = async () => {
    setDownloading(true);
    try {
      const { blob } = await fetchApiFile(
        apiClient,
        { path: `admin/order/${order.sale_id}/invoice`, query: { format: 'pdf' } },
        'application/pdf',
      );
      saveBlob(blob, invoiceFileName(storeName, order.sale_id));
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <>
      <PageHeader
        title={order.sale_id}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            <OrderStatusPill status={order.status} />
            Placed {formatDateTime(order.created_at)} · {order.payment_method} ·{' '}
            {order.delivery_option === 'pickup' ? 'Store pickup' : 'Delivery'}
          </span>
        }
        actions={
          <>
            <Link
              to={paths.packingSlip.getHref(order.sale_id)}
              className="inline-flex items-center gap-1.5 rounded-md border border-line bg-white px-3 py-2 text-sm font-medium text-ink hover:bg-ivory-deep"
            >
              <Printer aria-hidden className="size-4" /> Print packing slip
            </Link>
            {INVOICE_READY(order) ? (
              <Button
                variant="secondary"
                busy={downloading}
                icon={<FileText aria-hidden className="size-4" />}
                onClick={() => void downloadInvoice()}
              >
                Invoice PDF{order.invoice_number ? ` (${order.invoice_number})` : ''}
              </Button>
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          {canShip(order) ? <ShipOrders saleIds={[order.sale_id]} /> : null}
          <OrderActions order={order} />
          <DetailSection title="Items">
            <ul className="divide-y divide-line">
              {order.items.map((item) => (
                <li key={item.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <div className="min-w-0">
                    <div className="truncate font-medium text-ink">{item.name}</div>
                    <div className="text-muted">
                      Size {item.size} · Qty {item.qty} · <Money rupees={item.price} /> each
                    </div>
                  </div>
                  <Money rupees={item.line_total} className="font-medium" />
                </li>
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 border-t border-line pt-3 text-sm">
              <dt className="text-muted">Subtotal</dt>
              <dd className="text-right">
                <Money rupees={order.totals.subtotal} />
              </dd>
              {order.totals.coupon_discount > 0 ? (
                <>
                  <dt className="text-muted">Coupon {order.totals.coupon_code}</dt>
                  <dd className="text-right">
                    −<Money rupees={order.totals.coupon_discount} />
                  </dd>
                </>
              ) : null}
              <dt className="text-muted">Delivery</dt>
              <dd className="text-right">
                <Money rupees={order.totals.delivery_charge} />
              </dd>
              {order.totals.wallet_used > 0 ? (
                <>
                  <dt className="text-muted">Paid from wallet</dt>
                  <dd className="text-right">
                    −<Money rupees={order.totals.wallet_used} />
                  </dd>
                </>
              ) : null}
              <dt className="font-semibold text-ink">To pay</dt>
              <dd className="text-right font-semibold">
                <Money rupees={order.totals.amount_payable} />
              </dd>
            </dl>
          </DetailSection>
          <DetailSection title="Timeline">
            <Timeline order={order} />
          </DetailSection>
        </div>
        <div className="flex flex-col gap-4">
          <DetailSection title="Customer">
            <CustomerContact customer={order.customer} />
          </DetailSection>
          <DetailSection
            title={order.delivery_option === 'pickup' ? 'Collected at the store' : 'Ship to'}
          >
            {order.address ? (
              <PostalAddress address={order.address} />
            ) : (
              <p className="text-sm text-muted">No address: collected at the store.</p>
            )}
          </DetailSection>
          <DetailSection title="Payment">
            {order.payment ? (
              <p className="text-sm text-ink">
                {order.payment.provider.toUpperCase()} · {order.payment.status} ·{' '}
                <Money rupees={order.payment.amount} />
              </p>
            ) : (
              <p className="text-sm text-muted">Paid from the wallet.</p>
            )}
            {order.refunds.length > 0 ? (
              <ul className="mt-2 text-sm">
                {order.refunds.map((refund) => (
                  <li key={refund.id}>
                    Refund <RefundLine refund={refund} />
                  </li>
                ))}
              </ul>
            ) : null}
          </DetailSection>
        </div>
      </div>
    </>
  );
}
