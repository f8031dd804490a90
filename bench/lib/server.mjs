// Starts the built server on a fresh data folder for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmsGateway } from './sms-gateway.mjs';
import { startSmtpSink } from './smtp-sink.mjs';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const BENCH_USER = 'bench-web';
const BENCH_PASSWORD = 'bench-credential-not-for-production-use';
export const AUTH = 'Basic ' + Buffer.from(`${BENCH_USER}:${BENCH_PASSWORD}`).toString('base64');
/**
 * An API call's headers as the storefront sends them, with the Accept-Encoding Chromium sends:
 * shoppers' browsers always take compressed answers, and compressing each answer no cache holds
 * is part of what it costs the server.
 */
export const BROWSER_API_HEADERS = {
  authorization: AUTH,
  'accept-encoding': 'gzip, deflate, br, zstd',
};

/**
 * The settings of a staging deployment (docs/operations.md, What production refuses to start
 * with): production mode, the offline test gateway allowed, a metrics token, and the bench playing
 * the SMS gateway and the mail server. `stop()` closes those stand-ins.
 */
export async function productionEnv() {
  const sms = await startSmsGateway();
  const mail = await startSmtpSink();
  return {
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      API_BASIC_USER: BENCH_USER,
      API_BASIC_PASSWORD: BENCH_PASSWORD,
      AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
      // Benches pay with the offline gateway, as a staging store may.
      PAYMENT_PROVIDER: 'test',
      ALLOW_TEST_GATEWAY_IN_PRODUCTION: 'true',
      METRICS_TOKEN: 'bench-metrics-token-0123456789',
      PUBLIC_URL: 'https://kesariya.example',
      ...sms.env,
      ...mail.env,
    },
    /** Where a shopper reads the OTP sent to their phone: `code(phone)`. */
    otpInbox: sms,
    stop: () => Promise.all([sms.close(), mail.close()]),
  };
}

/**
 * `entry` is the built launcher to run; another copy of a build (e.g. the "before" build kept
 * aside while the code changes) may be given.
 */
export async function startServer({
  port,
  demoProducts = 240,
  env = {},
  entry = join(root, 'apps/server/dist/server.js'),
}) {
  const production = await productionEnv();
  const dataDir = env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'kesariya-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, [entry], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      ...production.env,
      PORT: String(port),
      DATA_DIR: dataDir ?? tmpdir(),
      DEMO_DATA: 'true',
      DEMO_PRODUCTS: String(demoProducts),
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitUntilReady(base, child, started);
  } catch (error) {
    child.kill('SIGTERM');
    // The stand-ins would otherwise keep the bench's process alive.
    await production.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    base,
    pid: child.pid,
    otpInbox: production.otpInbox,
    readyAfterMs: Date.now() - started,
    /** Resident memory of the server process in MB, read from /proc. */
    rssMb() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return Math.round(kb / 1024);
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
      await production.stop();
    },
  };
}

async function waitUntilReady(base, child, started) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`, { headers: { authorization: AUTH } });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000)
      throw new Error('server did not become ready in 10 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function getJson(base, path) {
  const res = await fetch(base + path, { headers: { authorization: AUTH } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}
