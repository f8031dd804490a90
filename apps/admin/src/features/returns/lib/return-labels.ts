import type { ReturnStatus } from '@kesariya/shared';
import type { Tone } from '@/components/status-pill';

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  picked_up: 'Picked up',
  received: 'Received',
  refunded: 'Refunded',
  replacement_shipped: 'Replacement shipped',
};

/** The button of each move staff make. */
export const RETURN_MOVE_LABELS: Record<ReturnStatus, string> = {
  ...RETURN_STATUS_LABELS,
  approved: 'Approve',
  rejected: 'Reject',
  picked_up: 'Mark picked up',
  received: 'Mark received',
  refunded: 'Refund',
  replacement_shipped: 'Ship the replacement',
};

export function returnTone(status: ReturnStatus): Tone {
  if (status === 'refunded' || status === 'replacement_shipped') return 'success';
  if (status === 'rejected') return 'danger';
  if (status === 'requested') return 'warning';
  return 'info';
}
