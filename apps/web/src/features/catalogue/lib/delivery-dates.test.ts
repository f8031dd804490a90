import { describe, expect, it } from 'vitest';
import { deliveryDay } from './delivery-dates';

describe('deliveryDay', () => {
  it("reads a courier's date as India's day, whatever the browser's zone", () => {
    expect(deliveryDay('2026-12-06')).toBe('Sun, 6 Dec');
    expect(deliveryDay('2027-01-01')).toBe('Fri, 1 Jan');
  });
});
