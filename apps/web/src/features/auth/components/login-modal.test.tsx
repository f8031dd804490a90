import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SHELL_ID, requestOfLoginShell } from '@/lib/login-shell';
import { openLoginModal } from '@/store/ui-slice';
import { drawLoginShell } from '@/test/draw-login-shell';
import { jsonFetch, renderWithApp } from '@/test/render';
import { reloadPage } from '../hooks/reload-page';
import LoginModal from './login-modal';

vi.mock('../hooks/reload-page', () => ({ reloadPage: vi.fn() }));

// The flows render many panels in jsdom and take a few seconds on a shared 2-core machine.
vi.setConfig({ testTimeout: 30_000 });

type Handler = (path: string, form: URLSearchParams) => { status?: number; body: unknown };
let calls: { path: string; form: URLSearchParams }[] = [];
/** How many proof-of-work challenges the modal asked for (kept apart from `calls`). */
let challengesAsked = 0;

/** The proof of work the server would answer, small and with a known solution. */
const SOLUTION = 42;
let challenge: Challenge;
beforeAll(async () => {
  challenge = await createChallenge({ hmacKey: 'test', maxnumber: 100, number: SOLUTION });
});

function serve(handler: Handler) {
  calls = [];
  challengesAsked = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        const path = url.replace(/^\/api\//, '').split('?')[0]!;
        if (path === 'website/user/otp-challenge') {
          challengesAsked += 1;
          return { body: { status: true, message: 'Challenge created', data: challenge } };
        }
        const form = new URLSearchParams(String(init.body ?? ''));
        calls.push({ path, form });
        return handler(path, form);
      }),
    ),
  );
}

/** The solution a send carried, decoded as the server reads it. */
function solutionOf(form: URLSearchParams): unknown {
  return JSON.parse(atob(form.get('altcha') ?? ''));
}

const ok = (message = 'OK', data: unknown = null) => ({ body: { status: true, message, data } });

function openModal() {
  const view = renderWithApp(<LoginModal />);
  act(() => {
    view.store.dispatch(openLoginModal());
  });
  return view;
}

// A send first solves the proof of work, whose solver's first import takes a while in jsdom.
const panel = (name: string) => screen.findByTestId(`login-panel-${name}`, {}, { timeout: 5000 });
const type = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

async function expectMessage(text: string) {
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(text);
}

async function toOtpPanel() {
  openModal();
  await panel('mobile');
  type('Mobile number', '9876543210');
  click('Request OTP');
  await panel('mobile_otp');
}

