import type { deliveryFailures, orders, shipments } from './schema';

/**
 * Rows as a select answers them, for the rows that travel between areas: they sit beside the
 * schema, so an area that hands an order on does not import another area's module for its type.
 */
export type OrderRow = typeof orders.$inferSelect;
export type ShipmentRow = typeof shipments.$inferSelect;
export type DeliveryFailureRow = typeof deliveryFailures.$inferSelect;
