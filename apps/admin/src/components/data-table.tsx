import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { Pagination as PageInfo } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { Pagination } from './pagination';

export interface Column<Row> {
  /** The sort key the server knows this column by; a column without one is not sortable. */
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  sortable?: boolean;
  align?: 'left' | 'right';
  className?: string;
}

export interface Sort {
  by: string;
  dir: 'asc' | 'desc';
}

export interface DataTableProps<Row> {
  caption: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The server sorts and pages; the table only shows its controls. */
  sort?: Sort;
  onSortChange?: (sort: Sort) => void;
  pagination?: PageInfo;
  onPageChange?: (page: number) => void;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  /** The rows of the previous page stay while the next one loads, dimmed. */
  loading?: boolean;
  onRowClick?: (row: Row) => void;
}

/**
 * A dense list with a sticky header. It scrolls sideways inside its own box on a phone, so the
 * page itself never does.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  sort,
  onSortChange,
  pagination,
  onPageChange,
  empty,
  loading = false,
  onRowClick,
}: DataTableProps<Row>) {
  if (rows.length === 0 && !loading && empty) return <>{empty}</>;
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-white">
      <div className="max-h-[70vh] overflow-auto">
        <table
          className={cn('w-full border-collapse text-sm', loading && 'opacity-60')}
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">{caption}</caption>
          <thead className="sticky top-0 z-10 bg-ivory-deep text-left text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              {columns.map((column) => {
                const sorted = sort?.by === column.key ? sort.dir : undefined;
                const sortable = column.sortable && onSortChange;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={
                      sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined
                    }
                    className={cn(
                      'px-3 py-2.5 whitespace-nowrap',
                      column.align === 'right' && 'text-right',
                    )}
                  >
                    {sortable ? (
                      <button
                        type="button"
                        className="inline-flex items-center gap-1 uppercase hover:text-ink"
                        onClick={() =>
                          onSortChange({
                            by: column.key,
                            dir: sorted === 'asc' ? 'desc' : 'asc',
                          })
                        }
                      >
                        {column.header}
                        {sorted === 'asc' ? (
                          <ArrowUp aria-hidden className="size-3.5" />
                        ) : sorted === 'desc' ? (
                          <ArrowDown aria-hidden className="size-3.5" />
                        ) : (
                          <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />
                        )}
                      </button>
                    ) : (
                      column.header
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn(
                  'border-t border-line',
                  onRowClick && 'cursor-pointer hover:bg-ivory focus-within:bg-ivory',
                )}
                onClick={onRowClick ? () => onRowClick(row) : undefined}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cn(
                      'px-3 py-2.5 align-middle',
                      column.align === 'right' && 'text-right',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination && onPageChange ? (
        <Pagination pagination={pagination} onPageChange={onPageChange} />
      ) : null}
    </div>
  );
}
