import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopperApi } from '@/store/shopper-api';
import { jsonFetch, renderWithApp } from '@/test/render';
import { MyAccountScreen } from './my-account-screen';

vi.setConfig({ testTimeout: 20_000 });

// The proof of work of a mobile OTP is solved for real elsewhere (the login modal, the server
// tests); here a solution stands in, so the account's confirmation by phone is what is tested.
vi.mock('@/store/otp-challenge-api', () => ({
  useOtpChallenge: () => ({ prepare: () => undefined, take: async () => 'solved-challenge' }),
  refusedOtpChallenge: () => false,
}));

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

describe('my account: links and contact details', () => {
  type Reply = { status?: number; body: unknown };
  let account: Record<string, unknown>;
  let modules: { module_name: string; status: 'Y' | 'N' }[];
  let calls: { path: string; form: URLSearchParams }[];
  let verifyReply: (form: URLSearchParams) => Reply;
  let sendReply: Reply;
  let phoneCodeReply: (form: URLSearchParams) => Reply;

  beforeEach(() => {
    account = { ...me, email_verified: false, phone_verified: true };
    modules = [];
    calls = [];
    sendReply = {
      body: { status: true, message: 'OTP sent successfully', data: { resend_in: 120 } },
    };
    phoneCodeReply = () => ({
      body: { status: true, message: 'OTP verified successfully', data: null },
    });
    verifyReply = (form) => {
      account = { ...account, email: form.get('value'), email_verified: true };
      return {
        body: { status: true, message: 'E-mail address verified successfully', data: account },
      };
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch((url, init) => {
          const path = url.replace(/^\/api\//, '').split('?')[0]!;
          const form = new URLSearchParams(String(init.body ?? ''));
          calls.push({ path, form });
          if (path === 'website/user/me')
            return { body: { status: true, message: '', data: account } };
          if (path === 'admin/configuration')
            return { body: { status: true, message: '', data: modules } };
          if (path === 'website/user/contact/send-otp') return sendReply;
          if (path === 'website/user/contact/verify') return verifyReply(form);
          if (path === 'website/user/send-otp-mobile') return sendReply;
          if (path === 'website/user/verify-otp-mobile') return phoneCodeReply(form);
          return { body: { status: true, message: 'OK', data: null } };
        }),
      ),
    );
    logIn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

  it('links to every page after the sale', async () => {
    renderWithApp(<MyAccountScreen />);
    await screen.findByTestId('my-account-details');
    expect(href('On the Way')).toBe('/order/on-the-way');
    expect(href('Track an Order')).toBe('/product/track-order');
    expect(href('Return Status')).toBe('/order/refund-replace-process/5');
    expect(href('Replace Status')).toBe('/order/refund-replace-process/6');
  });

  it('leaves out what the store switched off, the wallet balance too', async () => {
    modules = [
      { module_name: 'wallet', status: 'N' },
      { module_name: 'returns', status: 'N' },
      { module_name: 'replacements', status: 'Y' },
      { module_name: 'customer_support', status: 'N' },
    ];
    const { store } = renderWithApp(<MyAccountScreen />);
    await store.dispatch(shopperApi.endpoints.getModules.initiate());
    await screen.findByTestId('my-account-details');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'My Wallet' })).toBeNull());
    for (const name of ['Return Status', 'Customer Support'])
      expect(screen.queryByRole('link', { name })).toBeNull();
    expect(href('Return & Replacements')).toBe('/return-replace-privacy');
    expect(href('Replace Status')).toBe('/order/refund-replace-process/6');
    expect(screen.queryByTestId('my-account-wallet')).toBeNull();
  });

  it('marks a verified phone and offers to verify an unverified e-mail', async () => {
    renderWithApp(<MyAccountScreen />);
    const phone = await screen.findByTestId('contact-mobile');
    expect(within(phone).getByText('Verified')).toBeInTheDocument();
    expect(within(phone).queryByRole('button', { name: /^Verify/ })).toBeNull();
    expect(within(phone).getByRole('button', { name: 'Change mobile number' })).toBeVisible();
    const email = screen.getByTestId('contact-email');
    expect(within(email).getByText('Not verified')).toBeInTheDocument();
    expect(within(email).getByRole('button', { name: 'Verify e-mail address' })).toBeVisible();
  });

  it('changes the e-mail by a code sent to the new address, refusing a wrong one', async () => {
    const { store } = renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'saffron-123');
    await userEvent.type(within(dialog).getByLabelText('New e-mail address'), 'priya@new.co.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText('priya@new.co.in')).toBeInTheDocument();
    const send = calls.find((c) => c.path === 'website/user/contact/send-otp')!;
    expect(Object.fromEntries(send.form)).toEqual({
      channel: 'email',
      value: 'priya@new.co.in',
      password: 'saffron-123',
    });
    expect(within(dialog).getAllByRole('textbox')).toHaveLength(4);

    verifyReply = () => ({
      status: 400,
      body: { status: false, message: 'Invalid Otp', data: null },
    });
    await userEvent.type(within(dialog).getByLabelText('E-mail OTP digit 1'), '1111');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid Otp');

    verifyReply = (form) => {
      account = { ...account, email: form.get('value'), email_verified: true };
      return {
        body: { status: true, message: 'E-mail address verified successfully', data: account },
      };
    };
    await userEvent.type(within(dialog).getByLabelText('E-mail OTP digit 1'), '1234');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const verify = calls.filter((c) => c.path === 'website/user/contact/verify').at(-1)!;
    expect(Object.fromEntries(verify.form)).toEqual({
      channel: 'email',
      value: 'priya@new.co.in',
      otp: '1234',
    });
    expect(store.getState().shopper.userInfo).toMatchObject({ email: 'priya@new.co.in' });
    const email = await screen.findByTestId('contact-email');
    expect(await within(email).findByText('priya@new.co.in')).toBeInTheDocument();
    expect(within(email).getByText('Verified')).toBeInTheDocument();
  });

  it("shows the server's refusal of an address another account uses by that field", async () => {
    const taken =
      'This e-mail address is already used by another account. Please use a different one.';
    sendReply = {
      status: 409,
      body: { status: false, message: taken, data: null, other_data: { errors: { value: taken } } },
    };
    renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'saffron-123');
    await userEvent.type(within(dialog).getByLabelText('New e-mail address'), 'taken@example.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(taken);
    const field = within(dialog).getByLabelText('New e-mail address');
    expect(field).toHaveValue('taken@example.com');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(taken);
    expect(field).toHaveFocus();
  });

  it('asks for the password first, and shows a wrong one by its field, keeping what was typed', async () => {
    renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    const password = within(dialog).getByLabelText('Your password');
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    await userEvent.type(within(dialog).getByLabelText('New e-mail address'), 'priya@new.co.in');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Password is required');
    expect(calls.some((c) => c.path === 'website/user/contact/send-otp')).toBe(false);
    expect(password).toHaveFocus();

    sendReply = {
      status: 400,
      body: {
        status: false,
        message: 'Password is incorrect',
        data: null,
        other_data: { errors: { password: 'Password is incorrect' } },
      },
    };
    await userEvent.type(password, 'not-it');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription('Password is incorrect'));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveValue('not-it');
    expect(within(dialog).getByLabelText('New e-mail address')).toHaveValue('priya@new.co.in');
    // Still the shopper's session: a refused password does not log anyone out.
    expect(localStorage.getItem('info')).not.toBeNull();
  });

  it('confirms an account without a password by a code to its phone first', async () => {
    account = { ...account, has_password: false };
    renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    expect(within(dialog).queryByLabelText('Your password')).toBeNull();
    expect(within(dialog).getByText('+91 9876543210')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    const sent = calls.find((c) => c.path === 'website/user/send-otp-mobile')!;
    expect(Object.fromEntries(sent.form)).toEqual({
      mobile: '9876543210',
      altcha: 'solved-challenge',
      session_id: '',
    });

    phoneCodeReply = () => ({
      status: 400,
      body: { status: false, message: 'Invalid OTP!', data: null },
    });
    await userEvent.type(
      await within(dialog).findByLabelText('Confirmation code digit 1'),
      '111111',
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid OTP!');

    phoneCodeReply = () => ({
      body: { status: true, message: 'OTP verified successfully', data: null },
    });
    await userEvent.type(within(dialog).getByLabelText('Confirmation code digit 1'), '123456');
    await userEvent.type(
      await within(dialog).findByLabelText('New e-mail address'),
      'priya@new.co.in',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByText('priya@new.co.in')).toBeInTheDocument();
    const send = calls.find((c) => c.path === 'website/user/contact/send-otp')!;
    expect(Object.fromEntries(send.form)).toEqual({
      channel: 'email',
      value: 'priya@new.co.in',
      password: '',
    });
  });

  it('asks for the code to the phone again once the server says the proof ran out', async () => {
    account = { ...account, has_password: false };
    renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change e-mail address' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.type(
      await within(dialog).findByLabelText('Confirmation code digit 1'),
      '123456',
    );
    const ranOut = 'Please confirm it is you first: enter the code we send to your mobile number.';
    sendReply = { status: 403, body: { status: false, message: ranOut, data: null } };
    await userEvent.type(
      await within(dialog).findByLabelText('New e-mail address'),
      'priya@new.co.in',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ranOut);
    expect(within(dialog).getByRole('button', { name: 'Send code' })).toBeVisible();

    sendReply = {
      body: { status: true, message: 'OTP sent successfully', data: { resend_in: 120 } },
    };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    await userEvent.type(
      await within(dialog).findByLabelText('Confirmation code digit 1'),
      '123456',
    );
    // What was typed before the proof ran out is still there.
    expect(await within(dialog).findByLabelText('New e-mail address')).toHaveValue(
      'priya@new.co.in',
    );
  });

  it('checks a new mobile number before sending, and six digits verify themselves', async () => {
    verifyReply = (form) => {
      account = { ...account, phone: form.get('value') };
      return {
        body: { status: true, message: 'Mobile number verified successfully', data: account },
      };
    };
    renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Change mobile number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change mobile number' });
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'saffron-123');
    await userEvent.type(within(dialog).getByLabelText('New mobile number'), '98765');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Invalid mobile number format!',
    );
    expect(calls.some((c) => c.path === 'website/user/contact/send-otp')).toBe(false);
    await userEvent.type(within(dialog).getByLabelText('New mobile number'), '43219');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await userEvent.type(await within(dialog).findByLabelText('Mobile OTP digit 1'), '123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const verify = calls.find((c) => c.path === 'website/user/contact/verify')!;
    expect(Object.fromEntries(verify.form)).toEqual({
      channel: 'mobile',
      value: '9876543219',
      otp: '123456',
    });
  });

  it("verifies the account's own unverified e-mail without retyping it", async () => {
    renderWithApp(<MyAccountScreen />);
    await userEvent.click(await screen.findByRole('button', { name: 'Verify e-mail address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify e-mail address' });
    expect(within(dialog).getByText('priya@example.com')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'saffron-123');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send OTP' }));
    await within(dialog).findByLabelText('E-mail OTP digit 1');
    const send = calls.find((c) => c.path === 'website/user/contact/send-otp')!;
    expect(send.form.get('value')).toBe('priya@example.com');
  });
});
