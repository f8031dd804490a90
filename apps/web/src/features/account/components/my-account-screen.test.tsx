import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '@/test/render';
import { MyAccountScreen } from './my-account-screen';

vi.setConfig({ testTimeout: 20_000 });

const me = {
  id: 7,
  first_name: 'Priya',
  last_name: 'Sharma',
  name: 'Priya Sharma',
  phone: '9876543210',
  email: 'priya@example.com',
  wallet: 1250,
};

function serve(reply: { status?: number; body: unknown }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) =>
        url.includes('website/user/me')
          ? reply
          : { body: { status: true, message: 'OK', data: null } },
      ),
    ),
  );
}

function logIn() {
  localStorage.setItem('info', JSON.stringify({ id: 7, first_name: 'Priya' }));
  localStorage.setItem('isLoggedIn', 'true');
}

describe('my account', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it("shows the shopper's details, wallet and account links", async () => {
    logIn();
    serve({ body: { status: true, message: 'User details', data: me } });
    renderWithApp(<MyAccountScreen />);
    const details = await screen.findByTestId('my-account-details');
    expect(within(details).getByRole('heading', { name: 'Priya Sharma' })).toBeInTheDocument();
    expect(within(details).getByText('+91 9876543210')).toBeInTheDocument();
    expect(within(details).getByText('priya@example.com')).toBeInTheDocument();
    expect(screen.getByTestId('my-account-wallet')).toHaveTextContent('₹1,250');
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('My Orders')).toBe('/orders');
    expect(href('My Wallet')).toBe('/wallet');
    expect(href('Address Book')).toBe('/manage-address');
    expect(href('Return & Replacements')).toBe('/return-replace-privacy');
    expect(href('Change Password')).toBe('/password-change');
    expect(href('Customer Support')).toBe('/customer-support');
  });

  it('Logout opens the confirm dialog, and No closes it', async () => {
    logIn();
    serve({ body: { status: true, message: 'User details', data: me } });
    renderWithApp(<MyAccountScreen />);
    await screen.findByTestId('my-account-details');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByRole('heading', { name: 'Logout' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('Are you sure you want to log out from this device?'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(localStorage.getItem('info')).not.toBeNull();
  });

  it('explains and offers login when logged out', async () => {
    serve({ body: { status: true, message: 'User details', data: me } });
    const { store } = renderWithApp(<MyAccountScreen />);
    expect(await screen.findByTestId('my-account-logged-out')).toHaveTextContent('Please log in');
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('website/user/me'),
      expect.anything(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(store.getState().ui.loginModalOpen).toBe(true);
  });

  it('drops the stale login copy when the session is gone', async () => {
    logIn();
    serve({ status: 401, body: { status: false, message: 'Please log in', data: null } });
    renderWithApp(<MyAccountScreen />);
    expect(await screen.findByTestId('my-account-logged-out')).toBeInTheDocument();
    expect(localStorage.getItem('info')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });
});
