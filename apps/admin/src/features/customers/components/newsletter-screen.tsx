import { useState } from 'react';
import { Download, Mail } from 'lucide-react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { ErrorState, LoadingState } from '@/components/query-state';
import { fetchApiFile, saveBlob } from '@/lib/api-file';
import { formatDateTime } from '@/lib/format-date';
import { toast } from '@/lib/toast';
import { useListParams } from '@/lib/use-list-params';
import { errorMessage } from '@/store/api';
import { useSubscribersQuery } from '../api/customers-api';
import { SearchBox } from './search-box';

export default function NewsletterScreen() {
  const params = useListParams();
  const search = params.get('search');
  const { data, error, isLoading, isFetching, refetch } = useSubscribersQuery({
    search,
    page: params.page,
  });
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveBlob(
        await fetchApiFile('admin/newsletter/export'),
        `kesariya-newsletter-${new Date().toISOString().slice(0, 10)}.csv`,
      );
    } catch (failure) {
      toast.error(errorMessage(failure));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Newsletter"
        description={
          data?.pagination
            ? `${data.pagination.total} subscriber${data.pagination.total === 1 ? '' : 's'}`
            : 'Addresses signed up in the footer.'
        }
        actions={
          <Button
            variant="secondary"
            busy={exporting}
            icon={<Download aria-hidden className="size-4" />}
            onClick={() => void exportCsv()}
          >
            Export CSV
          </Button>
        }
      />
      <SearchBox
        label="Search"
        placeholder="Part of an e-mail address"
        value={search}
        onSearch={(v) => params.setFilter('search', v)}
      />
      {isLoading ? (
        <LoadingState label="Loading subscribers…" />
      ) : error ? (
        <ErrorState error={error} onRetry={refetch} />
      ) : !data || data.items.length === 0 ? (
        <EmptyState icon={Mail} title={search ? 'No address matches' : 'No subscribers yet'} />
      ) : (
        <div className="rounded-lg border border-line bg-white">
          <ul
            className={`divide-y divide-line text-sm ${isFetching ? 'opacity-60' : ''}`}
            aria-label="Subscribers"
          >
            {data.items.map((s) => (
              <li
                key={s.id}
                className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
              >
                <span className="break-all text-ink">{s.email}</span>
                <span className="text-muted">{formatDateTime(s.subscribed_at)}</span>
              </li>
            ))}
          </ul>
          {data.pagination ? (
            <Pagination pagination={data.pagination} onPageChange={params.setPage} />
          ) : null}
        </div>
      )}
    </>
  );
}
