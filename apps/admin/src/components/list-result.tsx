import type { ReactNode } from 'react';
import type { Pagination as PageInfo } from '@kesariya/shared';
import { cn } from '@/lib/cn';
import { Pagination } from './pagination';
import { ErrorState, LoadingState } from './query-state';

/** One page of a server list, as an RTK Query list call hands it over. */
export interface ListQuery<Item> {
  data?: { items: Item[]; pagination?: PageInfo };
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The states every list screen passes through: loading, failed (with a retry), empty, or its rows.
 * `children` draws the rows only once there are some.
 */
export function ListResult<Item>({
  query,
  loadingLabel,
  empty,
  children,
}: {
  query: ListQuery<Item>;
  loadingLabel?: string;
  empty: ReactNode;
  children: (items: Item[], pagination: PageInfo | undefined) => ReactNode;
}) {
  if (query.isLoading) return <LoadingState label={loadingLabel} />;
  if (query.error) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data || query.data.items.length === 0) return <>{empty}</>;
  return <>{children(query.data.items, query.data.pagination)}</>;
}

/**
 * A list drawn as cards (each child an <li>), with the server's paging under it. The previous
 * page stays, dimmed, while the next one loads.
 */
export function CardList({
  label,
  loading,
  pagination,
  onPageChange,
  className = 'flex flex-col gap-2',
  children,
}: {
  label: string;
  loading: boolean;
  pagination?: PageInfo;
  onPageChange: (page: number) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <>
      <ul className={cn(className, loading && 'opacity-60')} aria-label={label}>
        {children}
      </ul>
      {pagination ? <Pagination pagination={pagination} onPageChange={onPageChange} /> : null}
    </>
  );
}
