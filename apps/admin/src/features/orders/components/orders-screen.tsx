import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ORDER_PAYMENT_METHODS, type StaffOrderSummary } from '@kesariya/shared';
import { ShoppingBag } from 'lucide-react';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { ErrorState, LoadingState } from '@/components/query-state';
import { Select } from '@/components/select';
import { StatusPill } from '@/components/status-pill';
import { TextField } from '@/components/text-field';
import { formatDateTime } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useOrdersQuery } from '../api/orders-api';
import { ORDER_STATUS_LABELS, statusTone } from '../lib/order-steps';

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'total', label: 'Largest total' },
];

const href = (order: StaffOrderSummary) => `/orders/${order.sale_id}`;

const COLUMNS: readonly Column<StaffOrderSummary>[] = [
  {
    key: 'sale_id',
    header: 'Order',
    cell: (o) => (
      <Link to={href(o)} className="font-medium text-brand hover:underline">
        {o.sale_id}
      </Link>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (o) => (
      <StatusPill tone={statusTone(o.status)}>{ORDER_STATUS_LABELS[o.status]}</StatusPill>
    ),
  },
  {
    key: 'customer',
    header: 'Customer',
    cell: (o) => (
      <div className="min-w-40">
        <div className="text-ink">{o.customer.name || '—'}</div>
        <div className="text-xs text-muted">{o.customer.phone ?? o.customer.email}</div>
      </div>
    ),
  },
  { key: 'payment', header: 'Payment', cell: (o) => o.payment_method },
  { key: 'items', header: 'Items', align: 'right', cell: (o) => o.item_count },
  { key: 'total', header: 'Total', align: 'right', cell: (o) => <Money rupees={o.total} /> },
  {
    key: 'created',
    header: 'Placed',
    cell: (o) => <span className="whitespace-nowrap">{formatDateTime(o.created_at)}</span>,
  },
];

/** One order as a card, for a phone: the sale id, status, who and how much at a glance. */
function OrderCard({ order }: { order: StaffOrderSummary }) {
  return (
    <li>
      <Link
        to={href(order)}
        className="block rounded-lg border border-line bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold text-ink">{order.sale_id}</span>
          <StatusPill tone={statusTone(order.status)}>
            {ORDER_STATUS_LABELS[order.status]}
          </StatusPill>
        </div>
        <div className="mt-1 flex items-center justify-between gap-2 text-sm">
          <span className="truncate text-ink">{order.customer.name || order.customer.email}</span>
          <Money rupees={order.total} className="font-medium" />
        </div>
        <div className="mt-1 text-xs text-muted">
          {formatDateTime(order.created_at)} · {order.item_count} item
          {order.item_count === 1 ? '' : 's'} · {order.payment_method}
        </div>
      </Link>
    </li>
  );
}

export default function OrdersScreen() {
  const params = useListParams();
  const navigate = useNavigate();
  const filters = {
    status: params.get('status'),
    payment_method: params.get('payment_method'),
    from: params.get('from'),
    to: params.get('to'),
    sort: params.get('sort') || 'newest',
    search: params.get('search'),
  };
  const [search, setSearch] = useState(filters.search);
  const { data, error, isLoading, isFetching, refetch } = useOrdersQuery({
    ...filters,
    page: params.page,
  });

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    params.setFilter('search', search.trim());
  };

  return (
    <>
      <PageHeader title="Orders" description="Find an order, then move it on from its page." />
      <div className="mb-4 flex flex-wrap gap-1.5" role="group" aria-label="Status">
        {[
          '',
          'placed',
          'confirmed',
          'packed',
          'shipped',
          'out_for_delivery',
          'delivered',
          'cancelled',
        ].map((status) => (
          <button
            key={status || 'all'}
            type="button"
            aria-pressed={filters.status === status}
            onClick={() => params.setFilter('status', status)}
            className={`rounded-full border px-3 py-1 text-sm ${filters.status === status ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-ivory-deep'}`}
          >
            {status ? ORDER_STATUS_LABELS[status as keyof typeof ORDER_STATUS_LABELS] : 'All'}
          </button>
        ))}
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <form onSubmit={submitSearch} role="search" className="flex items-end gap-2">
          <TextField
            label="Search"
            placeholder="Sale id, name, phone or e-mail"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className="w-full"
          />
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Payment"
          value={filters.payment_method}
          onChange={(event) => params.setFilter('payment_method', event.target.value)}
          options={[
            { value: '', label: 'Any payment' },
            ...ORDER_PAYMENT_METHODS.map((m) => ({ value: m, label: m })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          max={filters.to || undefined}
          onChange={(event) => params.setFilter('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          min={filters.from || undefined}
          onChange={(event) => params.setFilter('to', event.target.value)}
        />
        <Select
          label="Sort"
          value={filters.sort}
          onChange={(event) =>
            params.setFilter('sort', event.target.value === 'newest' ? '' : event.target.value)
          }
          options={SORTS}
        />
      </div>
      {isLoading ? (
        <LoadingState label="Loading orders…" />
      ) : error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={ShoppingBag} title="No orders match">
          {Object.values(filters).some((v) => v && v !== 'newest')
            ? 'Clear a filter to see more.'
            : 'Orders appear here as shoppers place them.'}
        </EmptyState>
      ) : (
        <>
          <div className="hidden md:block">
            <DataTable
              caption="Orders"
              columns={COLUMNS}
              rows={data.items}
              rowKey={(o) => o.sale_id}
              loading={isFetching}
              pagination={data.pagination}
              onPageChange={params.setPage}
              onRowClick={(o) => void navigate(href(o))}
            />
          </div>
          <div className="md:hidden">
            <ul
              className={`flex flex-col gap-2 ${isFetching ? 'opacity-60' : ''}`}
              aria-label="Orders"
            >
              {data.items.map((order) => (
                <OrderCard key={order.sale_id} order={order} />
              ))}
            </ul>
            {data.pagination ? (
              <Pagination pagination={data.pagination} onPageChange={params.setPage} />
            ) : null}
          </div>
        </>
      )}
    </>
  );
}