describe('login modal', () => {
  beforeEach(() => {
    serve((path) => {
      if (path === 'website/user/send-otp-mobile') return ok('OTP sent successfully');
      if (path === 'website/user/verify-otp-mobile')
        return ok('OTP verified successfully', { is_registered: false });
      if (path === 'website/user/login-by-mobile') {
        return {
          body: {
            status: false,
            message: 'Mobile number verified successfully',
            data: { is_registered: false },
          },
        };
      }
      return ok();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  describe('mobile entry', () => {
    it('opens on the mobile panel with its title, +91, remember-me and footer links', async () => {
      openModal();
      await panel('mobile');
      expect(screen.getByRole('heading', { name: 'Login or Sign Up' })).toBeInTheDocument();
      expect(screen.getByText('+91')).toBeInTheDocument();
      expect(screen.getByLabelText('Remember me')).not.toBeChecked();
      expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
        'href',
        '/policy/MQ/terms-conditions',
      );
      expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
        'href',
        '/policy/Mg/privacy-policy',
      );
    });

    it("shows 'Mobile number is required!' for an empty number", async () => {
      openModal();
      await panel('mobile');
      click('Request OTP');
      await expectMessage('Mobile number is required!');
      expect(calls).toEqual([]);
    });

    it("shows 'Invalid mobile number format!' for a short number", async () => {
      openModal();
      await panel('mobile');
      type('Mobile number', '98765');
      click('Request OTP');
      await expectMessage('Invalid mobile number format!');
    });

    it('strips non-digits and a leading 91, also on paste', async () => {
      openModal();
      await panel('mobile');
      const input = screen.getByLabelText('Mobile number');
      type('Mobile number', '+91 98765-43210');
      expect(input).toHaveValue('9876543210');
      fireEvent.paste(input, { clipboardData: { getData: () => '919123456789' } });
      expect(input).toHaveValue('9123456789');
    });

    it('remembers the phone when ticked and prefills it next time', async () => {
      const first = openModal();
      await panel('mobile');
      type('Mobile number', '9876543210');
      fireEvent.click(screen.getByLabelText('Remember me'));
      click('Request OTP');
      await panel('mobile_otp');
      expect(localStorage.getItem('rememberedPhone')).toBe('9876543210');
      first.unmount();
      openModal();
      await panel('mobile');
      expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
      expect(screen.getByLabelText('Remember me')).toBeChecked();
    });

    it('forgets the phone when remember-me is not ticked', async () => {
      localStorage.setItem('rememberedPhone', '9000000000');
      openModal();
      await panel('mobile');
      fireEvent.click(screen.getByLabelText('Remember me'));
      click('Request OTP');
      await panel('mobile_otp');
      expect(localStorage.getItem('rememberedPhone')).toBeNull();
    });

    it("shows the server's message when sending fails", async () => {
      serve(() => ({
        status: 429,
        body: {
          status: false,
          message: 'Please wait 80 seconds before requesting a new OTP.',
          data: null,
        },
      }));
      openModal();
      await panel('mobile');
      type('Mobile number', '9876543210');
      click('Request OTP');
      await expectMessage('Please wait 80 seconds before requesting a new OTP.');
      expect(screen.getByTestId('login-panel-mobile')).toBeInTheDocument();
    });
  });

  describe('the proof of work before a mobile OTP', () => {
    const expired = {
      status: 400,
      body: { status: false, message: 'reCAPTCHA expired. Please try again.', data: null },
    };

    it('is fetched as the panel opens and sent, solved, with Request OTP', async () => {
      openModal();
      await panel('mobile');
      await waitFor(() => expect(challengesAsked).toBe(1));
      expect(calls).toEqual([]);
      type('Mobile number', '9876543210');
      click('Request OTP');
      await panel('mobile_otp');
      const [send] = calls;
      expect(send!.path).toBe('website/user/send-otp-mobile');
      expect(solutionOf(send!.form)).toEqual({
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        number: SOLUTION,
        salt: challenge.salt,
        signature: challenge.signature,
      });
      // The OTP panel solves the next one, for a resend, during its countdown.
      await waitFor(() => expect(challengesAsked).toBe(2));
    });

    it('is replaced once, unseen, when the server finds it expired', async () => {
      let sends = 0;
      serve((path) => {
        if (path !== 'website/user/send-otp-mobile') return ok();
        sends += 1;
        return sends === 1 ? expired : ok('OTP sent successfully');
      });
      openModal();
      await panel('mobile');
      type('Mobile number', '9876543210');
      click('Request OTP');
      await panel('mobile_otp');
      expect(sends).toBe(2);
      expect(screen.queryByText('reCAPTCHA expired. Please try again.')).not.toBeInTheDocument();
    });

    it("shows the server's message when the new one is refused too", async () => {
      serve((path) => (path === 'website/user/send-otp-mobile' ? expired : ok()));
      openModal();
      await panel('mobile');
      type('Mobile number', '9876543210');
      click('Request OTP');
      await expectMessage('reCAPTCHA expired. Please try again.');
      expect(calls.filter((c) => c.path === 'website/user/send-otp-mobile')).toHaveLength(2);
      expect(screen.getByTestId('login-panel-mobile')).toBeInTheDocument();
    });
  });

  describe('mobile OTP', () => {
    it('shows the verify panel with six boxes and a 120 s countdown', async () => {
      await toOtpPanel();
      expect(screen.getByRole('heading', { name: 'Verify Mobile Number' })).toBeInTheDocument();
      expect(
        within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole('textbox'),
      ).toHaveLength(6);
      expect(screen.getByTestId('otp-countdown')).toHaveTextContent('02:00');
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
    });

    it('enables Resend after 120 s, and a resend starts a 30 s countdown', async () => {
      // Fake clocks that still move with real time, so Testing Library's waiting keeps working.
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      await toOtpPanel();
      for (let i = 0; i < 110; i += 1) {
        await act(async () => {
          vi.advanceTimersByTime(1000);
        });
      }
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
      for (let i = 0; i < 12; i += 1) {
        await act(async () => {
          vi.advanceTimersByTime(1000);
        });
      }
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
      expect(screen.queryByTestId('otp-countdown')).not.toBeInTheDocument();
      click('Resend OTP');
      expect(await screen.findByTestId('otp-countdown')).toHaveTextContent(/00:(30|29|28)/);
      expect(screen.getByRole('button', { name: 'Resend OTP' })).toBeDisabled();
      expect(calls.filter((c) => c.path === 'website/user/send-otp-mobile')).toHaveLength(2);
    });

    it("shows 'OTP is required !' when submitted empty", async () => {
      await toOtpPanel();
      click('Verify');
      await expectMessage('OTP is required !');
    });

    it('auto-submits on the sixth digit and opens sign-up for a new phone', async () => {
      await toOtpPanel();
      const boxes = within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole(
        'textbox',
      );
      '12345'
        .split('')
        .forEach((digit, i) => fireEvent.change(boxes[i]!, { target: { value: digit } }));
      expect(calls.some((c) => c.path === 'website/user/verify-otp-mobile')).toBe(false);
      fireEvent.change(boxes[5]!, { target: { value: '6' } });
      await panel('signup');
      const verify = calls.find((c) => c.path === 'website/user/verify-otp-mobile')!;
      expect(verify.form.get('otp')).toBe('123456');
      expect(verify.form.get('mobile')).toBe('9876543210');
      expect(calls.some((c) => c.path === 'website/user/login-by-mobile')).toBe(true);
      expect(screen.getByRole('heading', { name: 'Complete Your Profile' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    });

    it('accepts a pasted code in the boxes', async () => {
      await toOtpPanel();
      const boxes = within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole(
        'textbox',
      );
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '654 321' } });
      expect(boxes.map((b) => (b as HTMLInputElement).value).join('')).toBe('654321');
      await panel('signup');
    });

    it('backspace on an empty box clears and focuses the previous one; arrows move', async () => {
      await toOtpPanel();
      const boxes = within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole(
        'textbox',
      ) as HTMLInputElement[];
      fireEvent.change(boxes[0]!, { target: { value: '1' } });
      fireEvent.change(boxes[1]!, { target: { value: '2' } });
      expect(document.activeElement).toBe(boxes[2]);
      fireEvent.keyDown(boxes[2]!, { key: 'Backspace' });
      expect(boxes[1]!.value).toBe('');
      expect(document.activeElement).toBe(boxes[1]);
      fireEvent.keyDown(boxes[1]!, { key: 'ArrowLeft' });
      expect(document.activeElement).toBe(boxes[0]);
      fireEvent.keyDown(boxes[0]!, { key: 'ArrowRight' });
      expect(document.activeElement).toBe(boxes[1]);
    });

    it("shows 'Invalid OTP!' from the server for a wrong code", async () => {
      serve((path) =>
        path === 'website/user/verify-otp-mobile'
          ? { status: 400, body: { status: false, message: 'Invalid OTP!', data: null } }
          : ok('OTP sent successfully'),
      );
      await toOtpPanel();
      const boxes = within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole(
        'textbox',
      );
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '000000' } });
      await expectMessage('Invalid OTP!');
    });

    it('logs a registered phone in: stores info and isLoggedIn, then reloads after 2 s', async () => {
      serve((path) => {
        if (path === 'website/user/login-by-mobile') {
          return {
            body: {
              status: true,
              message: 'Login successful',
              is_registered: true,
              data: { id: 9, first_name: 'Meera', wallet: 0 },
            },
          };
        }
        return ok('OTP sent successfully', { is_registered: true });
      });
      const reload = vi.mocked(reloadPage);
      reload.mockClear();
      localStorage.setItem('lastVisitedPage', '/cart');
      await toOtpPanel();
      const boxes = within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole(
        'textbox',
      );
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '123456' } });
      await vi.waitFor(() => expect(localStorage.getItem('isLoggedIn')).toBe('true'), {
        timeout: 8000,
      });
      expect(JSON.parse(localStorage.getItem('info')!)).toMatchObject({ id: 9 });
      // The reload waits 2 s after the message.
      expect(reload).not.toHaveBeenCalled();
      await vi.waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 4000 });
    });

    it('back arrow returns to mobile entry', async () => {
      await toOtpPanel();
      click('Back');
      await panel('mobile');
    });
  });

  describe('e-mail login', () => {
    async function toEmail() {
      openModal();
      await panel('mobile');
      click('Login with E-mail');
      await panel('email');
    }

    it.each([
      ['', '', 'Email and password are required'],
      ['', 'secret', 'Email is required'],
      ['asha.example.com', 'secret', 'Invalid email format'],
      ['asha@mail@example.com', 'secret', 'Invalid email domain'],
      ['asha@example..com', 'secret', 'Invalid email domain'],
      ['asha@example.com', '', 'Password is required'],
    ])('e-mail %j and password %j show %j', async (email, password, message) => {
      await toEmail();
      type('E-mail', email);
      type('Password', password);
      click('Login');
      await expectMessage(message);
      expect(calls).toEqual([]);
    });

    it('accepts name@yahoo.co.in and shows the server message on failure', async () => {
      serve(() => ({
        status: 401,
        body: { status: false, message: 'Invalid email or password', data: null },
      }));
      await toEmail();
      type('E-mail', 'asha@yahoo.co.in');
      type('Password', 'secret1');
      click('Login');
      await expectMessage('Invalid email or password');
      expect(calls[0]!.form.get('email')).toBe('asha@yahoo.co.in');
    });

    it('toggles the password visibility', async () => {
      await toEmail();
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
      click('Show password');
      expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
    });

    it('links to mobile and sign-up; back goes to mobile', async () => {
      await toEmail();
      click('Login with Mobile');
      await panel('mobile');
      click('Login with E-mail');
      await panel('email');
      click('Sign Up');
      await panel('signup');
      click('Back');
      await panel('email');
      click('Back');
      await panel('mobile');
    });
  });

  describe('forgotten password', () => {
    async function toForgot() {
      openModal();
      await panel('mobile');
      click('Login with E-mail');
      await panel('email');
      click('Forgot your password?');
      await panel('forgot_password');
    }

    it("shows 'Email is required' for an empty address", async () => {
      await toForgot();
      click('Request OTP');
      await expectMessage('Email is required');
    });

    it('walks forgot → e-mail OTP → reset → e-mail login with the e-mail cleared', async () => {
      await toForgot();
      type('E-mail', 'asha@example.com');
      click('Request OTP');
      await panel('email_otp');
      expect(screen.getByRole('heading', { name: 'Verify E-mail ID' })).toBeInTheDocument();
      expect(screen.getByTestId('otp-countdown')).toHaveTextContent('02:00');

      click('Verify');
      await expectMessage('OTP is require !');

      const boxes = within(screen.getByRole('group', { name: 'E-mail OTP' })).getAllByRole(
        'textbox',
      );
      expect(boxes).toHaveLength(4);
      fireEvent.paste(boxes[0]!, { clipboardData: { getData: () => '4321' } });
      click('Verify');
      await panel('reset');
      expect(
        calls.find((c) => c.path === 'website/user/verify-otp-email')!.form.get('purpose'),
      ).toBe('reset');

      for (const [fresh, confirm, message] of [
        ['', '', 'New password is required!'],
        ['abc', '', 'New password must be at least 6 characters long!'],
        ['abcdef', '', 'Confirm password is required!'],
        ['abcdef', 'abcdeg', 'New password and confirm password do not match!'],
      ] as const) {
        type('New password', fresh);
        type('Confirm password', confirm);
        click('Reset Password');
        await expectMessage(message);
      }
      type('Confirm password', 'abcdef');
      click('Reset Password');
      await panel('email');
      expect(screen.getByLabelText('E-mail')).toHaveValue('');
      expect(
        calls.find((c) => c.path === 'website/user/reset-password')!.form.get('new_password'),
      ).toBe('abcdef');
    }, 60_000);

    it("shows 'Invalid Otp' from the server", async () => {
      serve((path) =>
        path === 'website/user/verify-otp-email'
          ? { status: 400, body: { status: false, message: 'Invalid Otp', data: null } }
          : ok('OTP sent successfully'),
      );
      await toForgot();
      type('E-mail', 'asha@example.com');
      click('Request OTP');
      await panel('email_otp');
      fireEvent.paste(
        within(screen.getByRole('group', { name: 'E-mail OTP' })).getAllByRole('textbox')[0]!,
        {
          clipboardData: { getData: () => '1111' },
        },
      );
      click('Verify');
      await expectMessage('Invalid Otp');
    });

    it('back arrows: e-mail OTP → forgot → e-mail login', async () => {
      await toForgot();
      type('E-mail', 'asha@example.com');
      click('Request OTP');
      await panel('email_otp');
      click('Back');
      await panel('forgot_password');
      click('Back');
      await panel('email');
    });
  });

  describe('sign-up', () => {
    async function toSignupByEmail() {
      openModal();
      await panel('mobile');
      click('Login with E-mail');
      await panel('email');
      click('Sign Up');
      await panel('signup');
    }

    it.each([
      ['', 'asha@example.com', 'Name is required!'],
      ['Asha1', 'asha@example.com', 'Name must contain only letters.'],
      ['Al', 'asha@example.com', 'Name must be at least 3 character long'],
      ['Asha Kulkarni', '', 'Email address is required !'],
      ['Asha Kulkarni', 'asha@', 'Please enter valid email address'],
      ['Asha Kulkarni', 'asha@a@b.com', 'Invalid email domain'],
    ])('name %j and e-mail %j show %j', async (name, email, message) => {
      await toSignupByEmail();
      type('Full name', name);
      type('E-mail', email);
      click('Request Otp');
      await expectMessage(message);
      expect(calls).toEqual([]);
    });

    it('e-mail path: Request Otp → verify → account created with the reward flag', async () => {
      serve((path) =>
        path === 'website/user/create'
          ? {
              status: 201,
              body: {
                status: true,
                message: 'Registration successful',
                is_registered: true,
                data: { id: 5, wallet: 100 },
              },
            }
          : ok('OTP sent successfully'),
      );
      await toSignupByEmail();
      type('Full name', "Asha D'Souza");
      type('E-mail', 'asha@iitb.ac.in');
      click('Request Otp');
      await panel('email_otp');
      click('Back');
      await panel('signup');
      expect(screen.getByLabelText('Full name')).toHaveValue("Asha D'Souza");
      click('Request Otp');
      await panel('email_otp');
      fireEvent.paste(
        within(screen.getByRole('group', { name: 'E-mail OTP' })).getAllByRole('textbox')[0]!,
        {
          clipboardData: { getData: () => '2468' },
        },
      );
      click('Verify');
      await vi.waitFor(() => expect(localStorage.getItem('isRegistered')).toBe('true'), {
        timeout: 8000,
      });
      const create = calls.find((c) => c.path === 'website/user/create')!.form;
      expect(Object.fromEntries(create)).toMatchObject({
        first_name: 'Asha',
        last_name: "D'Souza",
        email: 'asha@iitb.ac.in',
        phone: '',
        status: 'Y',
        image: '',
      });
      expect(create.get('session_id')).toBeTruthy();
      expect(localStorage.getItem('isLoggedIn')).toBe('true');
    });

    it('mobile path: Submit creates the account with the verified phone', async () => {
      serve((path) => {
        if (path === 'website/user/login-by-mobile') {
          return {
            body: {
              status: false,
              message: 'Mobile number verified successfully',
              data: { is_registered: false },
            },
          };
        }
        if (path === 'website/user/create') {
          return {
            status: 201,
            body: {
              status: true,
              message: 'Registration successful',
              is_registered: true,
              data: { id: 6, wallet: 100 },
            },
          };
        }
        return ok('OTP sent successfully');
      });
      await toOtpPanel();
      fireEvent.paste(
        within(screen.getByRole('group', { name: 'Mobile OTP' })).getAllByRole('textbox')[0]!,
        {
          clipboardData: { getData: () => '123456' },
        },
      );
      await panel('signup');
      type('Full name', 'Meera Joshi');
      type('E-mail', 'meera@example.com');
      click('Submit');
      await vi.waitFor(
        () => expect(calls.some((c) => c.path === 'website/user/create')).toBe(true),
        { timeout: 8000 },
      );
      expect(calls.find((c) => c.path === 'website/user/create')!.form.get('phone')).toBe(
        '9876543210',
      );
      expect(calls.some((c) => c.path === 'website/user/send-otp-email')).toBe(false);
    });
  });

  it('closing resets to the mobile panel', async () => {
    const view = renderWithApp(<LoginModal />);
    act(() => {
      view.store.dispatch(openLoginModal());
    });
    await panel('mobile');
    click('Login with E-mail');
    await panel('email');
    // Escape is the browser's (a native dialog; the end-to-end accessibility test presses it).
    click('Close');
    await vi.waitFor(() =>
      expect(screen.queryByTestId('login-panel-email')).not.toBeInTheDocument(),
    );
    expect(view.store.getState().ui.loginModalOpen).toBe(false);
    act(() => {
      view.store.dispatch(openLoginModal());
    });
    await panel('mobile');
  });
});

