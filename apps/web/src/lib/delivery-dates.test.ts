import { describe, expect, it } from 'vitest';
import { deliveryArrival, deliveryDay } from './delivery-dates';

describe('deliveryDay', () => {
  it("reads a courier's date as India's day, whatever the browser's zone", () => {
    expect(deliveryDay('2026-12-06')).toBe('Sun, 6 Dec');
    expect(deliveryDay('2027-01-01')).toBe('Fri, 1 Jan');
  });
});

describe('deliveryArrival', () => {
  const answer = {
    pincode: '411004',
    serviceable: true,
    cod_available: true,
    estimated_delivery_date: '2026-12-09',
    days: { min: 3, max: 5 },
  };
  it("says the courier's own date, else the pincode directory's window of days from today", () => {
    expect(deliveryArrival({ ...answer, courier: 'Delhivery' })).toBe('Wed, 9 Dec');
    // Manual shipping: the directory's days, counted from now in India.
    expect(deliveryArrival(answer, new Date('2026-12-02T06:00:00Z'))).toBe(
      'Sat, 5 Dec – Mon, 7 Dec',
    );
    expect(deliveryArrival({ ...answer, days: null, estimated_delivery_date: null })).toBeNull();
  });
});
