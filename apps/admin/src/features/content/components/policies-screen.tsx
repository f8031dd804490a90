import { Link } from 'react-router';
import type { AdminPolicySummary } from '@kesariya/shared';
import { DataTable, type Column } from '@/components/data-table';
import { EmptyState } from '@/components/empty-state';
import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format-date';
import { usePoliciesQuery } from '../api/content-api';
import { ContentTabs } from './content-tabs';

const COLUMNS: readonly Column<AdminPolicySummary>[] = [
  {
    key: 'title',
    header: 'Page',
    cell: (page) => (
      <Link to={paths.policy.getHref(page.id)} className="font-medium text-brand hover:underline">
        {page.title}
      </Link>
    ),
  },
  {
    key: 'slug',
    header: 'Address',
    cell: (page) => <span className="text-muted">/{page.slug}</span>,
  },
  {
    key: 'status',
    header: 'Shown',
    cell: (page) =>
      page.status === 'Y' ? (
        <StatusPill tone="success">Shown</StatusPill>
      ) : (
        <StatusPill tone="neutral">Hidden</StatusPill>
      ),
  },
  { key: 'updated_at', header: 'Last changed', cell: (page) => formatDate(page.updated_at) },
];

/** The policy pages (terms, privacy, returns…), each opened to edit its title and text. */
export default function PoliciesScreen() {
  const pages = usePoliciesQuery();
  return (
    <>
      <PageHeader title="Content" description="What shoppers read around the shop." />
      <ContentTabs />
      {pages.isLoading ? (
        <LoadingState />
      ) : pages.error ? (
        <ErrorState error={pages.error} onRetry={() => void pages.refetch()} />
      ) : (
        <DataTable
          caption="Policy pages"
          columns={COLUMNS}
          rows={pages.data ?? []}
          rowKey={(page) => page.id}
          empty={<EmptyState title="No policy pages yet" />}
        />
      )}
    </>
  );
}
