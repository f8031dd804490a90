import type { Envelope } from '@kesariya/shared';
import type { Challenge } from 'altcha-lib/v1/types';
import { solveOtpChallenge } from '../auth/kit';
import { AUTH } from '../helpers/build-app';

type Fields = Record<string, string | number>;

export interface Answer<T = unknown> {
  status: number;
  body: Envelope<T>;
}

let shopperCount = 0;

/**
 * A shopper's browser behind the load balancer, talking HTTP to whichever instance the test names:
 * it keeps the session cookie like a browser and has its own address (X-Forwarded-For), so per-IP
 * limits belong to it alone.
 */
export class HttpShopper {
  cookie: string | null = null;
  readonly ip: string;

  constructor() {
    shopperCount += 1;
    this.ip = `10.77.${Math.floor(shopperCount / 250) % 250}.${(shopperCount % 250) + 1}`;
  }

  async call<T = unknown>(
    base: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    options: { form?: Fields; query?: Fields; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = {
      authorization: AUTH,
      'x-forwarded-for': this.ip,
      ...options.headers,
    };
    if (this.cookie) headers.cookie = this.cookie;
    let body: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(toStrings(options.form)).toString();
    }
    const qs = options.query ? `?${new URLSearchParams(toStrings(options.query)).toString()}` : '';
    const response = await fetch(`${base}/api/${path}${qs}`, { method, headers, body });
    for (const line of response.headers.getSetCookie()) this.keepCookie(line);
    return { status: response.status, body: (await response.json()) as Envelope<T> };
  }

  post<T = unknown>(base: string, path: string, form: Fields = {}) {
    return this.call<T>(base, 'POST', path, { form });
  }

  get<T = unknown>(base: string, path: string, query?: Fields) {
    return this.call<T>(base, 'GET', path, { query });
  }

  /** Like a browser: a new session cookie replaces the old one, an expired one removes it. */
  private keepCookie(line: string): void {
    const [pair = ''] = line.split(';');
    if (!pair.startsWith('kesariya_session=')) return;
    const expired = /expires=thu, 01 jan 1970/i.test(line) || pair === 'kesariya_session=';
    this.cookie = expired ? null : pair;
  }
}

function toStrings(fields: Fields): [string, string][] {
  return Object.entries(fields).map(([key, value]): [string, string] => [key, String(value)]);
}

interface OutboxEntry {
  body: string;
}

/** The newest 6-digit SMS code sent to a phone, from the development outbox (in the shared database). */
export async function latestSmsCode(base: string, mobile: string): Promise<string> {
  const response = await fetch(`${base}/api/dev/outbox?to=${mobile}`, {
    headers: { authorization: AUTH },
  });
  const [newest] = ((await response.json()) as Envelope<OutboxEntry[]>).data;
  const code = newest?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no SMS code in the outbox for ${mobile}`);
  return code;
}

let phoneCount = 0;

/** A 10-digit mobile number of its own for each sign-up of this run. */
export function freshPhone(): string {
  phoneCount += 1;
  return `8${String(process.pid % 10_000).padStart(4, '0')}${String(phoneCount).padStart(5, '0')}`;
}

/** Sends an OTP through `sendVia` and verifies it through `verifyVia`: the phone is proven in this session. */
export async function provePhone(
  shopper: HttpShopper,
  mobile: string,
  sendVia: string,
  verifyVia: string,
): Promise<void> {
  // The proof of work the storefront does first, fetched from the instance the code is sent by.
  const challenge = await shopper.get<Challenge>(sendVia, 'website/user/otp-challenge');
  const sent = await shopper.post(sendVia, 'website/user/send-otp-mobile', {
    mobile,
    session_id: '',
    altcha: await solveOtpChallenge(challenge.body.data),
  });
  if (sent.status !== 200) throw new Error(`send-otp-mobile: ${sent.status} ${sent.body.message}`);
  const otp = await latestSmsCode(sendVia, mobile);
  const verified = await shopper.post(verifyVia, 'website/user/verify-otp-mobile', {
    mobile,
    otp,
    session_id: '',
  });
  if (verified.status !== 200) {
    throw new Error(`verify-otp-mobile: ${verified.status} ${verified.body.message}`);
  }
}

/** A new account made by mobile sign-up on `base`; the shopper is logged in to it afterwards. */
export async function signUp(
  shopper: HttpShopper,
  base: string,
): Promise<{ userId: number; mobile: string }> {
  const mobile = freshPhone();
  await provePhone(shopper, mobile, base, base);
  const created = await shopper.post<{ id: number }>(base, 'website/user/create', {
    first_name: 'Meera',
    last_name: 'Joshi',
    phone: mobile,
    email: `shopper.${mobile}@example.co.in`,
    status: 'Y',
    image: '',
    password: '',
    referred_by: '',
    firebase_token: '',
    session_id: '',
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${created.body.message}`);
  return { userId: created.body.data.id, mobile };
}
