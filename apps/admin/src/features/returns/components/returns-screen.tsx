import { Link } from 'react-router';
import { RETURN_STATUSES, type ReturnRequest } from '@kesariya/shared';
import { Undo2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { ErrorState, LoadingState } from '@/components/query-state';
import { Select } from '@/components/select';
import { StatusPill } from '@/components/status-pill';
import { formatDateTime } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useReturnsQuery } from '../api/returns-api';
import { RETURN_STATUS_LABELS, returnTone } from '../lib/return-labels';

function ReturnRow({ request }: { request: ReturnRequest }) {
  return (
    <li>
      <Link
        to={`/returns/${request.id}`}
        className="flex flex-col gap-1 rounded-lg border border-line bg-white p-3 hover:bg-ivory focus-visible:outline-2 focus-visible:outline-brand sm:flex-row sm:items-center sm:justify-between"
      >
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-ink">
              {request.type === 'return' ? 'Return' : 'Replacement'} #{request.id}
            </span>
            <StatusPill tone={returnTone(request.status)}>
              {RETURN_STATUS_LABELS[request.status]}
            </StatusPill>
          </div>
          <div className="truncate text-sm text-muted">
            {request.sale_id} ·{' '}
            {request.items.map((item) => `${item.name} (${item.size}) ×${item.qty}`).join(', ')}
          </div>
        </div>
        <div className="shrink-0 text-sm text-muted">
          {request.reason} · {formatDateTime(request.created_at)}
        </div>
      </Link>
    </li>
  );
}

export default function ReturnsScreen() {
  const params = useListParams();
  const status = params.get('status');
  const type = params.get('type');
  const { data, error, isLoading, isFetching, refetch } = useReturnsQuery({
    status,
    type,
    page: params.page,
  });
  return (
    <>
      <PageHeader
        title="Returns and replacements"
        description="Requests from shoppers, newest first."
      />
      <div className="mb-4 grid max-w-xl gap-3 sm:grid-cols-2">
        <Select
          label="Status"
          value={status}
          onChange={(event) => params.setFilter('status', event.target.value)}
          options={[
            { value: '', label: 'Any status' },
            ...RETURN_STATUSES.map((s) => ({ value: s, label: RETURN_STATUS_LABELS[s] })),
          ]}
        />
        <Select
          label="Kind"
          value={type}
          onChange={(event) => params.setFilter('type', event.target.value)}
          options={[
            { value: '', label: 'Returns and replacements' },
            { value: 'return', label: 'Returns' },
            { value: 'replace', label: 'Replacements' },
          ]}
        />
      </div>
      {isLoading ? (
        <LoadingState label="Loading requests…" />
      ) : error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={Undo2} title="No requests match">
          {status || type
            ? 'Clear a filter to see more.'
            : 'Requests appear here when shoppers ask.'}
        </EmptyState>
      ) : (
        <>
          <ul
            className={`flex flex-col gap-2 ${isFetching ? 'opacity-60' : ''}`}
            aria-label="Return requests"
          >
            {data.items.map((request) => (
              <ReturnRow key={request.id} request={request} />
            ))}
          </ul>
          {data.pagination ? (
            <Pagination pagination={data.pagination} onPageChange={params.setPage} />
          ) : null}
        </>
      )}
    </>
  );
}
