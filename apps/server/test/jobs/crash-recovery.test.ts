import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder, ProductCard, QueuedMessage } from '@kesariya/shared';
import { PUNE_ADDRESS } from '../checkout/checkout-kit';
import { AUTH, TEST_OTP_CHALLENGE_MAX_NUMBER } from '../helpers/build-app';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/postgres';
import { freePort, startServerProcess, type ServerProcess } from '../helpers/server-process';
import { smtpFake, type SmtpFake } from '../helpers/smtp-fake';
import { ADMIN_EMAIL, ADMIN_PASSWORD } from '../media/admin-kit';
import { HttpShopper, signUp } from '../scale-out/http-shopper';

// A message is a row in the store's database from the moment its change commits: a process that
// dies with messages still to send leaves them to the next one
// (docs/decisions/platform-and-security.md, Work that is never lost). Real processes, killed as a
// crash kills them, on the configured engine.

let smtp: SmtpFake;
let dataDir: string | null = null;
let database: ScratchDatabase | null = null;
let env: Record<string, string>;
const running: ServerProcess[] = [];

beforeAll(async () => {
  smtp = smtpFake(await freePort());
  const engine: Record<string, string> = process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: (database = await createScratchDatabase(process.env.TEST_DATABASE_URL)).url }
    : { DATA_DIR: (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kesariya-crash-'))) };
  env = {
    ...engine,
    SMTP_URL: smtp.url,
    JOB_POLL_SECONDS: '0.5',
    // The kill lands between two attempts: the next one is 3 to 6 seconds after a failure.
    JOB_RETRY_DELAY_SECONDS: '3',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    DEMO_PRODUCTS: '40',
    PASSWORD_COST_LOG2: '12',
    OTP_CHALLENGE_MAX_NUMBER: String(TEST_OTP_CHALLENGE_MAX_NUMBER),
  };
}, 60_000);

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  await smtp?.stop();
  await database?.drop();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  // Not the mail server's port, which is handed out but listened on only later.
  const server = await startServerProcess(await freePort([Number(new URL(smtp.url).port)]), env);
  running.push(server);
  return server;
}

/** The owner's back-office session cookie on `base`. */
async function ownerCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { authorization: AUTH, 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  expect(response.status).toBe(200);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

async function pendingMessages(base: string, cookie: string): Promise<QueuedMessage[]> {
  const response = await fetch(`${base}/api/admin/message?status=pending&limit=100`, {
    headers: { authorization: AUTH, cookie },
  });
  return ((await response.json()) as { data: QueuedMessage[] }).data;
}

/** A cash-on-delivery order of one piece, placed over HTTP by a new shopper; answers its e-mail. */
async function placeOrder(base: string): Promise<{ email: string; saleId: string }> {
  const shopper = new HttpShopper();
  const { userId, mobile } = await signUp(shopper, base);
  const products = await shopper.get<ProductCard[]>(base, 'website/product', { limit: 20 });
  const product = products.body.data.find((p) => p.sizes.some((s) => s.stock > 0))!;
  const size = product.sizes.find((s) => s.stock > 0)!.size;
  const address = await shopper.post<{ id: number }>(base, 'website/address/create', PUNE_ADDRESS);
  await shopper.post(base, 'website/cart/add', {
    user_id: userId,
    session_id: '',
    product_id: product.id,
    size,
    qty: 1,
  });
  const placed = await shopper.call<PlacedOrder>(base, 'POST', 'website/order/place', {
    form: {
      address_id: address.body.data.id,
      payment_method: 'Cash on Delivery',
      delivery_option: 'delivery',
    },
    headers: { 'idempotency-key': randomUUID() },
  });
  expect(placed.status, placed.body.message).toBe(201);
  return { email: `shopper.${mobile}@example.co.in`, saleId: placed.body.data.sale_id };
}

describe('a process killed with messages still to send', () => {
  it('leaves them to the next process, which sends each once', async () => {
    // The mail server is down: the confirmation is tried, refused by the network, and waits.
    const first = await start();
    const { email, saleId } = await placeOrder(first.base);
    const cookie = await ownerCookie(first.base);
    await vi.waitFor(
      async () => {
        const waiting = (await pendingMessages(first.base, cookie)).find((m) => m.to === email);
        expect(waiting).toMatchObject({ state: 'retrying', about: saleId });
      },
      { timeout: 30_000, interval: 100 },
    );
    await first.kill();

    await smtp.start();
    const second = await start();
    await vi.waitFor(
      () => expect(smtp.mails.filter((mail) => mail.to.includes(email))).toHaveLength(1),
      { timeout: 60_000, interval: 200 },
    );
    expect(smtp.mails.find((mail) => mail.to.includes(email))!.subject).toBe(
      `Please confirm your Kesariya order ${saleId}`,
    );
    await second.stop();
    expect(second.child.exitCode).toBe(0);
    // Two server starts and a sign-up over HTTP: a minute or more on a busy two-core machine.
  }, 240_000);
});
