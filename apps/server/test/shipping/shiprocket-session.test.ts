import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { ShippingProviderError } from '../../src/shipping/provider';
import { createShiprocketProvider } from '../../src/shipping/shiprocket';
import {
  startFakeShiprocket,
  shiprocketSettings,
  type FakeShiprocket,
} from '../helpers/fake-shiprocket';

let fake: FakeShiprocket;
beforeAll(async () => {
  fake = await startFakeShiprocket();
});
afterAll(async () => fake.close());

const HOUR = 3600_000;

function provider(clock = { now: Date.now() }, password = 'shiprocket-pass') {
  const { shiprocket } = shiprocketSettings(fake);
  return createShiprocketProvider({
    ...shiprocket,
    email: shiprocket.email,
    password,
    pickupLocation: shiprocket.pickupLocation,
    now: () => clock.now,
  });
}

const ask = (p: ReturnType<typeof provider>) =>
  p.serviceability({ pickupPincode: '411001', deliveryPincode: '560001', weightKg: 0.5 });

describe('the Shiprocket token', () => {
  it('is got once and used by every call until it expires', async () => {
    const logins = fake.logins();
    const p = provider();
    await Promise.all([ask(p), ask(p), ask(p)]);
    await ask(p);
    expect(fake.logins() - logins).toBe(1);
    const tokens = new Set(
      fake
        .callsTo('courier/serviceability')
        .slice(-4)
        .map((c) => c.token),
    );
    expect(tokens.size).toBe(1);
  });

  it('is renewed by a new login once its 10 days are up, before any call is refused', async () => {
    const clock = { now: Date.now() };
    const p = provider(clock);
    await ask(p);
    const logins = fake.logins();
    const first = fake.callsTo('courier/serviceability').at(-1)!.token;
    clock.now += 239 * HOUR;
    await ask(p);
    expect(fake.logins()).toBe(logins);
    clock.now += 2 * HOUR;
    const before = fake.calls.length;
    await ask(p);
    expect(fake.logins()).toBe(logins + 1);
    const after = fake.calls.slice(before);
    // The login came first: no call went out on the old token to be refused.
    expect(after.map((c) => c.path)).toEqual(['auth/login', 'courier/serviceability']);
    expect(after[1]!.token).not.toBe(first);
  });

  it('is dropped when Shiprocket refuses it (401): one login again, and the call goes through', async () => {
    const p = provider();
    await ask(p);
    fake.revokeTokens();
    const before = fake.calls.length;
    const answer = await ask(p);
    expect(answer).toMatchObject({ serviceable: true, courier: 'Delhivery Surface' });
    expect(fake.calls.slice(before).map((c) => c.path)).toEqual([
      'courier/serviceability',
      'auth/login',
      'courier/serviceability',
    ]);
  });

  it('names the settings to check when the login is refused', async () => {
    const failing = ask(provider(undefined, 'wrong-password'));
    await expect(failing).rejects.toThrow(ShippingProviderError);
    await expect(failing).rejects.toThrow(/SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD/);
  });
});

describe('SHIPPING_PROVIDER=shiprocket', () => {
  it('is refused without the API login, the pickup location and the webhook token', () => {
    expect(() => loadConfig({ SHIPPING_PROVIDER: 'shiprocket' })).toThrow(
      /SHIPROCKET_EMAIL: required when SHIPPING_PROVIDER is shiprocket[\s\S]*SHIPROCKET_PASSWORD[\s\S]*SHIPROCKET_WEBHOOK_TOKEN[\s\S]*SHIPROCKET_PICKUP_LOCATION/,
    );
    const config = loadConfig({
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_EMAIL: 'api@kesariya.test',
      SHIPROCKET_PASSWORD: 'secret',
      SHIPROCKET_WEBHOOK_TOKEN: 'a-token-of-sixteen-or-more',
      SHIPROCKET_PICKUP_LOCATION: 'Pune Studio',
    });
    expect(config.shiprocket.baseUrl).toBe('https://apiv2.shiprocket.in');
    expect(loadConfig({}).shippingProvider).toBe('manual');
  });
});
