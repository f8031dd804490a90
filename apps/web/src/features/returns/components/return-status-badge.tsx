import type { ReturnStatus } from '@kesariya/shared';
import { StatusPill } from '@/components/status-pill';
import { RETURN_STATUS_LABELS, RETURN_STATUS_TONES } from '../lib/return-status';

/** The request's status as a small coloured label. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  return (
    <StatusPill tone={RETURN_STATUS_TONES[status]} testId="return-status">
      {RETURN_STATUS_LABELS[status]}
    </StatusPill>
  );
}
