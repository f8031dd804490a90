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

/** Indian pincodes are six digits and never start with 0. */
export function isPincode(text: string): boolean {
  return /^[1-9][0-9]{5}$/.test(text);
}
