import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { otpChallengeSolution } from '@kesariya/shared/otp-challenge';
import { API_AUTH_HEADER, type Envelope } from './store-api';

/**
 * Accounts for the browser tests: fresh phones and e-mails, OTP codes read from the development
 * outbox (the server never returns a code: docs/decisions/auth-and-sessions.md, OTP rules), and
 * accounts made through the API when a test is about something that comes after the sign-up.
 */

/** The user record the account calls answer with (the web app keeps it as `info`). */
export interface AccountRecord {
  id: number;
  first_name: string;
  last_name: string;
  name: string;
  phone: string;
  email: string;
  wallet: number;
  has_password: boolean;
}

export interface OutboxMessage {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
  created_at: string;
}

/**
 * A 10-digit Indian mobile number nobody else in this run uses. Per-phone limits (10 codes a day,
 * the resend countdown) then never couple two tests, projects or workers.
 */
export function uniquePhone(): string {
  return `7${String(randomInt(0, 1_000_000_000)).padStart(9, '0')}`;
}

/**
 * A fresh, lower-case address on a multi-level Indian domain (docs/decisions/api-and-validation.md,
 * E-mail domain rule).
 */
export function uniqueEmail(label = 'shopper'): string {
  return `${label}.${Date.now().toString(36)}${randomInt(0, 1_000_000).toString(36)}@example.co.in`;
}

/** The address an SMS goes to: the phone goes out as +91 followed by the 10 digits. */
export function smsAddress(phone: string): string {
  return `+91${phone}`;
}

/** Messages of the development outbox to one address, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get('/api/dev/outbox', {
    headers: API_AUTH_HEADER,
    params: { to },
  });
  if (!response.ok())
    throw new Error(`GET dev/outbox answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as Envelope<OutboxMessage[]>).data;
}

/**
 * The code of the newest message to `to` once there are more than `seen` messages (what the
 * outbox held before the action that sends one), polled: delivery runs inside the request, but the
 * page may still be waiting for the answer.
 */
export async function nextCode(
  request: APIRequestContext,
  to: string,
  digits: 4 | 6,
  seen = 0,
): Promise<string> {
  let code = '';
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, to);
        if (messages.length <= seen) return '';
        code = new RegExp(`\\b(\\d{${digits}})\\b`).exec(messages[0]!.body)?.[1] ?? '';
        return code;
      },
      { message: `a ${digits}-digit code for ${to} in the development outbox`, timeout: 10_000 },
    )
    .toMatch(new RegExp(`^\\d{${digits}}$`));
  return code;
}

async function post<T>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string | number>,
): Promise<Envelope<T>> {
  const response = await request.post(`/api/${path}`, { headers: API_AUTH_HEADER, form });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.status)
    throw new Error(`POST ${path} answered ${response.status()}: ${body.message}`);
  return body;
}

/**
 * A solved proof of work for one send-otp-mobile (its `altcha` field), as the login modal sends it:
 * a challenge from the server, solved by ALTCHA's solver, base64 JSON of it and the number found.
 */
async function solvedOtpChallenge(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/website/user/otp-challenge', {
    headers: API_AUTH_HEADER,
  });
  if (!response.ok()) throw new Error(`GET otp-challenge answered ${response.status()}`);
  const { data: challenge } = (await response.json()) as Envelope<Challenge>;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the OTP challenge has no solution up to its maxnumber');
  return otpChallengeSolution(challenge, solution.number);
}

/** Sends and verifies a mobile OTP in `request`'s cookie jar: the phone is proven on its session. */
async function provePhone(request: APIRequestContext, phone: string): Promise<void> {
  const seen = (await readOutbox(request, smsAddress(phone))).length;
  await post(request, 'website/user/send-otp-mobile', {
    mobile: phone,
    session_id: '',
    altcha: await solvedOtpChallenge(request),
  });
  const otp = await nextCode(request, smsAddress(phone), 6, seen);
  await post(request, 'website/user/verify-otp-mobile', { mobile: phone, otp, session_id: '' });
}

