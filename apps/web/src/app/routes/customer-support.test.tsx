import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_STORE_SETTINGS } from '@kesariya/shared';
import { answer } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import CustomerSupportRoute from './customer-support';

let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) => {
        asked.push(url);
        return url.includes('/website/store')
          ? answer({ ...DEFAULT_STORE_SETTINGS, support_email: 'support@kesariya.in' })
          : answer(null);
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('/customer-support for a guest', () => {
  it('shows the support hours, the contact link and a login prompt for the tickets', async () => {
    renderWithApp(<CustomerSupportRoute />, { path: '/customer-support' });
    expect(screen.getByRole('heading', { level: 1, name: 'Customer Support' })).toBeInTheDocument();
    const login = screen.getByTestId('support-login');
    expect(login).toHaveTextContent(
      'Log in to write to us about an order and follow our replies here.',
    );
    expect(within(login).getByText('Log in')).toBeVisible();
    const contact = screen.getByTestId('support-contact');
    expect(contact).toHaveTextContent('Monday to Saturday, 10am to 7pm IST');
    expect(
      await within(contact).findByRole('link', { name: 'support@kesariya.in' }),
    ).toBeInTheDocument();
    expect(within(contact).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(asked.some((url) => url.includes('/website/support'))).toBe(false);
  });
});
