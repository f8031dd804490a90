import { generate } from 'otplib';
import type { TwoFactorEnabled, TwoFactorSetup } from '@kesariya/shared';
import type { Client } from '../media/admin-kit';

/** The last time step each secret's code was made for: the server takes a step's code once. */
const usedSteps = new Map<string, number>();

/**
 * A code the member's authenticator app would show, for a time step not used yet: now, or the next
 * one (the server accepts a step either side for a phone's clock). Past those it waits for time to
 * catch up, so a test never sends a code the server saw. `spent: false` for a request the server
 * refuses before it looks at the code.
 */
export async function appCode(secret: string, { spent = true } = {}): Promise<string> {
  const now = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(now(), (usedSteps.get(secret) ?? -Infinity) + 1);
  while (step > now() + 1) await new Promise((resolve) => setTimeout(resolve, 500));
  // A request refused before its code was looked at (a wrong password) leaves the step unused.
  if (spent) usedSteps.set(secret, step);
  return generate({ secret, epoch: step * 30 });
}

/** A code no app shows now: each digit of the real one moved by one. */
export async function wrongCode(secret: string): Promise<string> {
  const right = await generate({ secret });
  return right.replace(/\d/g, (digit) => String((Number(digit) + 1) % 10));
}

/** Turns two-factor sign-in on for the client's member; answers its secret and recovery codes. */
export async function enrol(client: Client) {
  const setup = await client.request<TwoFactorSetup>('POST', '/api/admin/two-factor/setup');
  if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const { secret } = setup.body.data;
  const confirmed = await client.request<TwoFactorEnabled>(
    'POST',
    '/api/admin/two-factor/setup/confirm',
    { json: { code: await appCode(secret) } },
  );
  if (confirmed.status !== 200)
    throw new Error(`confirm failed: ${JSON.stringify(confirmed.body)}`);
  return { secret, recoveryCodes: confirmed.body.data.recovery_codes };
}

/** Both steps of signing in: the password, then the code. */
export async function signInWithCode(
  client: Client,
  email: string,
  password: string,
  secret: string,
) {
  const first = await client.logIn(email, password);
  if (first.status !== 200) throw new Error(`login failed: ${JSON.stringify(first.body)}`);
  return client.request('POST', '/api/admin/login/two-factor', {
    json: { code: await appCode(secret) },
  });
}

export const me = (client: Client) => client.request<{ email: string }>('GET', '/api/admin/me');
