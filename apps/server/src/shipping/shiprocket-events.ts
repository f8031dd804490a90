import type { OrderStatus, ReturnStatus } from '@kesariya/shared';
import type { TrackingEvent } from './tracking-event';

/**
 * Shiprocket's tracking webhook (Settings > API > Webhooks): a JSON POST per scan with awb,
 * current_status, current_status_id, current_timestamp ("23 05 2023 11:43:52", India's time),
 * courier_name, etd and scans[] {date, status, activity, location, sr-status, sr-status-label}.
 */

/**
 * Shiprocket's status words and the statuses they move an order to
 * (docs/decisions/after-dispatch.md, Shipping).
 */
export const SHIPROCKET_STATUS_WORDS: Readonly<Record<string, OrderStatus | null>> = {
  'PICKED UP': 'shipped',
  'IN TRANSIT': null,
  'OUT FOR DELIVERY': 'out_for_delivery',
  DELIVERED: 'delivered',
  UNDELIVERED: 'delivery_failed',
  'RTO INITIATED': 'rto_in_transit',
  'RTO DELIVERED': 'rto_delivered',
  CANCELED: 'cancelled',
};

/**
 * The same words on a return's AWB, collected from the shopper and delivered to the store, and
 * the statuses they move the return to (docs/decisions/after-dispatch.md, Return pickups).
 */
export const SHIPROCKET_RETURN_WORDS: Readonly<Record<string, ReturnStatus>> = {
  'PICKED UP': 'picked_up',
  DELIVERED: 'received',
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== ''
    ? value.trim()
    : typeof value === 'number'
      ? String(value)
      : null;

/** "23 05 2023 11:43:52" or "2023-05-23 11:43:52", India's time, as an instant; null otherwise. */
export function shiprocketTime(value: unknown): Date | null {
  const raw = text(value);
  if (!raw) return null;
  const dayFirst = /^(\d{2}) (\d{2}) (\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(raw);
  const yearFirst = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/.exec(raw);
  const [y, mo, d, h, mi, s] = dayFirst
    ? [dayFirst[3], dayFirst[2], dayFirst[1], dayFirst[4], dayFirst[5], dayFirst[6]]
    : yearFirst
      ? yearFirst.slice(1, 7)
      : [];
  if (!y) return null;
  const at = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** The webhook's event, or null when the body is not one (no AWB or no status word). */
export function parseShiprocketEvent(body: unknown, receivedAt: Date): TrackingEvent | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const payload = body as Record<string, unknown>;
  const awb = text(payload.awb);
  const word = text(payload.current_status)?.toUpperCase() ?? null;
  if (!awb || !word) return null;
  const scans = Array.isArray(payload.scans) ? payload.scans : [];
  const lastScan = (scans.at(-1) ?? {}) as Record<string, unknown>;
  const stamp = text(payload.current_timestamp);
  const attempt = Number(payload.ndr_attempt ?? payload.attempts);
  return {
    awb,
    word,
    moveTo: SHIPROCKET_STATUS_WORDS[word] ?? null,
    returnMoveTo: SHIPROCKET_RETURN_WORDS[word] ?? null,
    at: shiprocketTime(stamp) ?? receivedAt,
    key: `${awb}|${text(payload.current_status_id) ?? word}|${stamp ?? receivedAt.toISOString()}`,
    courier: text(payload.courier_name),
    reason:
      word === 'UNDELIVERED'
        ? (text(payload.ndr_reason) ?? text(payload.reason) ?? text(lastScan.activity))
        : null,
    attempt: Number.isInteger(attempt) && attempt > 0 ? attempt : null,
    payload,
  };
}
