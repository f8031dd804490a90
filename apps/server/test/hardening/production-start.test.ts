/**
 * What production refuses to start with (docs/operations.md): each case starts the real server
 * process with one bad setting among otherwise good production settings and reads why it stopped.
 */
import { describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR } from '../../src/config';
import { freePort, startServerProcess } from '../helpers/server-process';
import { PRODUCTION_ENV } from './production-settings';

/** The start-up error of a production server given `env`; fails the test if it starts. */
async function refusalOf(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const started = await startServerProcess(port, { DATA_DIR: MEMORY_DATA_DIR, ...env }).then(
    async (server) => {
      await server.kill();
      return null;
    },
    (error: Error) => error.message,
  );
  expect(started, 'the server started').not.toBeNull();
  expect(started).toMatch(/exited with 1/);
  return started!;
}

function productionWithout(...names: (keyof typeof PRODUCTION_ENV)[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PRODUCTION_ENV).filter(([name]) => !names.includes(name as never)),
  );
}

describe('a production start', () => {
  it('is refused on the test gateway, the default PAYMENT_PROVIDER', async () => {
    const message = await refusalOf(productionWithout('PAYMENT_PROVIDER'));
    expect(message).toContain(
      'PAYMENT_PROVIDER: the test gateway lets any shopper mark an order paid',
    );
    expect(message).toContain('ALLOW_TEST_GATEWAY_IN_PRODUCTION=true');
  });

  it('is refused when SMS OTPs would go to the server log', async () => {
    const message = await refusalOf({ ...PRODUCTION_ENV, SMS_PROVIDER: 'console' });
    expect(message).toContain('SMS_PROVIDER: the console provider writes OTPs to the server log');
  });

  it('is refused without SMTP_URL, when e-mail OTPs would stay in a table', async () => {
    const message = await refusalOf(productionWithout('SMTP_URL'));
    expect(message).toContain('SMTP_URL: required in production');
  });

  it('is refused when it would believe any X-Forwarded-For (TRUST_PROXY=true)', async () => {
    const message = await refusalOf({ ...PRODUCTION_ENV, TRUST_PROXY: 'true' });
    expect(message).toContain('TRUST_PROXY: true believes any X-Forwarded-For');
  });

  it('is refused without METRICS_TOKEN', async () => {
    const message = await refusalOf(productionWithout('METRICS_TOKEN'));
    expect(message).toContain('METRICS_TOKEN: required in production');
  });
});
