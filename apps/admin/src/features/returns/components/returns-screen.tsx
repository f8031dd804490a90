import { Link } from 'react-router';
import { RETURN_STATUSES, type ReturnRequest } from '@kesariya/shared';
import { Undo2 } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect, labelledOptions } from '@/components/filter-select';
import { CardList, ListResult } from '@/components/list-result';
import { PageHeader } from '@/components/page-header';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format-date';
import { useListParams } from '@/lib/use-list-params';
import { useReturnsQuery } from '../api/returns-api';
import { RETURN_STATUS_LABELS, returnTone } from '../lib/return-labels';

function ReturnRow({ request }: { request: ReturnRequest }) {
  return (
    <li>
      <Link
        to={paths.returnRequest.getHref(request.id)}
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
  const query = useReturnsQuery({ status, type, page: params.page });
  return (
    <>
      <PageHeader
        title="Returns and replacements"
        description="Requests from shoppers, newest first."
      />
      <div className="mb-4 grid max-w-xl gap-3 sm:grid-cols-2">
        <FilterSelect
          params={params}
          name="status"
          label="Status"
          anyLabel="Any status"
          options={labelledOptions(RETURN_STATUSES, RETURN_STATUS_LABELS)}
        />
        <FilterSelect
          params={params}
          name="type"
          label="Kind"
          anyLabel="Returns and replacements"
          options={[
            { value: 'return', label: 'Returns' },
            { value: 'replace', label: 'Replacements' },
          ]}
        />
      </div>
      <ListResult
        query={query}
        loadingLabel="Loading requests…"
        empty={
          <EmptyState icon={Undo2} title="No requests match">
            {status || type
              ? 'Clear a filter to see more.'
              : 'Requests appear here when shoppers ask.'}
          </EmptyState>
        }
      >
        {(requests, pagination) => (
          <CardList
            label="Return requests"
            loading={query.isFetching}
            pagination={pagination}
            onPageChange={params.setPage}
          >
            {requests.map((request) => (
              <ReturnRow key={request.id} request={request} />
            ))}
          </CardList>
        )}
      </ListResult>
    </>
  );
}
