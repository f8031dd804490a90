import { ORDER_LIFE, ORDER_STATUSES, type OrderStatus } from '@kesariya/shared';

/**
 * What each order status reads as everywhere in the back office: the staff's words of the order's
 * life cycle (packages/shared), which also keeps the shopper's.
 */
export const ORDER_STATUS_LABELS = Object.fromEntries(
  ORDER_STATUSES.map((status) => [status, ORDER_LIFE[status].staff.label]),
) as Record<OrderStatus, string>;
