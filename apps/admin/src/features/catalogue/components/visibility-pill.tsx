import { StatusPill } from '@/components/status-pill';
import { VISIBILITY_LABELS } from '../lib/visibility';

/** A list's status cell: green while the storefront shows the item, grey while it is hidden. */
export function VisibilityPill({ status }: { status: string }) {
  return status === 'Y' ? (
    <StatusPill tone="success">{VISIBILITY_LABELS.Y}</StatusPill>
  ) : (
    <StatusPill>{VISIBILITY_LABELS.N}</StatusPill>
  );
}