describe('taking over the login dialog drawn with the page', () => {
  beforeEach(() => serve(() => ok('OTP sent successfully')));
  afterEach(() => {
    vi.unstubAllGlobals();
    document.getElementById(LOGIN_SHELL_ID)?.remove();
  });

  function openShell(mobile: string) {
    const shell = drawLoginShell();
    shell.showModal();
    fireEvent.change(within(shell).getByLabelText('Mobile number'), { target: { value: mobile } });
    return shell;
  }

  it('sends the OTP to the number typed there when Request OTP was tapped there, and the drawn dialog goes', async () => {
    const shell = openShell('+91 98765 43210');
    requestOfLoginShell('send');
    openModal();
    await panel('mobile_otp');
    expect(shell.isConnected).toBe(false);
    expect(calls.map((c) => [c.path, c.form.get('mobile')])).toEqual([
      ['website/user/send-otp-mobile', '9876543210'],
    ]);
    // The modal solved the proof of work before sending, as it does for its own taps.
    expect(solutionOf(calls[0]!.form)).toMatchObject({ number: SOLUTION });
  });

  it('starts on the e-mail login when that was asked for there', async () => {
    openShell('');
    requestOfLoginShell('email');
    openModal();
    await panel('email');
    expect(screen.getByRole('heading', { name: 'Login with E-mail' })).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('keeps the number typed there when nothing was asked, and sends nothing', async () => {
    openShell('9876543210');
    openModal();
    await panel('mobile');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9876543210');
    expect(calls).toEqual([]);
  });

  it('removes a drawn dialog never opened, and starts afresh', async () => {
    const shell = drawLoginShell();
    fireEvent.change(within(shell).getByLabelText('Mobile number'), {
      target: { value: '9876543210' },
    });
    openModal();
    await panel('mobile');
    expect(shell.isConnected).toBe(false);
    expect(screen.getByLabelText('Mobile number')).toHaveValue('');
  });
});
