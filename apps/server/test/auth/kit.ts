import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@kesariya/shared';
import { solveChallenge } from 'altcha-lib/v1';
import type { Challenge } from 'altcha-lib/v1/types';
import { otpChallengeSolution } from '@kesariya/shared/otp-challenge';
import { AUTH } from '../helpers/build-app';

let counter = 0;

/** A fresh 10-digit Indian mobile number and e-mail per call, so tests never share limits. */
export function uniquePhone(): string {
  counter += 1;
  return `9${String(process.pid % 1000).padStart(3, '0')}${String(counter).padStart(6, '0')}`;
}

export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.co.in`;
}

let ipCounter = 0;
function uniqueIp(): string {
  ipCounter += 1;
  return `10.${Math.floor(ipCounter / 250) % 250}.${ipCounter % 250}.${(process.pid % 200) + 1}`;
}

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T> & { is_registered?: boolean };
  setCookie: string[];
}

/**
 * A browser stand-in: keeps the session cookie between calls like a real one would, sends form
 * data as the web app does, and comes from its own IP so per-IP limits stay per test.
 */
export class Browser {
  cookie: string | null = null;
  readonly ip = uniqueIp();
  constructor(
    private readonly app: FastifyInstance,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async call<T = unknown>(
    method: 'GET' | 'POST',
    url: string,
    form?: Record<string, string | number>,
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: AUTH, ...this.extraHeaders };
    if (this.cookie) headers.cookie = this.cookie;
    let payload: string | undefined;
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(
        Object.entries(form).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString();
    }
    const response = await this.app.inject({
      method,
      url,
      headers,
      payload,
      remoteAddress: this.ip,
    });
    const raw = response.headers['set-cookie'];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    for (const line of setCookie) {
      const [pair] = line.split(';');
      if (!pair?.startsWith('kesariya_session=')) continue;
      // An expiry in the past (logout) removes the cookie, as a browser would.
      this.cookie =
        /expires=thu, 01 jan 1970/i.test(line) || pair === 'kesariya_session=' ? null : pair;
    }
    return { status: response.statusCode, body: response.json() as Answer<T>['body'], setCookie };
  }

  post<T = unknown>(url: string, form: Record<string, string | number> = {}) {
    return this.call<T>('POST', `/api/${url}`, form);
  }

  get<T = unknown>(url: string) {
    return this.call<T>('GET', `/api/${url}`);
  }
}

/**
 * Solves a proof-of-work challenge the way the storefront does (ALTCHA's solver), and answers the
 * `altcha` field send-otp-mobile takes: base64 JSON of the challenge and the number found.
 */
export async function solveOtpChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('the OTP challenge has no solution up to its maxnumber');
  return otpChallengeSolution(challenge, solution.number);
}

/** A challenge fetched by this browser and solved, ready for one send-otp-mobile. */
export async function solvedChallenge(browser: Browser): Promise<string> {
  const answer = await browser.get<Challenge>('website/user/otp-challenge');
  if (answer.status !== 200) throw new Error(`otp-challenge failed: ${answer.status}`);
  return solveOtpChallenge(answer.body.data);
}

/** send-otp-mobile as the login modal sends it: with a challenge solved just before. */
export async function sendMobileOtp(
  browser: Browser,
  form: { mobile: string; session_id?: string },
): Promise<Answer> {
  return browser.post('website/user/send-otp-mobile', {
    session_id: '',
    ...form,
    altcha: await solvedChallenge(browser),
  });
}

interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  subject: string;
  body: string;
}

export async function outbox(app: FastifyInstance, to: string): Promise<OutboxEntry[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/dev/outbox?to=${encodeURIComponent(to)}`,
    headers: { authorization: AUTH },
  });
  return (response.json() as Envelope<OutboxEntry[]>).data;
}

/** The newest code sent to a phone or an e-mail address, read from the development outbox. */
export async function latestCode(app: FastifyInstance, to: string, digits: 4 | 6): Promise<string> {
  const [newest] = await outbox(app, to);
  const match = newest?.body.match(new RegExp(`\\b(\\d{${digits}})\\b`));
  if (!match?.[1]) throw new Error(`no ${digits}-digit code in the outbox for ${to}`);
  return match[1];
}

/** Sends and verifies a mobile OTP in this browser; answers the verify call. */
export async function verifyPhone(app: FastifyInstance, browser: Browser, mobile: string) {
  const sent = await sendMobileOtp(browser, { mobile });
  if (sent.status !== 200)
    throw new Error(`send-otp-mobile failed: ${sent.status} ${sent.body.message}`);
  const otp = await latestCode(app, mobile, 6);
  return browser.post<{ is_registered: boolean }>('website/user/verify-otp-mobile', {
    mobile,
    otp,
    session_id: '',
  });
}

/** A complete mobile sign-up; answers the create call. */
export async function signUpByPhone(
  app: FastifyInstance,
  browser: Browser,
  input: { mobile?: string; email?: string; name?: string; sessionId?: string } = {},
) {
  const mobile = input.mobile ?? uniquePhone();
  await verifyPhone(app, browser, mobile);
  const [first, ...rest] = (input.name ?? 'Asha Kulkarni').split(' ');
  const created = await browser.post<{ id: number; wallet: number; phone: string; email: string }>(
    'website/user/create',
    {
      first_name: first ?? '',
      last_name: rest.join(' '),
      phone: mobile,
      email: input.email ?? uniqueEmail(),
      status: 'Y',
      image: '',
      password: '',
      referred_by: '',
      firebase_token: '',
      session_id: input.sessionId ?? '',
    },
  );
  return { mobile, created };
}
