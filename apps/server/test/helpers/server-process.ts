import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AUTH } from './build-app';
import { refuseInPostgresFreeFile } from './postgres-free';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
// The server tests build nothing (`npx vitest` runs them without `npm test`'s build), so
// dist/server.js may be missing or stale here: the processes run the same entry point from source
// through tsx instead.
const SERVER_ENTRY = path.join(repoRoot, 'apps/server/src/server.ts');
const START_TIMEOUT_MS = 120_000;

/** The real server as a child process, for what only a separate process shows. */
export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  base: string;
  child: ChildProcess;
  /** The end of what the server wrote to stderr, for a useful failure message. */
  errors(): string;
  /** A crash: no shutdown hook runs, requests in flight are cut off. */
  kill(): Promise<void>;
  /** SIGTERM, as a deployment stops an instance; resolves when the process has exited. */
  stop(): Promise<void>;
}

/**
 * A port nobody listens on, chosen by the system as for any listen on port 0. A range of our own
 * would be shared by two test passes running side by side (`npm test` runs PGlite's beside
 * PostgreSQL's), and both would pick its first free port. Not one of `taken`, those already handed
 * out and not yet listened on.
 */
export async function freePort(taken: number[] = []): Promise<number> {
  for (;;) {
    const port = await systemPort();
    if (!taken.includes(port)) return port;
  }
}

function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the server on `port`, configured only by its environment as in production (nothing of the
 * developer's own configuration leaks in), and waits until it answers /api/ready.
 */
export async function startServerProcess(
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  if (env.DATABASE_URL) refuseInPostgresFreeFile('starts a server on PostgreSQL');
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DEMO_DATA: 'true',
      ...env,
    },
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const server: ServerProcess = {
    base: `http://127.0.0.1:${port}`,
    child,
    errors: () => stderr,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };

  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) {
      throw new Error(`server on port ${port} exited with ${child.exitCode}:\n${stderr}`);
    }
    const ready = await fetch(`${server.base}/api/ready`, {
      headers: { authorization: AUTH },
    }).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return server;
    if (Date.now() - started > START_TIMEOUT_MS) {
      await server.kill();
      throw new Error(`server on port ${port} was not ready in time:\n${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Starts one process per port at once; if any fails, the others are stopped before the error. */
export async function startServerProcesses(
  ports: number[],
  env: Record<string, string>,
): Promise<ServerProcess[]> {
  const results = await Promise.allSettled(ports.map((port) => startServerProcess(port, env)));
  const failed = results.find((result) => result.status === 'rejected');
  if (!failed)
    return results.map((result) => (result as PromiseFulfilledResult<ServerProcess>).value);
  await Promise.all(
    results.map((result) => (result.status === 'fulfilled' ? result.value.stop() : null)),
  );
  throw failed.reason;
}
