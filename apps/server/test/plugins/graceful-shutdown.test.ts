import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../helpers/build-app';

const SERVER_ENTRY = path.resolve(__dirname, '../../src/server.ts');
const PORT = 3261;

/** Resolves when the server answers /api/ready, rejects when it exits first. */
async function waitUntilReady(child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/api/ready`, {
        headers: { authorization: AUTH },
      });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Sends a request's headers and part of its body, and collects whatever comes back. */
function startSlowRequest(body: string) {
  const socket = net.connect(PORT, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const ended = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(answer));
    socket.on('error', () => resolve(answer));
  });
  socket.write(
    [
      'POST /api/website/subscribe-mail/create HTTP/1.1',
      `Host: 127.0.0.1:${PORT}`,
      `Authorization: ${AUTH}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body.slice(0, 10),
    ].join('\r\n'),
  );
  return { finish: () => socket.write(body.slice(10)), ended };
}

describe('graceful shutdown (SIGTERM)', () => {
  let child: ChildProcess;
  let dataDir: string;
  const exited = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) resolve(child.exitCode);
      else child.once('exit', (code) => resolve(code));
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-shutdown-'));
    child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        // The embedded database in a temp folder on every run: the signal handling is the subject.
        DATABASE_URL: '',
        REDIS_URL: '',
      },
    });
    await waitUntilReady(child);
  });

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight, refuses new connections, then exits 0', async () => {
    const email = `last-${Date.now()}@example.com`;
    const slow = startSlowRequest(`email=${encodeURIComponent(email)}`);
    // The request's headers must have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(
      fetch(`http://127.0.0.1:${PORT}/api/health`, { headers: { authorization: AUTH } }),
    ).rejects.toThrow();

    slow.finish();
    const answer = await slow.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"status":true');
    expect(await exited()).toBe(0);
  });
});
