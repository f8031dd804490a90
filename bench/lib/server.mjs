// Starts the built server on a fresh data folder for a benchmark and stops it afterwards.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
// Production settings, as a real deployment runs (info-level request logs, no dev defaults).
const BENCH_USER = 'bench-web';
const BENCH_PASSWORD = 'bench-credential-not-for-production-use';
export const AUTH = 'Basic ' + Buffer.from(`${BENCH_USER}:${BENCH_PASSWORD}`).toString('base64');

/** `onLog` receives the server's stdout (its JSON log) in chunks; without it stdout is dropped. */
export async function startServer({ port, demoProducts = 240, env = {}, onLog }) {
  const dataDir = env.DATABASE_URL ? null : mkdtempSync(join(tmpdir(), 'kesariya-bench-'));
  const started = Date.now();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', onLog ? 'pipe' : 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_BASIC_USER: BENCH_USER,
      API_BASIC_PASSWORD: BENCH_PASSWORD,
      AUTH_SECRET: 'bench-secret-0123456789abcdef0123456789',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir ?? tmpdir(),
      DEMO_DATA: 'true',
      DEMO_PRODUCTS: String(demoProducts),
      ...env,
    },
  });
  if (onLog) {
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', onLog);
  }
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/ready`, { headers: { authorization: AUTH } });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 600_000)
      throw new Error('server did not become ready in 10 minutes');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    pid: child.pid,
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
    },
  };
}

export async function getJson(base, path) {
  const res = await fetch(base + path, { headers: { authorization: AUTH } });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json();
}
