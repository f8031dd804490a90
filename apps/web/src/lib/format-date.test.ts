import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates in IST', () => {
  it('shows the Indian date of a time that is still the day before in UTC', () => {
    expect(formatDate('2025-11-13T20:00:00Z')).toBe('14 Nov 2025');
  });

  it('adds the time of day in IST', () => {
    expect(formatDateTime('2025-11-14T10:12:00Z')).toBe('14 Nov 2025, 3:42 pm');
  });
});
