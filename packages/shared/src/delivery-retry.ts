/**
 * A failed delivery's second chance (docs/decisions/after-dispatch.md, Failed deliveries): the days
 * a shopper or staff may ask the courier to come again on, and how long the shopper's link works.
 * The storefront offers these days and the server accepts only these, from the same function.
 */

/** Days after today (India's date) another attempt may be asked for: tomorrow and the two after. */
export const DELIVERY_RETRY_DAYS = 3;
/** The shopper's link works this long after the failed attempt; the courier holds the parcel so long. */
export const DELIVERY_RETRY_LINK_HOURS = 72;

const INDIA_OFFSET_MS = 5.5 * 3_600_000;
const DAY_MS = 86_400_000;

/** India's calendar date `days` after the one of `at`, YYYY-MM-DD. */
function indiaDate(at: number, days: number): string {
  return new Date(at + INDIA_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** The dates another attempt may be asked for, nearest first. */
export function deliveryRetryDates(now: number = Date.now()): string[] {
  return Array.from({ length: DELIVERY_RETRY_DAYS }, (_, i) => indiaDate(now, i + 1));
}

/** "Thu 3 Dec" for a YYYY-MM-DD date, as the pages and messages name a day. */
export function retryDayLabel(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][day.getUTCDay()];
  const month = [
    'Jan',
    'Feb',
    'Mar',
    'Apr',
    'May',
    'Jun',
    'Jul',
    'Aug',
    'Sep',
    'Oct',
    'Nov',
    'Dec',
  ][day.getUTCMonth()];
  return `${weekday} ${day.getUTCDate()} ${month}`;
}
