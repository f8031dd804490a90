/** The date in India (UTC+5:30) `days` after `now`, YYYY-MM-DD: delivery dates are India's. */
export function indiaDateAfter(now: number, days: number): string {
  return new Date(now + days * 86_400_000 + 5.5 * 3600_000).toISOString().slice(0, 10);
}
