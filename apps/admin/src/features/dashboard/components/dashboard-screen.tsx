import { PageHeader } from '@/components/page-header';
import { StatusPill } from '@/components/status-pill';
import { useStaffMember } from '@/store/hooks';

export default function DashboardScreen() {
  const member = useStaffMember();
  return (
    <>
      <PageHeader
        title={`Welcome, ${member.name || member.email}`}
        description={
          <span className="inline-flex items-center gap-2">
            Signed in as {member.email}
            <StatusPill tone={member.role === 'owner' ? 'info' : 'neutral'}>
              {member.role === 'owner' ? 'Owner' : 'Staff'}
            </StatusPill>
          </span>
        }
      />
    </>
  );
}
