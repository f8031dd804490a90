import { Link } from 'react-router';
import { PackageCheck } from 'lucide-react';
import type { DashboardSummary, LowStockSize } from '@kesariya/shared';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';

const COLUMNS: readonly Column<LowStockSize>[] = [
  {
    key: 'name',
    header: 'Product',
    cell: (row) => (
      <Link
        to={paths.product.getHref(row.product_id)}
        className="font-medium text-brand hover:underline"
      >
        {row.name}
      </Link>
    ),
  },
  { key: 'size', header: 'Size', cell: (row) => row.size },
  {
    key: 'stock',
    header: 'Left',
    align: 'right',
    cell: (row) =>
      row.stock === 0 ? (
        <StatusPill tone="danger">Sold out</StatusPill>
      ) : (
        <span className="font-semibold tabular-nums">{row.stock}</span>
      ),
  },
];

/** Sizes of products on sale that are running out, the emptiest first. */
export function LowStock({ lowStock }: { lowStock: DashboardSummary['low_stock'] }) {
  return (
    <section aria-labelledby="low-stock-heading" className="flex flex-col gap-3">
      <div>
        <h2 id="low-stock-heading" className="font-semibold text-ink">
          Running out
        </h2>
        <p className="text-sm text-muted">
          Sizes with {lowStock.threshold} or fewer pieces left, the emptiest first.
        </p>
      </div>
      <DataTable
        caption="Sizes running out"
        columns={COLUMNS}
        rows={lowStock.items}
        rowKey={(row) => `${row.product_id}/${row.size}`}
        empty={
          <EmptyState icon={PackageCheck} title="Nothing is running out">
            Every size on sale has more than {lowStock.threshold} pieces.
          </EmptyState>
        }
      />
    </section>
  );
}
