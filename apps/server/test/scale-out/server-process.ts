import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH } from '../helpers/build-app';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// `npm test` runs the server tests before the production build, so dist/server.js may be missing
// or stale here: the instances run the same entry point from source through tsx instead.
const SERVER_ENTRY = path.join(repoRoot, 'apps/server/src/server.ts');
/** Ports this suite may use (a free one is taken, so parallel runs do not collide). */
const PORT_RANGE = [3231, 3239] as const;
const START_TIMEOUT_MS = 90_000;

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  stop(): Promise<void>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A port of PORT_RANGE nobody listens on, skipping those already handed out. */
export async function freePort(taken: number[] = []): Promise<number> {
  for (let port = PORT_RANGE[0]; port <= PORT_RANGE[1]; port++) {
    if (!taken.includes(port) && (await isFree(port))) return port;
  }
  throw new Error(`no free port in ${PORT_RANGE.join('-')}`);
}

/**
 * Starts one real server process, configured only by its environment as in production (behind a
 * load balancer: TRUST_PROXY=1, so each simulated shopper has its own X-Forwarded-For address),
 * and waits until it answers /api/ready.
 */
export async function startServer(
  port: number,
  env: { DATABASE_URL: string; REDIS_URL: string },
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Only what the server needs: nothing of the developer's own configuration leaks in.
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: '1',
      DEMO_DATA: 'true',
      DEMO_PRODUCTS: '40',
      ...env,
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server on port ${port} exited with ${child.exitCode}:\n${stderr}`);
    }
    const ready = await fetch(`${base}/api/ready`, { headers: { authorization: AUTH } }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { base, stop };
    if (Date.now() - started > START_TIMEOUT_MS) {
      await stop();
      throw new Error(`server on port ${port} was not ready in time:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts one instance per port at once; if any fails, the others are stopped before the error. */
export async function startServers(
  ports: number[],
  env: { DATABASE_URL: string; REDIS_URL: string },
): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(ports.map((port) => startServer(port, env)));
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed)
    return results.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
  await Promise.all(
    results.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)),
  );
  throw failed.reason;
}
