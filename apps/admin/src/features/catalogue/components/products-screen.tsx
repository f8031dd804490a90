import { Link, useNavigate } from 'react-router';
import { Download, Package, Plus, Upload } from 'lucide-react';
import {
  CATALOGUE_STOCK_STATES,
  PRODUCT_FLAG_LABELS,
  PRODUCT_FLAGS,
  type AdminProductSummary,
} from '@kesariya/shared';
import { Button } from '@/components/button';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect, labelledOptions } from '@/components/filter-select';
import { Money } from '@/components/money';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { StatusPill } from '@/components/status-pill';
import { useCsvExport } from '@/components/use-csv-export';
import { paths } from '@/config/paths';
import { useListParams } from '@/lib/use-list-params';
import { useCategoriesQuery, useProductsQuery } from '../api/catalogue-api';
import { categoryOptions } from '../lib/category-options';
import { VISIBILITY_FILTER_OPTIONS } from '../lib/visibility';
import { ProductThumb } from './product-thumb';
import { StockBadge } from './stock-badge';
import { VisibilityPill } from './visibility-pill';

const FILTERS = ['search', 'category', 'status', 'flag', 'stock'] as const;

const STOCK_LABELS = { out: 'Out of stock', low: 'Low stock', in: 'In stock' } as const;

const COLUMNS: readonly Column<AdminProductSummary>[] = [
  {
    key: 'name',
    header: 'Product',
    sortable: true,
    cell: (p) => (
      <div className="flex min-w-56 items-center gap-3">
        <ProductThumb image={p.image} />
        <div className="min-w-0">
          <Link
            to={paths.product.getHref(p.id)}
            className="font-medium text-ink hover:text-brand hover:underline"
            onClick={(event) => event.stopPropagation()}
          >
            {p.name}
          </Link>
          <p className="text-xs text-muted">{p.sku}</p>
        </div>
      </div>
    ),
  },
  {
    key: 'stock',
    header: 'Stock',
    sortable: true,
    cell: (p) => (
      <div className="flex min-w-32 flex-col items-start gap-1">
        <StockBadge state={p.stock_state} total={p.total_stock} />
        <span className="text-xs text-muted">
          {p.sizes.map((s) => `${s.size}:${s.stock}`).join(' · ')}
        </span>
      </div>
    ),
  },
  {
    key: 'price',
    header: 'Price',
    sortable: true,
    align: 'right',
    cell: (p) => (
      <div className="whitespace-nowrap">
        <Money rupees={p.price} className="font-medium" />
        {p.mrp > p.price ? (
          <Money rupees={p.mrp} className="block text-xs text-muted line-through" />
        ) : null}
      </div>
    ),
  },
  { key: 'category', header: 'Category', cell: (p) => p.category_title },
  {
    key: 'status',
    header: 'Status',
    cell: (p) => <VisibilityPill status={p.status} />,
  },
  {
    key: 'flags',
    header: 'Flags',
    cell: (p) => (
      <div className="flex flex-wrap gap-1">
        {PRODUCT_FLAGS.filter((flag) => p.flags[flag]).map((flag) => (
          <StatusPill key={flag} tone="info">
            {PRODUCT_FLAG_LABELS[flag]}
          </StatusPill>
        ))}
      </div>
    ),
  },
  {
    key: 'created',
    header: 'Added',
    sortable: true,
    cell: (p) => (
      <span className="whitespace-nowrap text-muted">
        {new Date(p.created_at).toLocaleDateString('en-IN', { timeZone: 'Asia/Kolkata' })}
      </span>
    ),
  },
];

export default function ProductsScreen() {
  const params = useListParams();
  const navigate = useNavigate();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name)]));
  const sort = params.sort ?? { by: 'created', dir: 'desc' as const };
  const list = useProductsQuery({ ...filters, sort: sort.by, dir: sort.dir, page: params.page });
  const categories = useCategoriesQuery({ limit: 500 });
  const { exporting, exportCsv } = useCsvExport('admin/product/export', 'products');

  const filtered = FILTERS.some((name) => params.get(name));

  return (
    <>
      <PageHeader
        title="Products"
        description="Everything the store sells. A change shows on the storefront at once."
        actions={
          <>
            <Button
              variant="secondary"
              busy={exporting}
              onClick={() => void exportCsv(filters)}
              icon={<Download aria-hidden className="size-4" />}
            >
              Export CSV
            </Button>
            <Button
              variant="secondary"
              onClick={() => navigate(paths.importProducts.getHref())}
              icon={<Upload aria-hidden className="size-4" />}
            >
              Import CSV
            </Button>
            <Button
              onClick={() => navigate(paths.newProduct.getHref())}
              icon={<Plus aria-hidden className="size-4" />}
            >
              Add product
            </Button>
          </>
        }
      />

      <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-[2fr_1.4fr_1fr_1fr_1fr]">
        <SearchBox
          placeholder="Name or SKU"
          value={params.get('search')}
          onSearch={(value) => params.setFilter('search', value)}
        />
        <FilterSelect
          params={params}
          name="category"
          label="Category"
          anyLabel="All categories"
          options={categoryOptions(categories.data?.items ?? [])}
        />
        <FilterSelect
          params={params}
          name="status"
          label="Status"
          options={VISIBILITY_FILTER_OPTIONS}
        />
        <FilterSelect
          params={params}
          name="stock"
          label="Stock"
          options={labelledOptions(CATALOGUE_STOCK_STATES, STOCK_LABELS)}
        />
        <FilterSelect
          params={params}
          name="flag"
          label="Flag"
          options={labelledOptions(PRODUCT_FLAGS, PRODUCT_FLAG_LABELS)}
        />
      </div>

      {list.isError ? (
        <ErrorState error={list.error} onRetry={list.refetch} />
      ) : list.isLoading ? (
        <LoadingState />
      ) : (
        <DataTable
          caption="Products"
          columns={COLUMNS}
          rows={list.data?.items ?? []}
          rowKey={(p) => p.id}
          sort={sort}
          onSortChange={params.setSort}
          pagination={list.data?.pagination}
          onPageChange={params.setPage}
          loading={list.isFetching}
          onRowClick={(p) => navigate(paths.product.getHref(p.id))}
          empty={
            <EmptyState icon={Package} title={filtered ? 'No products match' : 'No products yet'}>
              {filtered
                ? 'Try another search or clear a filter.'
                : 'Add the first product, or import a CSV file.'}
            </EmptyState>
          }
        />
      )}
    </>
  );
}
