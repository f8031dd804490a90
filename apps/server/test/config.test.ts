import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEV_BASIC_PASSWORD, DEV_BASIC_USER, loadConfig } from '../src/config';
import { PRODUCTION_ENV } from './hardening/production-settings';

describe('configuration', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: path.resolve(process.cwd(), 'data'),
      apiBasicUser: DEV_BASIC_USER,
      apiBasicPassword: DEV_BASIC_PASSWORD,
      smsProvider: 'console',
      paymentProvider: 'test',
      demoData: true,
      demoProducts: 240,
      databaseUrl: undefined,
      pageRendersPerSecond: 20,
    });
    expect(config.webDistDir).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('turns demo data off in production and refuses the development credential there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    const config = loadConfig(PRODUCTION_ENV);
    expect(config.demoData).toBe(false);
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'razorpay' })).toThrow(/RAZORPAY_KEY_ID/);
    expect(() => loadConfig({ DEMO_DATA: 'perhaps' })).toThrow(/DEMO_DATA/);
    expect(() => loadConfig({ PAGE_RENDERS_PER_SECOND: '0' })).toThrow(/PAGE_RENDERS_PER_SECOND/);
  });
});

describe('production refuses', () => {
  it('the test gateway, unless a staging store allows it by name', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'test' })).toThrow(
      /PAYMENT_PROVIDER: the test gateway lets any shopper mark an order paid/,
    );
    const staging = loadConfig({
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_GATEWAY_IN_PRODUCTION: 'true',
    });
    expect(staging.paymentProvider).toBe('test');
    expect(loadConfig({}).allowTestGatewayInProduction).toBe(false);
  });

  it('OTPs written to the log or left in the outbox table', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMS_PROVIDER: 'console' })).toThrow(
      /SMS_PROVIDER: the console provider writes OTPs to the server log/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMTP_URL: '' })).toThrow(
      /SMTP_URL: required in production/,
    );
    expect(loadConfig({}).smsProvider).toBe('console');
  });

  it('trusting every proxy, and metrics without a token', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ ...PRODUCTION_ENV, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(() => loadConfig({ ...PRODUCTION_ENV, METRICS_TOKEN: '' })).toThrow(
      /METRICS_TOKEN: required in production/,
    );
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('links without the store address of its own, or over plain http', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: '' })).toThrow(
      /PUBLIC_URL: required in production/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'http://kesariya.example' })).toThrow(
      /PUBLIC_URL: use https in production/,
    );
    expect(() => loadConfig({ PUBLIC_URL: 'https://kesariya.example/shop' })).toThrow(
      /PUBLIC_URL is the store origin only/,
    );
    expect(
      loadConfig({ ...PRODUCTION_ENV, PUBLIC_URL: 'https://kesariya.example/' }).publicUrl,
    ).toBe('https://kesariya.example');
  });

  it('a back office origin with a path, or over plain http', () => {
    expect(() => loadConfig({ ADMIN_ORIGIN: 'https://admin.kesariya.example/admin' })).toThrow(
      /ADMIN_ORIGIN is the back office origin only/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, ADMIN_ORIGIN: 'http://admin.kesariya.example' }),
    ).toThrow(/ADMIN_ORIGIN: use https in production/);
    expect(
      loadConfig({ ...PRODUCTION_ENV, ADMIN_ORIGIN: 'https://admin.kesariya.example/' })
        .adminOrigin,
    ).toBe('https://admin.kesariya.example');
    expect(loadConfig(PRODUCTION_ENV).adminOrigin).toBeUndefined();
  });

  it('password hashes cheaper than scrypt N=2^17', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, PASSWORD_COST_LOG2: '16' })).toThrow(
      /PASSWORD_COST_LOG2: production hashes passwords at 17 \(scrypt N=2\^17\) or more/,
    );
    expect(loadConfig(PRODUCTION_ENV).passwordCostLog2).toBe(17);
    expect(loadConfig({ PASSWORD_COST_LOG2: '12' }).passwordCostLog2).toBe(12);
  });

  it('a proof of work before a mobile OTP cheaper than 50,000', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, OTP_CHALLENGE_MAX_NUMBER: '49999' })).toThrow(
      /OTP_CHALLENGE_MAX_NUMBER: production asks for a proof of work of 50000 or more/,
    );
    expect(loadConfig(PRODUCTION_ENV).otpChallengeMaxNumber).toBe(50_000);
    expect(loadConfig({ OTP_CHALLENGE_MAX_NUMBER: '1000' }).otpChallengeMaxNumber).toBe(1000);
  });
});
