const DAY_MS = 24 * 60 * 60 * 1000;

/** The last moment a delivered order's items may be asked back: RETURN_WINDOW_DAYS after delivery. */
export function returnDeadline(deliveredAt: Date, windowDays: number): Date {
  return new Date(deliveredAt.getTime() + windowDays * DAY_MS);
}

/** The earliest delivery whose window is still open at `now`. */
export function earliestOpenDelivery(windowDays: number, now = new Date()): Date {
  return new Date(now.getTime() - windowDays * DAY_MS);
}

const STORE_DAY = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** A date as the store's shoppers read it, on the store's calendar: "3 Dec 2026". */
export function formatStoreDay(at: Date): string {
  return STORE_DAY.format(at).replace('Sept', 'Sep');
}
