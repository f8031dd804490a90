import { PageHeader } from '@/components/page-header';
import { ErrorState, LoadingState } from '@/components/query-state';
import { useStaffMember } from '@/store/hooks';
import { useStaffListQuery } from '@/store/staff-list-api';
import { InviteForm } from './invite-form';
import { StaffTable } from './staff-table';
import { TwoFactorRule } from './two-factor-rule';

/** Who works in the back office, for the owner: invite, change a role, remove. */
export default function StaffScreen() {
  const me = useStaffMember();
  const { data, error, isLoading, refetch } = useStaffListQuery();
  return (
    <>
      <PageHeader
        title="Staff"
        description="Staff run orders, returns, support, the catalogue and customers. Owners also run settings, staff and the audit log."
      />
      <div className="flex flex-col gap-6">
        <InviteForm />
        <TwoFactorRule />
        {isLoading ? (
          <LoadingState />
        ) : error || !data ? (
          <ErrorState error={error} onRetry={() => void refetch()} />
        ) : (
          <StaffTable accounts={data} meId={me.id} />
        )}
      </div>
    </>
  );
}
