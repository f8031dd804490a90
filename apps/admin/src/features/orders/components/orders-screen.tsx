import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ORDER_PAYMENT_METHODS,
  ORDER_STATUSES,
  type OrderStatus,
  type StaffOrderSummary,
} from '@kesariya/shared';
import { ShoppingBag } from 'lucide-react';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { FilterSelect } from '@/components/filter-select';
import { CardList, ListResult } from '@/components/list-result';
import { SearchBox } from '@/components/search-box';
import { Select } from '@/components/select';
import { OrderStatusPill } from '@/components/order-status-pill';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { ORDER_STATUS_LABELS } from '@/lib/order-status';
import { useListParams } from '@/lib/use-list-params';
import { useOrdersQuery } from '../api/orders-api';
import { canShip, ShipOrders } from './ship-orders';

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'total', label: 'Largest total' },
];

/**
 * The statuses staff filter by, in the shared list's order. An order waiting for its online payment,
 * or whose payment failed, is not the shop's to work on yet, so it has no chip of its own.
 */
const STATUS_CHIPS = ORDER_STATUSES.filter(
  (status) => status !== 'pending_payment' && status !== 'payment_failed',
);

const href = (order: StaffOrderSummary) => paths.order.getHref(order.sale_id);

/** The orders ticked to ship, by sale id. */
interface Selection {
  has(saleId: string): boolean;
  toggle(saleId: string): void;
}

/** A tick box for an order "Ship" can book; nothing for the others. */
function ShipTick({ order, selection }: { order: StaffOrderSummary; selection: Selection }) {
  if (!canShip(order)) return null;
  return (
    <input
      type="checkbox"
      aria-label={`Select ${order.sale_id} to ship`}
      checked={selection.has(order.sale_id)}
      onChange={() => selection.toggle(order.sale_id)}
      onClick={(event) => event.stopPropagation()}
      className="size-4 accent-brand"
    />
  );
}

const columnsFor = (selection: Selection): readonly Column<StaffOrderSummary>[] => [
  {
    key: 'ship',
    header: 'Ship',
    cell: (o) => <ShipTick order={o} selection={selection} />,
  },
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
    cell: (o) => <OrderStatusPill status={o.status} />,
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
function OrderCard({ order, selection }: { order: StaffOrderSummary; selection: Selection }) {
  return (
    <li className="flex items-start gap-2">
      {canShip(order) ? (
        <div className="pt-4">
          <ShipTick order={order} selection={selection} />
        </div>
      ) : null}
      <Link
        to={href(order)}
        className="block min-w-0 flex-1 rounded-lg border border-line bg-white p-3 focus-visible:outline-2 focus-visible:outline-brand"
      >
        <div className="flex items-center justify-between gap-2">
          <span className="font-semibold text-ink">{order.sale_id}</span>
          <OrderStatusPill status={order.status} />
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
  const query = useOrdersQuery({ ...filters, page: params.page });
  const [ticked, setTicked] = useState<string[]>([]);
  const selection: Selection = {
    has: (saleId) => ticked.includes(saleId),
    toggle: (saleId) =>
      setTicked((now) =>
        now.includes(saleId) ? now.filter((id) => id !== saleId) : [...now, saleId],
      ),
  };

  return (
    <>
      <PageHeader title="Orders" description="Find an order, then move it on from its page." />
      <div className="mb-4 flex flex-wrap gap-1.5" role="group" aria-label="Status">
        {['', ...STATUS_CHIPS].map((status) => (
          <button
            key={status || 'all'}
            type="button"
            aria-pressed={filters.status === status}
            onClick={() => params.setFilter('status', status)}
            className={`rounded-full border px-3 py-1 text-sm ${filters.status === status ? 'border-brand bg-brand text-white' : 'border-line bg-white text-ink hover:bg-ivory-deep'}`}
          >
            {status ? ORDER_STATUS_LABELS[status as OrderStatus] : 'All'}
          </button>
        ))}
      </div>
      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr]">
        <SearchBox
          placeholder="Sale id, name, phone or e-mail"
          value={filters.search}
          onSearch={(value) => params.setFilter('search', value)}
        />
        <FilterSelect
          params={params}
          name="payment_method"
          label="Payment"
          anyLabel="Any payment"
          options={ORDER_PAYMENT_METHODS.map((m) => ({ value: m, label: m }))}
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
      <div className="mb-4">
        <ShipOrders saleIds={ticked} />
        {ticked.length === 0 ? (
          <p className="mt-1 text-xs text-muted">
            Tick confirmed or packed orders to ship them in one step.
          </p>
        ) : null}
      </div>
      <ListResult
        query={query}
        loadingLabel="Loading orders…"
        empty={
          <EmptyState icon={ShoppingBag} title="No orders match">
            {Object.values(filters).some((v) => v && v !== 'newest')
              ? 'Clear a filter to see more.'
              : 'Orders appear here as shoppers place them.'}
          </EmptyState>
        }
      >
        {(orders, pagination) => (
          <>
            <div className="hidden md:block">
              <DataTable
                caption="Orders"
                columns={columnsFor(selection)}
                rows={orders}
                rowKey={(o) => o.sale_id}
                loading={query.isFetching}
                pagination={pagination}
                onPageChange={params.setPage}
                onRowClick={(o) => void navigate(href(o))}
              />
            </div>
            <div className="md:hidden">
              <CardList
                label="Orders"
                loading={query.isFetching}
                pagination={pagination}
                onPageChange={params.setPage}
              >
                {orders.map((order) => (
                  <OrderCard key={order.sale_id} order={order} selection={selection} />
                ))}
              </CardList>
            </div>
          </>
        )}
      </ListResult>
    </>
  );
}
