import { useState } from 'react';
import type { StaffAccount } from '@kesariya/shared';
import { Button } from '@/components/button';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable, type Column } from '@/components/data-table';
import { StatusPill, type Tone } from '@/components/status-pill';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/store/api';
import {
  useChangeStaffRoleMutation,
  useRemoveStaffMutation,
  useResetTwoFactorMutation,
} from '../api/staff-api';
import { ROLE_LABELS } from '../lib/invite-check';

const STATE: Record<StaffAccount['state'], { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  invited: { label: 'Invited', tone: 'warning' },
  removed: { label: 'Removed', tone: 'neutral' },
};

type Pending = { kind: 'remove' | 'role' | 'reset'; account: StaffAccount } | null;

const nameOf = (account: StaffAccount) => account.name || account.email;

/** The staff list with the owner's two moves on each other member: change the role, remove. */
export function StaffTable({ accounts, meId }: { accounts: StaffAccount[]; meId: number }) {
  const [pending, setPending] = useState<Pending>(null);
  const [remove, removing] = useRemoveStaffMutation();
  const [changeRole, changing] = useChangeStaffRoleMutation();
  const [resetTwoFactor, resetting] = useResetTwoFactorMutation();

  async function confirm() {
    if (!pending) return;
    const { kind, account } = pending;
    try {
      if (kind === 'remove') {
        await remove(account.id).unwrap();
        toast.success(`${nameOf(account)} can no longer sign in`);
      } else if (kind === 'reset') {
        await resetTwoFactor(account.id).unwrap();
        toast.success(`${nameOf(account)}’s two-factor sign-in is reset`);
      } else {
        const role = account.role === 'owner' ? 'staff' : 'owner';
        await changeRole({ id: account.id, role }).unwrap();
        toast.success(`${nameOf(account)} is now ${ROLE_LABELS[role].toLowerCase()}`);
      }
    } catch (error) {
      toast.error(errorMessage(error));
    }
    setPending(null);
  }

  const columns: Column<StaffAccount>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <span className="font-medium whitespace-nowrap text-ink">
          {row.name || '—'}
          {row.id === meId ? <span className="font-normal text-muted"> (you)</span> : null}
        </span>
      ),
    },
    {
      key: 'state',
      header: 'State',
      cell: (row) => <StatusPill tone={STATE[row.state].tone}>{STATE[row.state].label}</StatusPill>,
    },
    {
      key: 'email',
      header: 'E-mail',
      cell: (row) => <span className="whitespace-nowrap">{row.email}</span>,
    },
    { key: 'role', header: 'Role', cell: (row) => ROLE_LABELS[row.role] },
    {
      key: 'two_factor',
      header: 'Two-factor',
      cell: (row) =>
        row.state === 'removed' ? null : (
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap">
            <StatusPill tone={row.two_factor ? 'success' : 'neutral'}>
              {row.two_factor ? 'On' : 'Off'}
            </StatusPill>
            {row.two_factor && row.id !== meId ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Reset two-factor sign-in of ${nameOf(row)}`}
                onClick={() => setPending({ kind: 'reset', account: row })}
              >
                Reset
              </Button>
            ) : null}
          </span>
        ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      cell: (row) =>
        row.id === meId || row.state === 'removed' ? null : (
          <span className="inline-flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Make ${nameOf(row)} ${row.role === 'owner' ? 'staff' : 'an owner'}`}
              onClick={() => setPending({ kind: 'role', account: row })}
            >
              {row.role === 'owner' ? 'Make staff' : 'Make owner'}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              className="text-danger"
              aria-label={`Remove ${nameOf(row)}`}
              onClick={() => setPending({ kind: 'remove', account: row })}
            >
              Remove
            </Button>
          </span>
        ),
    },
  ];

  const account = pending?.account;
  const newRole = account?.role === 'owner' ? 'staff' : 'owner';
  return (
    <>
      <DataTable caption="Staff" columns={columns} rows={accounts} rowKey={(row) => row.id} />
      <ConfirmDialog
        open={pending?.kind === 'remove'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Remove ${account ? nameOf(account) : ''}?`}
        confirmLabel="Remove"
        destructive
        busy={removing.isLoading}
        onConfirm={() => void confirm()}
      >
        {account?.state === 'invited'
          ? 'Their invitation stops working at once, and they will not be able to sign in.'
          : 'They will be signed out at once and can no longer sign in to the back office. What they did stays in the audit log under their name.'}
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Reset two-factor sign-in of ${account ? nameOf(account) : ''}?`}
        confirmLabel="Reset two-factor"
        destructive
        busy={resetting.isLoading}
        onConfirm={() => void confirm()}
      >
        For a lost phone. Their authenticator app and recovery codes stop working, and they are
        signed out at once. They sign in again with their password alone, or set two-factor up again
        at once if you require it for everyone. The reset is in the audit log.
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'role'}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title={`Make ${account ? nameOf(account) : ''} ${newRole === 'owner' ? 'an owner' : 'staff'}?`}
        confirmLabel={newRole === 'owner' ? 'Make owner' : 'Make staff'}
        busy={changing.isLoading}
        onConfirm={() => void confirm()}
      >
        {newRole === 'owner'
          ? 'They can open everything at once, including settings, staff, the audit log and wallet adjustments.'
          : 'They lose settings, staff, the audit log and wallet adjustments at once, and keep orders, returns, support, the catalogue and customers.'}
      </ConfirmDialog>
    </>
  );
}
