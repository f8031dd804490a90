import { Link } from 'react-router';
import type { CustomerSummary } from '@kesariya/shared';
import { Users } from 'lucide-react';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { formatDate } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useCustomersQuery } from '../api/customers-api';
import { SearchBox } from './search-box';

const COLUMNS: readonly Column<CustomerSummary>[] = [
  {
    key: 'name',
    header: 'Customer',
    cell: (c) => (
      <Link to={`/customers/${c.id}`} className="font-medium text-brand hover:underline">
        {c.name || c.email || c.phone}
      </Link>
    ),
  },
  {
    key: 'contact',
    header: 'Contact',
    cell: (c) => (
      <div className="text-xs text-muted">
        {c.phone}
        <br />
        {c.email}
      </div>
    ),
  },
  { key: 'orders', header: 'Orders', align: 'right', cell: (c) => c.orders_count },
  { key: 'spent', header: 'Spent', align: 'right', cell: (c) => <Money rupees={c.total_spent} /> },
  {
    key: 'wallet',
    header: 'Wallet',
    align: 'right',
    cell: (c) => <Money rupees={c.wallet_balance} />,
  },
  { key: 'since', header: 'Since', cell: (c) => formatDate(c.created_at) },
];

export default function CustomersScreen() {
  const params = useListParams();
  const search = params.get('search');
  const { data, error, isLoading, isFetching, refetch } = useCustomersQuery({
    search,
    page: params.page,
  });
  return (
    <>
      <PageHeader
        title="Customers"
        description="Shoppers with what they bought and hold in their wallet."
      />
      <SearchBox
        label="Search"
        placeholder="Name, phone or e-mail"
        value={search}
        onSearch={(v) => params.setFilter('search', v)}
      />
      {isLoading ? (
        <LoadingState label="Loading customers…" />
      ) : error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={Users} title={search ? 'No customer matches' : 'No customers yet'} />
      ) : (
        <DataTable
          caption="Customers"
          columns={COLUMNS}
          rows={data.items}
          rowKey={(c) => c.id}
          loading={isFetching}
          pagination={data.pagination}
          onPageChange={params.setPage}
        />
      )}
    </>
  );
}
