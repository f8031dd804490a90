import type { OrderStatus, ReturnStatus } from '@kesariya/shared';

/**
 * One tracking event of a courier's webhook, as the store reads it: which parcel, what happened,
 * when, and for a failed delivery why and which attempt it was.
 */
export interface TrackingEvent {
  awb: string;
  /** The courier's status word, e.g. OUT FOR DELIVERY. */
  word: string;
  /** Where the word moves the order; null when it moves nothing (IN TRANSIT and the like). */
  moveTo: OrderStatus | null;
  /** Where the word moves a return the courier collects (its own AWB); null when nowhere. */
  returnMoveTo: ReturnStatus | null;
  /** When it happened (the event's own time; the arrival's when it has none). */
  at: Date;
  /** The same event sent again has the same key. */
  key: string;
  courier: string | null;
  /** A failed delivery: the courier's reason, and the attempt's number when the courier gives it. */
  reason: string | null;
  attempt: number | null;
  payload: Record<string, unknown>;
}
