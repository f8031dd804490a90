import { Link } from 'react-router';
import type { CustomerSummary } from '@kesariya/shared';
import { Users } from 'lucide-react';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { Money } from '@/components/money';
import { ListResult } from '@/components/list-result';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useCustomersQuery } from '../api/customers-api';

const COLUMNS: readonly Column<CustomerSummary>[] = [
  {
    key: 'name',
    header: 'Customer',
    cell: (c) => (
      <Link to={paths.customer.getHref(c.id)} className="font-medium text-brand hover:underline">
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
  const query = useCustomersQuery({ search, page: params.page });
  return (
    <>
      <PageHeader
        title="Customers"
        description="Shoppers with what they bought and hold in their wallet."
      />
      <SearchBox
        className="mb-4 max-w-xl"
        placeholder="Name, phone or e-mail"
        value={search}
        onSearch={(value) => params.setFilter('search', value)}
      />
      <ListResult
        query={query}
        loadingLabel="Loading customers…"
        empty={
          <EmptyState icon={Users} title={search ? 'No customer matches' : 'No customers yet'} />
        }
      >
        {(customers, pagination) => (
          <DataTable
            caption="Customers"
            columns={COLUMNS}
            rows={customers}
            rowKey={(c) => c.id}
            loading={query.isFetching}
            pagination={pagination}
            onPageChange={params.setPage}
          />
        )}
      </ListResult>
    </>
  );
}
