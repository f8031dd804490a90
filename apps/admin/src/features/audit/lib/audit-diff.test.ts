import { describe, expect, it } from 'vitest';
import { actionLabel, diffOf, targetHref } from './audit-diff';

describe('diffOf', () => {
  it('lists only the fields that changed, nested ones by their path', () => {
    const before = {
      status: 'packed',
      carrier: null,
      total: 1499,
      address: { city: 'Pune', pincode: '411001' },
      updated_at: '2030-01-01T00:00:00Z',
    };
    const after = {
      status: 'shipped',
      carrier: 'Delhivery',
      total: 1499,
      address: { city: 'Pune', pincode: '411004' },
      updated_at: '2030-01-02T00:00:00Z',
    };
    expect(diffOf(before, after)).toEqual([
      { field: 'status', before: 'packed', after: 'shipped' },
      { field: 'carrier', before: '—', after: 'Delhivery' },
      { field: 'address.pincode', before: '411001', after: '411004' },
    ]);
  });

  it('shows what a creation set and what a deletion removed', () => {
    expect(diffOf(null, { name: 'Ravi', role: 'staff' })).toEqual([
      { field: 'name', before: '—', after: 'Ravi' },
      { field: 'role', before: '—', after: 'staff' },
    ]);
    expect(diffOf({ is_hot_deal: true }, null)).toEqual([
      { field: 'is_hot_deal', before: 'yes', after: '—' },
    ]);
  });

  it('writes a moment in IST', () => {
    expect(diffOf({ delivered_at: null }, { delivered_at: '2030-01-08T20:00:00.000Z' })).toEqual([
      { field: 'delivered_at', before: '—', after: '9 Jan 2030, 1:30 am' },
    ]);
  });

  it('compares lists whole', () => {
    expect(diffOf({ sizes: ['S', 'M'] }, { sizes: ['S', 'M', 'L'] })).toEqual([
      { field: 'sizes', before: '["S","M"]', after: '["S","M","L"]' },
    ]);
  });
});

describe('actionLabel and targetHref', () => {
  it('reads an action and links a target that has a page', () => {
    expect(actionLabel('order.out_for_delivery')).toBe('Order: out for delivery');
    expect(actionLabel('category.image.set')).toBe('Category: image set');
    expect(targetHref({ type: 'order', id: 'KS-2030-000001' })).toBe('/orders/KS-2030-000001');
    expect(targetHref({ type: 'product', id: '12' })).toBe('/products/12');
    expect(targetHref({ type: 'catalogue', id: 'products' })).toBeNull();
  });
});
