import { fireEvent, screen, within } from '@testing-library/react';
import { createChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '@/test/render';
import { reloadPage } from '../hooks/reload-page';
import { referringPage } from '../lib/referring-page';
import { LoginPage } from './login-page';

vi.mock('../hooks/reload-page', () => ({ reloadPage: vi.fn() }));
vi.setConfig({ testTimeout: 30_000 });

const ok = (message: string, data: unknown = null, extra = {}) => ({
  body: { status: true, message, data, ...extra },
});

/** The proof of work the mobile panel solves before Request OTP sends. */
let challenge: Challenge;
beforeAll(async () => {
  challenge = await createChallenge({ hmacKey: 'test', maxnumber: 100 });
});

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) => {
        if (url.includes('otp-challenge')) return ok('Challenge created', challenge);
        if (url.includes('verify-otp-mobile'))
          return ok('OTP verified successfully', { is_registered: true });
        if (url.includes('login-by-mobile'))
          return ok('Login successful', { id: 9, first_name: 'Meera' }, { is_registered: true });
        return ok('OTP sent successfully');
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the login page', () => {
  it('opens at the mobile entry, with the way to sign up by e-mail and back to the store', async () => {
    localStorage.setItem('lastVisitedPage', '/wishlist');
    renderWithApp(<LoginPage start="login" />, { path: '/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Login or Sign Up' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('login-panel-mobile')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Create an account with your e-mail' }),
    ).toHaveAttribute('href', '/registration');
    expect(screen.getByRole('link', { name: 'Back to the store' })).toHaveAttribute(
      'href',
      '/wishlist',
    );
  });

  it('returns to the page a login link was tapped on before its script ran', async () => {
    localStorage.setItem('lastVisitedPage', '/');
    const referrer = vi.spyOn(document, 'referrer', 'get');
    referrer.mockReturnValue(`${window.location.origin}/faq`);
    renderWithApp(<LoginPage start="login" />, { path: '/login' });
    expect(await screen.findByRole('link', { name: 'Back to the store' })).toHaveAttribute(
      'href',
      '/faq',
    );
    expect(localStorage.getItem('lastVisitedPage')).toBe('/faq');
    referrer.mockRestore();
  });

  it('logs the shopper in and goes back to the last visited page, as the modal does', async () => {
    const reload = vi.mocked(reloadPage);
    reload.mockClear();
    localStorage.setItem('lastVisitedPage', '/cart');
    const { router } = renderWithApp(<LoginPage start="login" />, { path: '/login' });
    fireEvent.change(await screen.findByLabelText('Mobile number'), {
      target: { value: '9876543210' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request OTP' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Verify Mobile Number' }),
    ).toBeInTheDocument();
    const boxes = within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole('textbox');
    fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '123456' } });
    await vi.waitFor(() => expect(localStorage.getItem('isLoggedIn')).toBe('true'), {
      timeout: 8000,
    });
    await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 });
    expect(router.state.location.pathname).toBe('/cart');
  });

  it('registration opens at the sign-up panel, whose back arrow leads to the mobile entry', async () => {
    renderWithApp(<LoginPage start="registration" />, { path: '/registration' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Complete Your Profile' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request Otp' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up or log in with an OTP' })).toHaveAttribute(
      'href',
      '/login',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByTestId('login-panel-mobile')).toBeInTheDocument();
  });

  it('tells a logged-in shopper so, with the ways on', async () => {
    localStorage.setItem('info', JSON.stringify({ id: 7, first_name: 'Priya' }));
    renderWithApp(<LoginPage start="login" />, { path: '/login' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You are logged in' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Welcome back, Priya\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/my-account');
    expect(screen.queryByTestId('login-panel-mobile')).not.toBeInTheDocument();
  });
});

describe('referringPage', () => {
  it('names the store page a login link was followed from, and nothing else', () => {
    const origin = 'https://kesariya.in';
    expect(referringPage('https://kesariya.in/product/MTI/silk-saree?size=M', origin)).toBe(
      '/product/MTI/silk-saree?size=M',
    );
    for (const referrer of ['', 'https://www.google.com/', 'https://kesariya.in/registration'])
      expect(referringPage(referrer, origin)).toBeNull();
  });
});
