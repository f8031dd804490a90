import { Link, useParams } from 'react-router';
import { Money } from '@/components/money';
import { DetailSection } from '@/components/detail-section';
import { OrderStatusPill } from '@/components/order-status-pill';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useStaffMember } from '@/store/hooks';
import { useCustomerQuery } from '../api/customers-api';
import { AdjustWallet } from './adjust-wallet';

const WALLET_REASONS: Record<string, string> = {
  signup_reward: 'Sign-up reward',
  order_payment: 'Paid for an order',
  refund: 'Refund',
  adjustment: 'Adjustment',
  referral: 'Referral',
};

export default function CustomerDetailScreen() {
  const id = Number(useParams().id);
  const member = useStaffMember();
  const { data: customer, error, isLoading, refetch } = useCustomerQuery(id);
  if (isLoading) return <LoadingState label="Loading the customer…" />;
  if (error || !customer) return <ErrorState error={error} onRetry={refetch} />;
  const name = customer.name || customer.email || 'this shopper';
  return (
    <>
      <PageHeader
        title={customer.name || customer.email || `Customer ${customer.id}`}
        description={`${customer.phone ?? 'No phone'}${customer.phone_verified ? ' (verified)' : ''} · ${customer.email ?? 'No e-mail'}${customer.email_verified ? ' (verified)' : ''} · since ${formatDate(customer.created_at)}`}
      />
      <div className="grid gap-4 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-4">
          <DetailSection title="Orders">
            <p className="mb-2 text-sm text-muted">
              {customer.orders_count} order{customer.orders_count === 1 ? '' : 's'} ·{' '}
              <Money rupees={customer.total_spent} /> spent
            </p>
            {customer.orders.length === 0 ? (
              <p className="text-sm text-muted">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-line text-sm">
                {customer.orders.map((order) => (
                  <li
                    key={order.sale_id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <Link
                      to={paths.order.getHref(order.sale_id)}
                      className="font-medium text-brand hover:underline"
                    >
                      {order.sale_id}
                    </Link>
                    <span className="text-muted">{formatDateTime(order.created_at)}</span>
                    <OrderStatusPill status={order.status} />
                    <Money rupees={order.total} />
                  </li>
                ))}
              </ul>
            )}
            {customer.orders_count > customer.orders.length && customer.email ? (
              <Link
                to={paths.orders.getHref({ search: customer.email })}
                className="mt-2 inline-block text-sm text-brand hover:underline"
              >
                All their orders
              </Link>
            ) : null}
          </DetailSection>
          <DetailSection title="Wallet">
            <p className="mb-2 text-lg font-semibold text-ink">
              <Money rupees={customer.wallet.balance} />
            </p>
            {customer.wallet.entries.length === 0 ? (
              <p className="text-sm text-muted">No wallet movements.</p>
            ) : (
              <ul className="divide-y divide-line text-sm" aria-label="Wallet ledger">
                {customer.wallet.entries.map((entry) => (
                  <li
                    key={entry.id}
                    className="flex flex-wrap items-center justify-between gap-2 py-2"
                  >
                    <span>
                      {WALLET_REASONS[entry.reason] ?? entry.reason}
                      {entry.reference ? (
                        <span className="text-muted"> · {entry.reference}</span>
                      ) : null}
                    </span>
                    <span className="text-muted">{formatDateTime(entry.created_at)}</span>
                    <span className={entry.amount > 0 ? 'text-success' : 'text-ink'}>
                      {entry.amount > 0 ? '+' : '−'}
                      <Money rupees={Math.abs(entry.amount)} />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
        <div className="flex flex-col gap-4">
          {member.role === 'owner' ? (
            <DetailSection title="Adjust wallet">
              <AdjustWallet userId={customer.id} name={name} balance={customer.wallet.balance} />
            </DetailSection>
          ) : null}
          <DetailSection title="Addresses">
            {customer.addresses.length === 0 ? (
              <p className="text-sm text-muted">No saved addresses.</p>
            ) : (
              <ul className="flex flex-col gap-3 text-sm">
                {customer.addresses.map((a) => (
                  <li key={a.id}>
                    <address className="not-italic text-ink">
                      {a.name} {a.is_default ? <StatusPill tone="info">Default</StatusPill> : null}
                      <br />
                      {a.address_line}
                      {a.landmark ? `, ${a.landmark}` : ''}
                      <br />
                      {a.city} {a.pincode}, {a.state} · {a.phone}
                    </address>
                  </li>
                ))}
              </ul>
            )}
          </DetailSection>
        </div>
      </div>
    </>
  );
}
