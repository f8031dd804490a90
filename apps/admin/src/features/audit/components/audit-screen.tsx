import { useSearchParams } from 'react-router';
import { History } from 'lucide-react';
import { Button } from '@/components/button';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-select';
import { ListResult } from '@/components/list-result';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { useListParams } from '@/lib/use-list-params';
import { useStaffListQuery } from '@/store/staff-list-api';
import { useAuditFacetsQuery, useAuditQuery } from '../api/audit-api';
import { actionLabel } from '../lib/audit-diff';
import { AuditEntryCard } from './audit-entry';

const FILTERS = ['action', 'target_type', 'staff_user_id'] as const;

/** Every back-office change, newest first, for the owner; its filters live in the URL. */
export default function AuditScreen() {
  const params = useListParams();
  const [, setSearch] = useSearchParams();
  const filters = Object.fromEntries(FILTERS.map((name) => [name, params.get(name)]));
  const query = useAuditQuery(
    { ...filters, page: params.page },
    // Changes are made all the time elsewhere: the log is read afresh whenever it is opened.
    { refetchOnMountOrArgChange: true },
  );
  const facets = useAuditFacetsQuery(undefined, { refetchOnMountOrArgChange: true });
  const staff = useStaffListQuery();
  const filtered = FILTERS.some((name) => params.get(name));

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the back office: who made it, when, and what it changed."
      />
      <div className="mb-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FilterSelect
          params={params}
          name="action"
          label="Action"
          anyLabel="All"
          options={(facets.data?.actions ?? []).map((a) => ({ value: a, label: actionLabel(a) }))}
        />
        <FilterSelect
          params={params}
          name="target_type"
          label="Target"
          anyLabel="All"
          options={(facets.data?.target_types ?? []).map((t) => ({ value: t, label: t }))}
        />
        <FilterSelect
          params={params}
          name="staff_user_id"
          label="Staff member"
          anyLabel="All"
          options={(staff.data ?? []).map((m) => ({
            value: String(m.id),
            label: `${m.name || m.email}${m.state === 'removed' ? ' (removed)' : ''}`,
          }))}
        />
      </div>
      <ListResult
        query={query}
        empty={
          <EmptyState
            icon={History}
            title={filtered ? 'No changes match these filters' : 'No changes yet'}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => setSearch({})}>
                  Show every change
                </Button>
              ) : undefined
            }
          >
            {filtered ? undefined : 'Changes made in the back office appear here as they happen.'}
          </EmptyState>
        }
      >
        {(entries, pagination) => (
          <div className="overflow-hidden rounded-lg border border-line bg-ivory">
            <ol
              aria-label="Changes, newest first"
              aria-busy={query.isFetching || undefined}
              className={`flex flex-col gap-3 p-3 ${query.isFetching ? 'opacity-60' : ''}`}
            >
              {entries.map((entry) => (
                <li key={entry.id}>
                  <AuditEntryCard entry={entry} />
                </li>
              ))}
            </ol>
            {pagination ? (
              <div className="bg-white">
                <Pagination pagination={pagination} onPageChange={params.setPage} />
              </div>
            ) : null}
          </div>
        )}
      </ListResult>
    </>
  );
}
