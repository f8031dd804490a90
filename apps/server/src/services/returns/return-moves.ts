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
 * The moves staff may make from each status (docs/decisions/orders-and-payments.md, After the
 * sale).
 */
export function nextReturnStatuses(type: ReturnType, from: ReturnStatus): readonly ReturnStatus[] {
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
