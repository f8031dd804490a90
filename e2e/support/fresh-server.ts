// A built server of its own on an empty database, for the journeys the shared test server cannot
// show: it is started with an owner (start-server.mjs), the first run happens once per store, and
// its mail server and queue timing are the test's own.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { API_AUTH_HEADER } from './store-api';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface FreshServer {
  baseURL: string;
  /** The one-time setup code the server printed in its log at start; null when it has an owner. */
  setupCode: string | null;
  stop(): Promise<void>;
}

/** A store with no owner yet, as its first run finds it. */
export type FirstRunServer = FreshServer & { setupCode: string };

export interface FreshServerOptions {
  /** The owner made at start (ADMIN_EMAIL, ADMIN_PASSWORD): then no setup code is printed. */
  owner?: { email: string; password: string };
  /** More of the server's environment (SMTP_URL, JOB_POLL_SECONDS, DEMO_DATA, …). */
  env?: Record<string, string>;
}

/** A port nobody listens on, as the system hands one out. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts apps/server/dist/server.js with no demo catalogue and, unless `options.owner` is given,
 * no owner; then it waits for the log line that carries the setup code. The log is on so the code
 * can be read, as an operator reads it.
 */
export async function startFreshServer(): Promise<FirstRunServer>;
export async function startFreshServer(options: FreshServerOptions): Promise<FreshServer>;
export async function startFreshServer(options: FreshServerOptions = {}): Promise<FreshServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'kesariya-e2e-fresh-'));
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: 'false',
      PASSWORD_COST_LOG2: '12',
      ...(options.owner
        ? { ADMIN_EMAIL: options.owner.email, ADMIN_PASSWORD: options.owner.password }
        : {}),
      ...options.env,
    },
  });
  let running = true;
  const exited = new Promise<void>((resolve) =>
    server.once('exit', () => {
      running = false;
      resolve();
    }),
  );
  const stop = async () => {
    server.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  let errors = '';
  server.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const lines = createInterface({ input: server.stdout });
  const setupCode = await new Promise<string | null>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`server exited with ${code}\n${errors}`)));
    // A store with an owner prints no code: readiness below is all there is to wait for.
    if (options.owner) return resolve(null);
    const timer = setTimeout(() => reject(new Error(`no setup code in 60 s\n${errors}`)), 60_000);
    lines.on('line', (line) => {
      try {
        const entry = JSON.parse(line) as { setupCode?: string };
        if (entry.setupCode) {
          clearTimeout(timer);
          resolve(entry.setupCode);
        }
      } catch {
        // Not every line is JSON (a crash prints a stack); the exit handler reports it.
      }
    });
  }).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  // The code is printed while the server starts; the page needs it listening.
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    const ready = await fetch(`${baseURL}/api/ready`, { headers: API_AUTH_HEADER }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (!running || Date.now() > deadline) {
      await stop();
      throw new Error(`the server on ${port} never became ready\n${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  lines.removeAllListeners('line');
  server.stdout.resume();
  return { baseURL, setupCode, stop };
}
