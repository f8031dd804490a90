/**
 * The test gateway lets any shopper mark an online order paid: production refuses it (see
 * production-start.test.ts) unless a staging store allows it by name, and then the log says so.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import payments from '../../src/plugins/payments';
import { PRODUCTION_ENV } from './production-settings';

/** The payments plugin alone on a bare instance, with what it logs at warning level. */
async function startPayments(env: Record<string, string>) {
  const lines: string[] = [];
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line) => lines.push(line) } } });
  app.decorate('config', loadConfig(env));
  await app.register(payments);
  await app.ready();
  return { app, warnings: () => lines.map((line) => JSON.parse(line).msg as string) };
}

describe('the test gateway in production', () => {
  it('runs on a staging store that allows it, with a warning in the log', async () => {
    const { app, warnings } = await startPayments({
      ...PRODUCTION_ENV,
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_GATEWAY_IN_PRODUCTION: 'true',
    });
    try {
      expect(app.paymentProvider.name).toBe('test');
      expect(warnings()).toEqual([
        expect.stringMatching(/any shopper can mark an online order paid/),
      ]);
    } finally {
      await app.close();
    }
  });

  it('is not announced in development, where it is the default', async () => {
    const { app, warnings } = await startPayments({});
    try {
      expect(app.paymentProvider.name).toBe('test');
      expect(warnings()).toEqual([]);
    } finally {
      await app.close();
    }
  });
});