export interface NewAccount {
  phone?: string;
  email?: string;
  name?: string;
  /** Set at sign-up; the modal's own sign-up sends none (an OTP account gets one at /password-change). */
  password?: string;
  /**
   * Proves the e-mail by a code after the sign-up, as the account page does: an e-mail logs in and
   * resets a password only once proven (docs/decisions/auth-and-sessions.md, Sessions and
   * identity).
   */
  proveEmail?: boolean;
}

/**
 * Signs a shopper up through the API, exactly as the modal does (send and verify the mobile OTP,
 * then create), in `request`'s cookie jar: `page.request` leaves the browser logged in on the
 * server, the `request` fixture leaves it a guest. Costs one SMS code for the phone (two when an
 * account without a password proves its e-mail).
 */
export async function createAccount(
  request: APIRequestContext,
  input: NewAccount = {},
): Promise<AccountRecord & { password: string }> {
  const phone = input.phone ?? uniquePhone();
  const email = input.email ?? uniqueEmail();
  const [first = 'Asha', ...rest] = (input.name ?? 'Asha Kulkarni').split(' ');
  await provePhone(request, phone);
  const created = await post<AccountRecord>(request, 'website/user/create', {
    first_name: first,
    last_name: rest.join(' '),
    phone,
    email,
    status: 'Y',
    image: '',
    password: input.password ?? '',
    referred_by: '',
    firebase_token: '',
    session_id: '',
  });
  if (input.proveEmail) {
    // A contact change asks the shopper to show it is them: the password, or for an account
    // without one a fresh code to its phone (docs/decisions/auth-and-sessions.md, Sessions and
    // identity).
    if (!input.password) await provePhone(request, phone);
    const mails = (await readOutbox(request, email)).length;
    await post(request, 'website/user/contact/send-otp', {
      channel: 'email',
      value: email,
      password: input.password ?? '',
    });
    const code = await nextCode(request, email, 4, mails);
    await post(request, 'website/user/contact/verify', {
      channel: 'email',
      value: email,
      otp: code,
    });
  }
  return { ...created.data, password: input.password ?? '' };
}

/**
 * Gives the browser the display copy of a login (`info`, `isLoggedIn`) as the modal
 * stores it. Only meaningful with a server session in the same browser (createAccount with
 * `page.request`). Written once, not on every load, so a logout in the test really clears it.
 */
export async function storeLoginCopy(page: Page, user: AccountRecord): Promise<void> {
  if (!page.url().startsWith('http')) await page.goto('/about-us');
  await page.evaluate((info) => {
    window.localStorage.setItem('info', JSON.stringify(info));
    window.localStorage.setItem('isLoggedIn', 'true');
  }, user);
}

/** GET /api/website/user/me from inside the page: what the browser's session cookie stands for. */
export async function sessionStatus(
  page: Page,
): Promise<{ status: number; user: AccountRecord | null }> {
  return page.evaluate(async (authorization) => {
    const response = await fetch('/api/website/user/me', {
      headers: { Authorization: authorization },
    });
    const body = (await response.json()) as { data: unknown };
    return { status: response.status, user: response.ok ? (body.data as never) : null };
  }, API_AUTH_HEADER.Authorization);
}

/** Logs in by e-mail and password through the API in `request`'s jar; answers the HTTP status. */
export async function passwordLoginStatus(
  request: APIRequestContext,
  email: string,
  password: string,
): Promise<number> {
  const response = await request.post('/api/website/user/login', {
    headers: API_AUTH_HEADER,
    form: { email, password, session_id: '' },
  });
  return response.status();
}

/**
 * Runs `action`, then waits until the page has been reloaded (docs/decisions/storefront-screens.md,
 * Login modal flow: 2 s after a login or sign-up, 1 s after a logout) and the app has started
 * again. A marker on the old window tells the new document apart, so the wait cannot miss a reload
 * that happens early.
 */
export async function expectReloadAfter(page: Page, action: () => Promise<void>): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as Record<string, unknown>).__e2eBeforeReload = true;
  });
  await action();
  await expect
    .poll(
      async () => {
        try {
          return await page.evaluate(
            () => !('__e2eBeforeReload' in window) && document.readyState === 'complete',
          );
        } catch {
          return false; // the old document went away mid-call
        }
      },
      { message: 'the page reloads', timeout: 15_000 },
    )
    .toBe(true);
  await expect(page.getByTestId('initial-loader')).toHaveCount(0);
}
