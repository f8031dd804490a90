import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '@/test/render';
import { CURRENT_PASSWORD_REQUIRED, PasswordChangeScreen } from './password-change-screen';

vi.setConfig({ testTimeout: 20_000 });

type Reply = { status?: number; body: unknown };
let calls: { path: string; form: URLSearchParams }[] = [];

function serve(reply: Reply) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        calls.push({
          path: url.replace(/^\/api\//, '').split('?')[0]!,
          form: new URLSearchParams(String(init.body ?? '')),
        });
        return reply;
      }),
    ),
  );
}

function logIn(info: Record<string, unknown> = {}) {
  localStorage.setItem(
    'info',
    JSON.stringify({
      id: 7,
      first_name: 'Asha',
      email: 'asha@example.in',
      has_password: true,
      ...info,
    }),
  );
  localStorage.setItem('isLoggedIn', 'true');
}

function show() {
  return renderWithApp(<PasswordChangeScreen />, { path: '/password-change' });
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));

async function expectMessage(text: string) {
  expect(await screen.findByRole('alert')).toHaveTextContent(text);
}

describe('/password-change', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('explains and opens the login modal when logged out', async () => {
    serve({ body: { status: true, message: 'OK', data: null } });
    const { store } = show();
    expect(await screen.findByText('Please log in to change your password.')).toBeInTheDocument();
    expect(store.getState().ui.loginModalOpen).toBe(true);
    expect(screen.queryByTestId('password-change-form')).toBeNull();
  });

  it.each([
    [{ current: '', next: 'rose-petal', confirm: 'rose-petal' }, CURRENT_PASSWORD_REQUIRED],
    [{ current: 'old-secret', next: '', confirm: '' }, 'New password is required!'],
    [
      { current: 'old-secret', next: 'rose', confirm: 'rose' },
      'New password must be at least 6 characters long!',
    ],
    [{ current: 'old-secret', next: 'rose-petal', confirm: '' }, 'Confirm password is required!'],
    [
      { current: 'old-secret', next: 'rose-petal', confirm: 'rose-petals' },
      'New password and confirm password do not match!',
    ],
  ])('shows %o as %s without calling the server', async (fields, message) => {
    serve({ body: { status: true, message: 'OK', data: null } });
    logIn();
    show();
    await screen.findByTestId('password-change-form');
    type('Current password', fields.current);
    type('New password', fields.next);
    type('Confirm password', fields.confirm);
    submit();
    await expectMessage(message);
    expect(calls).toEqual([]);
  });

  it('sends the current and new password and confirms the change', async () => {
    serve({ body: { status: true, message: 'Password changed successfully', data: null } });
    logIn();
    show();
    type('Current password', 'old-secret');
    type('New password', 'rose-petal');
    type('Confirm password', 'rose-petal');
    submit();
    expect(await screen.findByTestId('password-change-done')).toHaveTextContent(
      'Password changed successfully',
    );
    expect(calls).toHaveLength(1);
    expect(calls[0]!.path).toBe('website/user/change-password');
    expect(Object.fromEntries(calls[0]!.form)).toEqual({
      current_password: 'old-secret',
      new_password: 'rose-petal',
    });
    expect(screen.getByLabelText('New password')).toHaveValue('');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it("shows the server's message for a wrong current password, on that field", async () => {
    serve({
      status: 400,
      body: {
        status: false,
        message: 'Current password is incorrect',
        data: null,
        other_data: { errors: { current_password: 'Current password is incorrect' } },
      },
    });
    logIn();
    show();
    type('Current password', 'not-it');
    type('New password', 'rose-petal');
    type('Confirm password', 'rose-petal');
    submit();
    await expectMessage('Current password is incorrect');
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New password')).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('asks no current password of an account made by mobile OTP, and asks it next time', async () => {
    serve({ body: { status: true, message: 'Password changed successfully', data: null } });
    logIn({ has_password: false });
    show();
    await screen.findByText(/Your account has no password yet/);
    expect(screen.queryByLabelText('Current password')).toBeNull();
    type('New password', 'rose-petal');
    type('Confirm password', 'rose-petal');
    submit();
    await screen.findByTestId('password-change-done');
    expect(calls[0]!.form.get('current_password')).toBe('');
    expect(JSON.parse(localStorage.getItem('info')!)).toMatchObject({ has_password: true });
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
  });

  it('forgets a stale login when the server session is gone (401) and opens the login modal', async () => {
    serve({
      status: 401,
      body: { status: false, message: 'Please log in to continue.', data: null },
    });
    logIn();
    const { store } = show();
    type('Current password', 'old-secret');
    type('New password', 'rose-petal');
    type('Confirm password', 'rose-petal');
    submit();
    expect(await screen.findByText('Please log in to change your password.')).toBeInTheDocument();
    expect(localStorage.getItem('info')).toBeNull();
    expect(store.getState().ui.loginModalOpen).toBe(true);
  });
});
