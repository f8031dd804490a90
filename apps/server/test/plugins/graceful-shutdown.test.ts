import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH } from '../helpers/build-app';
import { startServerProcess, type ServerProcess } from '../helpers/server-process';

const PORT = 3261;

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
  let server: ServerProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-shutdown-'));
    // The embedded database in a temp folder on every run: the signal handling is the subject.
    server = await startServerProcess(PORT, { DATA_DIR: dataDir });
  });

  afterAll(async () => {
    await server?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request in flight, refuses new connections, then exits 0', async () => {
    const email = `last-${Date.now()}@example.com`;
    const slow = startSlowRequest(`email=${encodeURIComponent(email)}`);
    // The request's headers must have reached the server before the signal.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const exited = server.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));

    await expect(
      fetch(`${server.base}/api/health`, { headers: { authorization: AUTH } }),
    ).rejects.toThrow();

    slow.finish();
    const answer = await slow.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"status":true');
    await exited;
    expect(server.child.exitCode).toBe(0);
  });
});
