import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH, buildTestApp } from '../helpers/build-app';
import { loggedInUser } from '../cart/shopper-kit';

let app: FastifyInstance;
/** How much of the current streamed body had been read when the answer was being sent. */
let readWhenAnswered = -1;
let current: { pulled: () => number } | null = null;
beforeAll(async () => {
  app = await buildTestApp({}, (instance) => {
    instance.addHook('onSend', async () => {
      if (current) readWhenAnswered = current.pulled();
    });
  });
});
afterAll(async () => {
  await app?.close();
});

const boundary = '----kesariya-upload';
const MB = 1024 * 1024;

/**
 * A multipart body of a text field and one file of `fileBytes`, produced lazily so the test can see
 * how much of it the server read before answering.
 */
function multipartWithFile(fileBytes: number) {
  let pulled = 0;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nmeera@example.com\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="big.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  let sent = 0;
  let stage = 0;
  const stream = new Readable({
    read() {
      if (stage === 0) {
        stage = 1;
        pulled += head.length;
        this.push(head);
      } else if (sent < fileBytes) {
        const piece = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
        sent += piece.length;
        pulled += piece.length;
        this.push(piece);
      } else if (stage === 1) {
        stage = 2;
        this.push(tail);
      } else this.push(null);
    },
  });
  return { stream, pulled: () => pulled };
}

describe('multipart files are parsed only on upload routes', () => {
  it('refuses a file sent to a call that takes none, naming the problem, before reading it all', async () => {
    const body = multipartWithFile(5 * MB);
    current = body;
    const response = await app.inject({
      method: 'POST',
      url: '/api/website/subscribe-mail/create',
      headers: {
        authorization: AUTH,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body.stream,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: false,
      message: 'This call takes no files. Send the form without attachments.',
      data: null,
    });
    // Node drains the rest of an answered request without keeping it; what matters is that the
    // answer came before the file was read.
    expect(readWhenAnswered).toBeGreaterThan(0);
    expect(readWhenAnswered).toBeLessThan(2 * MB);
    current = null;
  });

  it('refuses a file on a logged-in call the same way', async () => {
    const user = await loggedInUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/website/address/create',
      headers: {
        authorization: AUTH,
        cookie: user.cookie!,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: multipartWithFile(1024).stream,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'This call takes no files. Send the form without attachments.',
    );
  });

  it('still takes multipart text fields everywhere', async () => {
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\nfields.only@example.com\r\n--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/website/subscribe-mail/create',
      headers: {
        authorization: AUTH,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload,
    });
    expect(response.statusCode).toBe(200);
  });

  it('still takes a photo on the return request, an upload route', async () => {
    const user = await loggedInUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/website/return/create',
      headers: {
        authorization: AUTH,
        cookie: user.cookie!,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: multipartWithFile(1024).stream,
    });
    // The route reads the file and judges its fields (no order named), not the parser.
    expect(response.statusCode).toBe(400);
    expect(response.json().message).not.toMatch(/takes no files/);
  });
});
