/**
 * Dates as shoppers in India read them, always in IST (docs/decisions/storefront-screens.md, Look
 * and feel).
 */
import { onFirstUse } from './on-first-use';

const DAY: Intl.DateTimeFormatOptions = {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
};

const DATE = onFirstUse(() => new Intl.DateTimeFormat('en-IN', DAY));

const DATE_TIME = onFirstUse(
  () => new Intl.DateTimeFormat('en-IN', { ...DAY, hour: 'numeric', minute: '2-digit' }),
);

/** "14 Nov 2025" */
export function formatDate(iso: string): string {
  return DATE().format(new Date(iso));
}

/** "14 Nov 2025, 3:42 pm" */
export function formatDateTime(iso: string): string {
  return DATE_TIME().format(new Date(iso));
}
