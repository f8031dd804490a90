import type { ServiceabilityAnswer } from '@kesariya/shared';
import { onFirstUse } from '@/lib/on-first-use';

const istDate = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      timeZone: 'Asia/Kolkata',
    }),
);

/**
 * "Thu, 14 Nov – Sat, 16 Nov": the delivery window from today, in IST
 * (docs/decisions/storefront-screens.md, Look and feel).
 */
export function deliveryWindow(days: { min: number; max: number }, now = new Date()): string {
  const at = (n: number) => istDate().format(new Date(now.getTime() + n * 86_400_000));
  return days.min === days.max ? at(days.min) : `${at(days.min)} – ${at(days.max)}`;
}

/** "Sun, 6 Dec": a courier's delivery date (YYYY-MM-DD, India's day) as the shopper reads it. */
export function deliveryDay(isoDate: string): string {
  // Noon in India, so the day never slips across midnight whatever the browser's zone.
  return istDate().format(new Date(`${isoDate}T12:00:00+05:30`));
}

/** Indian pincodes are six digits and never start with 0. */
export function isPincode(text: string): boolean {
  return /^[1-9][0-9]{5}$/.test(text);
}

/**
 * When a parcel to the answered pincode arrives, in the shopper's words: the courier's own date,
 * else the pincode directory's window of days; null when neither is known.
 */
export function deliveryArrival(answer: ServiceabilityAnswer, now = new Date()): string | null {
  if (answer.courier && answer.estimated_delivery_date)
    return deliveryDay(answer.estimated_delivery_date);
  if (answer.days) return deliveryWindow(answer.days, now);
  return answer.estimated_delivery_date ? deliveryDay(answer.estimated_delivery_date) : null;
}
