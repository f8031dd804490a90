import type { ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import { useStaffMember } from '@/store/hooks';

export const OWNER_ONLY = 'Only the store owner can open this page.';

/**
 * The owner's pages (settings, staff, content, the audit log). The server refuses their calls to
 * staff anyway; this says so plainly instead of showing a screen of refusals.
 */
export function RequireOwner({ children }: { children: ReactNode }) {
  const member = useStaffMember();
  if (member.role === 'owner') return <>{children}</>;
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-lg border border-line bg-white px-6 py-12 text-center"
    >
      <ShieldAlert aria-hidden className="size-8 text-muted" strokeWidth={1.5} />
      <p className="font-medium text-ink">{OWNER_ONLY}</p>
    </div>
  );
}
