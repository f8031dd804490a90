import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { aboutOf, MESSAGE_TABS, tabHref, tabOf } from './message-labels';

describe('what a message is about', () => {
  it('links a sale id to its order and a ticket to its page', () => {
    expect(aboutOf('KSR-2026-000123')).toEqual({
      label: 'KSR-2026-000123',
      href: paths.order.getHref('KSR-2026-000123'),
    });
    expect(aboutOf('ticket 42')).toEqual({ label: 'Ticket 42', href: paths.ticket.getHref(42) });
  });

  it('shows anything else as it is, and nothing for no subject', () => {
    expect(aboutOf('KSR-20-1')).toEqual({ label: 'KSR-20-1', href: null });
    expect(aboutOf('ticket 4 2')).toEqual({ label: 'ticket 4 2', href: null });
    expect(aboutOf(null)).toBeNull();
    expect(aboutOf('')).toBeNull();
  });
});

describe('the tabs', () => {
  it('open on the failed messages and ask the server for each list by its name', () => {
    expect(tabOf(undefined)?.view).toBe('failed');
    expect(tabOf('waiting')?.view).toBe('pending');
    expect(tabOf('sent')?.view).toBe('sent');
    expect(MESSAGE_TABS.map((tab) => tab.label)).toEqual(['Failed', 'Waiting', 'Sent']);
  });

  it('give each tab an address of its own, and none to a segment that is no tab', () => {
    expect(MESSAGE_TABS.map(tabHref)).toEqual(['/messages', '/messages/waiting', '/messages/sent']);
    expect(tabOf('failed')).toBeNull();
    expect(tabOf('pending')).toBeNull();
  });
});
