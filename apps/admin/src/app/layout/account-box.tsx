import { LogOut, UserCog } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { StatusPill } from '@/components/status-pill';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import { useStaffMember } from '@/store/hooks';
import { useLogoutMutation } from '@/store/session-api';

/** Who is signed in, their own account, and the way out. */
export function AccountBox({ onNavigate }: { onNavigate?: () => void }) {
  const member = useStaffMember();
  const navigate = useNavigate();
  const [logout, { isLoading }] = useLogoutMutation();

  async function onLogout() {
    try {
      await logout().unwrap();
    } catch (error) {
      toast.error(errorMessage(error));
    }
    await navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <div className="border-t border-line p-3">
      <div className="mb-2 flex items-center justify-between gap-2 px-1">
        <div className="min-w-0">
          <p className="truncate text-sm font-medium text-ink">{member.name || member.email}</p>
          <p className="truncate text-xs text-muted">{member.email}</p>
        </div>
        <StatusPill tone={member.role === 'owner' ? 'info' : 'neutral'}>
          {member.role === 'owner' ? 'Owner' : 'Staff'}
        </StatusPill>
      </div>
      <Link
        to={paths.account.getHref()}
        onClick={onNavigate}
        className="mb-2 flex h-8 items-center justify-center gap-2 rounded-md text-sm font-medium text-ink hover:bg-ivory-deep"
      >
        <UserCog aria-hidden className="size-4" />
        Your account
      </Link>
      <Button
        variant="secondary"
        size="sm"
        className="w-full"
        busy={isLoading}
        icon={<LogOut aria-hidden className="size-4" />}
        onClick={() => void onLogout()}
      >
        Log out
      </Button>
    </div>
  );
}
