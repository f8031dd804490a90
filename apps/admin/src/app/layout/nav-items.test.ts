import { describe, expect, it } from 'vitest';
import { NAV_ITEMS, navItemFor, visibleNavItems } from './nav-items';

const everyPath = NAV_ITEMS.map((item) => item.page.path);

describe('the back office nav', () => {
  it('shows the owner every entry', () => {
    expect(visibleNavItems('owner', everyPath).map((item) => item.label)).toEqual([
      'Dashboard',
      'Orders',
      'Failed deliveries',
      'Returns',
      'Support',
      'Messages',
      'Products',
      'Categories',
      'Customers',
      'Newsletter',
      'Content',
      'Settings',
      'Staff',
      'Audit log',
    ]);
  });

  it('hides the owner-only entries from staff', () => {
    const labels = visibleNavItems('staff', everyPath).map((item) => item.label);
    for (const hidden of ['Newsletter', 'Content', 'Settings', 'Staff', 'Audit log'])
      expect(labels).not.toContain(hidden);
    expect(labels).toContain('Orders');
    expect(labels).toContain('Messages');
  });

  it('lists only entries whose screen exists', () => {
    expect(
      visibleNavItems('owner', ['', 'orders', 'returns/:id']).map((item) => item.label),
    ).toEqual(['Dashboard', 'Orders']);
  });

  it('counts a deeper page as part of its entry, owner-only included', () => {
    expect(navItemFor('settings/payments')?.ownerOnly).toBe(true);
    expect(navItemFor('orders/:id')?.label).toBe('Orders');
    expect(navItemFor('messages/:tab')?.label).toBe('Messages');
    expect(navItemFor('nowhere')).toBeUndefined();
  });
});
