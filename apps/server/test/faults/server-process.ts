/**
 * The real server as a child process, for faults that only a separate process can show (a crash
 * with requests in flight). It runs the TypeScript source through tsx: `npm test` runs the server
 * tests before the production build, so dist/server.js may be missing or stale on a fresh clone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { AUTH } from '../helpers/build-app';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');
const serverSource = join(root, 'apps/server/src/server.ts');

export interface ServerProcess {
  base: string;
  child: ChildProcess;
  /** What the server wrote to stderr, for a useful failure message. */
  errors(): string;
  /** The crash under test: no shutdown hook runs, in-flight requests are cut off. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

export async function startServer(input: {
  port: number;
  databaseUrl: string;
}): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(input.port),
    HOST: '127.0.0.1',
    DATABASE_URL: input.databaseUrl,
    DEMO_DATA: 'true',
  };
  // Rate limits and caches stay in this process: the shared Redis belongs to everyone.
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', serverSource], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${input.port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const ready = await fetch(`${base}/api/ready`, { headers: { authorization: AUTH } }).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  return {
    base,
    child,
    errors: () => stderr,
    kill: () => signal('SIGKILL'),
    stop: () => signal('SIGTERM'),
  };
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** An empty PostgreSQL database beside the test one, dropped (with its connections) afterwards. */
export async function createScratchDatabase(adminUrl: string): Promise<ScratchDatabase> {
  const name = `t_fault_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** Whether the PostgreSQL server behind a URL answers at all (tests skip with a reason if not). */
export async function postgresAnswers(url: string | undefined): Promise<boolean> {
  if (!url) return false;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
