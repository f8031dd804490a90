import type { ReturnStatus, ReturnType } from '@kesariya/shared';

/** A request still on its way: the same items submitted again answer it instead of a second one. */
export const OPEN_RETURN_STATUSES = [
  'requested',
  'approved',
  'picked_up',
  'received',
] as const satisfies readonly ReturnStatus[];

/** Every status but `rejected` holds its items: they cannot be asked back twice. */
export const CLAIMING_RETURN_STATUSES = [
  ...OPEN_RETURN_STATUSES,
  'refunded',
  'replacement_shipped',
] as const satisfies readonly ReturnStatus[];

/**
 * The courier's moves of a return it collects (docs/decisions/after-dispatch.md, Return pickups):
 * forward only, to picked up or straight to received (a delivery back at the store proves the
 * pickup whose report was lost).
 */
export function courierReturnStatuses(from: ReturnStatus): readonly ReturnStatus[] {
  if (from === 'approved') return ['picked_up', 'received'];
  if (from === 'picked_up') return ['received'];
  return [];
}

/**
 * The moves staff may make from each status (docs/decisions/orders-and-payments.md, After the
 * sale). Where a courier API tracks the return's pickup (its AWB assigned), the courier's moves are
 * the courier's: staff make them only where no courier reports.
 */
export function nextReturnStatuses(
  type: ReturnType,
  from: ReturnStatus,
  courierTracked = false,
): readonly ReturnStatus[] {
  if (courierTracked && courierReturnStatuses(from).length > 0) return [];
  switch (from) {
    case 'requested':
      return ['approved', 'rejected'];
    case 'approved':
      return ['picked_up'];
    case 'picked_up':
      return ['received'];
    case 'received':
      return [type === 'return' ? 'refunded' : 'replacement_shipped'];
    default:
      return [];
  }
}
