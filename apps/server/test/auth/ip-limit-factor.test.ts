import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { buildTestApp } from '../helpers/build-app';
import { Browser, uniquePhone, sendMobileOtp } from './kit';

describe('AUTH_IP_LIMIT_FACTOR', () => {
  it('defaults to 1 and accepts whole numbers from 1 to 1000', () => {
    expect(loadConfig({}).authIpLimitFactor).toBe(1);
    expect(loadConfig({ AUTH_IP_LIMIT_FACTOR: '20' }).authIpLimitFactor).toBe(20);
    expect(() => loadConfig({ AUTH_IP_LIMIT_FACTOR: '0' })).toThrow(/AUTH_IP_LIMIT_FACTOR/);
    expect(() => loadConfig({ AUTH_IP_LIMIT_FACTOR: '1.5' })).toThrow(/AUTH_IP_LIMIT_FACTOR/);
  });

  describe('with a factor of 2', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await buildTestApp({ authIpLimitFactor: 2, demoData: false });
    });
    afterAll(async () => {
      await app?.close();
    });

    it('lets one address ask for twice as many codes (the per-phone limits stay)', async () => {
      const browser = new Browser(app);
      for (let i = 0; i < 31; i += 1) {
        expect((await sendMobileOtp(browser, { mobile: uniquePhone() })).status).toBe(200);
      }
      const mobile = uniquePhone();
      expect((await sendMobileOtp(browser, { mobile })).status).toBe(200);
      expect((await sendMobileOtp(browser, { mobile })).status).toBe(429);
    });
  });
});
