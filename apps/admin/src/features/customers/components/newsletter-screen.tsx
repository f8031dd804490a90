import { Download, Mail } from 'lucide-react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { CardList, ListResult } from '@/components/list-result';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { formatDateTime } from '@/lib/format-date';
import { useCsvExport } from '@/components/use-csv-export';
import { useListParams } from '@/lib/use-list-params';
import { useSubscribersQuery } from '../api/customers-api';

export default function NewsletterScreen() {
  const params = useListParams();
  const search = params.get('search');
  const query = useSubscribersQuery({ search, page: params.page });
  const { exporting, exportCsv } = useCsvExport('admin/newsletter/export', 'newsletter');
  const pagination = query.data?.pagination;

  return (
    <>
      <PageHeader
        title="Newsletter"
        description={
          pagination
            ? `${pagination.total} subscriber${pagination.total === 1 ? '' : 's'}`
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
        className="mb-4 max-w-xl"
        placeholder="Part of an e-mail address"
        value={search}
        onSearch={(value) => params.setFilter('search', value)}
      />
      <ListResult
        query={query}
        loadingLabel="Loading subscribers…"
        empty={
          <EmptyState icon={Mail} title={search ? 'No address matches' : 'No subscribers yet'} />
        }
      >
        {(subscribers, page) => (
          <div className="rounded-lg border border-line bg-white">
            <CardList
              label="Subscribers"
              className="divide-y divide-line text-sm"
              loading={query.isFetching}
              pagination={page}
              onPageChange={params.setPage}
            >
              {subscribers.map((s) => (
                <li
                  key={s.id}
                  className="flex flex-wrap items-center justify-between gap-2 px-3 py-2"
                >
                  <span className="break-all text-ink">{s.email}</span>
                  <span className="text-muted">{formatDateTime(s.subscribed_at)}</span>
                </li>
              ))}
            </CardList>
          </div>
        )}
      </ListResult>
    </>
  );
}
