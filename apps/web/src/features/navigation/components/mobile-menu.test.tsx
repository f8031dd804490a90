import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '@/test/render';
import { shopperApi } from '@/store/shopper-api';
import { setMobileMenuOpen } from '@/store/ui-slice';
import MobileMenu from './mobile-menu';

function openMenu() {
  const view = renderWithApp(<MobileMenu />);
  view.store.dispatch(setMobileMenuOpen(true));
  return view;
}

describe('mobile menu', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch(() => ({ body: { status: true, message: 'Logged out', data: null } }))),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('hides orders, wallet, returns, settings and logout when logged out', async () => {
    openMenu();
    const menu = await screen.findByTestId('mobile-menu');
    for (const name of ['Home', 'Return Policy', 'Customer Support', 'About Us', 'Contact Us']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }
    for (const name of [
      'My Order',
      'My Wallet',
      'Return Status',
      'Replace Status',
      'Address Book',
    ]) {
      expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
    }
    expect(within(menu).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Login or Sign Up' })).toHaveAttribute(
      'href',
      '/login',
    );
    expect(within(menu).getByTestId('mobile-menu-email')).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  });

  it('shows every entry to a logged-in shopper with the right addresses', async () => {
    localStorage.setItem('info', JSON.stringify({ id: 7, first_name: 'Priya' }));
    openMenu();
    const menu = await screen.findByTestId('mobile-menu');
    const href = (name: string) => within(menu).getByRole('link', { name }).getAttribute('href');
    expect(href('Home')).toBe('/');
    expect(href('My Order')).toBe('/orders');
    expect(href('My Wallet')).toBe('/wallet');
    expect(href('Return & Replacements Orders')).toBe('/return-replace-privacy');
    expect(href('Return Status')).toBe('/order/refund-replace-process/5');
    expect(href('Replace Status')).toBe('/order/refund-replace-process/6');
    expect(href('Return Policy')).toBe('/policy/NA/cancellation-return-refund-policy');
    expect(href('Address Book')).toBe('/manage-address');
    expect(within(menu).getByText('Setting')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('asks before logging out, and No keeps the shopper logged in', async () => {
    localStorage.setItem('info', JSON.stringify({ id: 7, first_name: 'Priya' }));
    openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Are you sure you want to log out from this device?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('info')).not.toBeNull();
  });

  it('Yes calls logout, clears the stored login and closes the menu', async () => {
    localStorage.setItem('info', JSON.stringify({ id: 7, first_name: 'Priya' }));
    localStorage.setItem('isLoggedIn', 'true');
    localStorage.setItem('isPopShow', 'true');
    localStorage.setItem('isRegistered', 'true');
    const timers = vi.spyOn(window, 'setTimeout');
    const { store } = openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    await vi.waitFor(() => expect(localStorage.getItem('info')).toBeNull());
    expect(localStorage.getItem('isLoggedIn')).toBeNull();
    expect(localStorage.getItem('isPopShow')).toBeNull();
    expect(localStorage.getItem('isRegistered')).toBeNull();
    expect(store.getState().shopper.userInfo).toBeNull();
    expect(store.getState().ui.mobileMenuOpen).toBe(false);
    // The reload is scheduled 1 s after the logout.
    expect(timers).toHaveBeenCalledWith(expect.any(Function), 1000);
    const call = (fetch as unknown as { mock: { calls: [string, RequestInit][] } }).mock.calls.find(
      ([url]) => url.includes('logout'),
    );
    expect(call?.[0]).toBe('/api/website/user/logout');
    expect(String(call?.[1].body)).toBe('user_id=7');
    vi.restoreAllMocks();
  });

  it('leaves out the wallet, replacements and support when the store switched them off', async () => {
    const modules = [
      { module_name: 'wallet', status: 'N' },
      { module_name: 'returns', status: 'Y' },
      { module_name: 'replacements', status: 'N' },
      { module_name: 'customer_support', status: 'N' },
    ];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch((url) => ({
          body: {
            status: true,
            message: '',
            data: url.includes('admin/configuration') ? modules : null,
          },
        })),
      ),
    );
    localStorage.setItem('info', JSON.stringify({ id: 7, first_name: 'Priya' }));
    const { store } = openMenu();
    await store.dispatch(shopperApi.endpoints.getModules.initiate());
    const menu = () => screen.getByTestId('mobile-menu');
    await waitFor(() =>
      expect(within(menu()).queryByRole('link', { name: 'My Wallet' })).not.toBeInTheDocument(),
    );
    for (const name of ['Replace Status', 'Customer Support'])
      expect(within(menu()).queryByRole('link', { name })).not.toBeInTheDocument();
    expect(within(menu()).getByRole('link', { name: 'Return Status' })).toBeInTheDocument();
  });
});
