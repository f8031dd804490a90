import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PlacedOrder, QueuedMessage } from '@kesariya/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client';
import { JOB_SCHEMA } from '../../src/db/job-tables';
import { createJobQueue, RETRY_LIMIT } from '../../src/jobs/job-queue';
import { deliverMessages } from '../../src/jobs/messages';
import { stockedSizes } from '../cart/shopper-kit';
import { place, readyShopper } from '../checkout/checkout-kit';
import { buildTestApp } from '../helpers/build-app';
import { freePort } from '../helpers/server-process';
import { smtpFake, type SmtpFake } from '../helpers/smtp-fake';
import { ADMIN_EMAIL, ADMIN_PASSWORD, adminClient, type Client } from '../media/admin-kit';

// Every e-mail and SMS is a job written with the change it reports
// (docs/decisions/platform-and-security.md, Work that is never lost). These tests run the real
// queue against a mail server on loopback.

let smtp: SmtpFake;
let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  smtp = smtpFake(await freePort());
  // The mail server is down when the store starts.
  app = await buildTestApp({
    smtpUrl: smtp.url,
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
  });
  owner = await adminClient(app);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await smtp?.stop();
});

async function messages(status: 'failed' | 'pending' | 'sent'): Promise<QueuedMessage[]> {
  const answer = await owner.request<QueuedMessage[]>(
    'GET',
    `/api/admin/message?status=${status}&limit=100`,
  );
  expect(answer.status).toBe(200);
  return answer.body.data;
}

/** The listed message to `to`, once `ready` holds for it. */
function messageTo(
  status: 'failed' | 'pending' | 'sent',
  to: string,
  ready: (message: QueuedMessage) => boolean = () => true,
): Promise<QueuedMessage> {
  return vi.waitFor(
    async () => {
      const found = (await messages(status)).find((m) => m.to === to && ready(m));
      if (!found) throw new Error(`no ${status} message to ${to} yet`);
      return found;
    },
    { timeout: 30_000, interval: 200 },
  );
}

function mailsTo(to: string) {
  return smtp.mails.filter((mail) => mail.to.includes(to));
}

describe('messages of an order while the mail server is down', () => {
  it('keeps the confirmation, retrying, and delivers it once the mail server is back', async () => {
    const [size] = await stockedSizes(app, 1, 0, 3);
    const { user, addressId } = await readyShopper(app, size!);
    const placed = await place(user, { address_id: addressId });
    expect(placed.status).toBe(201);
    const { sale_id: saleId } = placed.body.data as PlacedOrder;
    const email = (await app.db.query.users.findFirst({
      where: (users, { eq }) => eq(users.id, user.userId),
    }))!.email!;

    // Tried and refused by the network; still to go, tried again every few seconds.
    const waiting = await messageTo('pending', email, (m) => m.last_error !== null);
    expect(waiting).toMatchObject({
      channel: 'email',
      about: saleId,
      subject: `Please confirm your Kesariya order ${saleId}`,
    });
    expect(['retrying', 'sending']).toContain(waiting.state);
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    await smtp.start();
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 30_000 });
    expect(mailsTo(email)[0]!.subject).toBe(`Please confirm your Kesariya order ${saleId}`);
    expect(await messageTo('sent', email)).toMatchObject({ state: 'sent', last_error: null });
  });
});

describe('messages and the transaction of their change', () => {
  it('sends nothing for a change that rolled back, and sends one that committed', async () => {
    await smtp.start().catch(() => undefined);
    const undone = 'rolled.back@example.co.in';
    const kept = 'committed@example.co.in';
    const mail = (to: string) => ({ channel: 'email' as const, to, subject: 'Test', text: 'Hi' });
    await expect(
      app.db.transaction(async (tx) => {
        await app.messages.queue(tx, mail(undone));
        throw new Error('the change is refused');
      }),
    ).rejects.toThrow('the change is refused');
    await app.db.transaction((tx) => app.messages.queue(tx, mail(kept)));

    await vi.waitFor(() => expect(mailsTo(kept)).toHaveLength(1), { timeout: 30_000 });
    const listed = [...(await messages('pending')), ...(await messages('sent'))];
    expect(listed.filter((m) => m.to === undone)).toEqual([]);
    expect(mailsTo(undone)).toEqual([]);
  });
});

describe('POST /api/admin/message/retry/{id}', () => {
  it('fails a refused message at once, shows the refusal, and sends it again when asked', async () => {
    await smtp.start().catch(() => undefined);
    smtp.refuse();
    const to = 'no.such.mailbox@example.co.in';
    await app.messages.queue(app.db, { channel: 'email', to, subject: 'Your parcel', text: 'Hi' });

    const failed = await messageTo('failed', to);
    expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
    expect(failed.last_error).toMatch(/550/);
    expect(mailsTo(to)).toEqual([]);

    smtp.accept();
    const retried = await owner.request<QueuedMessage>(
      'POST',
      `/api/admin/message/retry/${failed.id}`,
    );
    expect(retried.status).toBe(200);
    expect(retried.body.data.state).not.toBe('failed');
    // Sent again with a whole series of attempts ahead (less one, if the worker took it already),
    // not the library's one more.
    const [job] = await app.database.rows<{ retry_limit: number; retry_count: number }>(
      sql`select retry_limit, retry_count from pgboss.job where id = ${failed.id}::uuid`,
    );
    expect(job!.retry_limit - job!.retry_count).toBeGreaterThanOrEqual(RETRY_LIMIT - 1);
    await vi.waitFor(() => expect(mailsTo(to)).toHaveLength(1), { timeout: 30_000 });

    const again = await owner.request('POST', `/api/admin/message/retry/${failed.id}`);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Only a message that failed can be sent again');
  });

  it('is for staff only', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/message',
      headers: { authorization: (await import('../helpers/build-app')).AUTH },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('two instances on one queue', () => {
  it('sends each message once', async () => {
    // A second instance's worker on the same database: on PostgreSQL another app, on the
    // embedded database (one process by nature) a second queue over the same engine.
    const second = process.env.TEST_DATABASE_URL
      ? await buildTestApp({ databaseUrl: app.config.databaseUrl, smtpUrl: smtp.url })
      : null;
    const extraQueue = second ? null : createJobQueue(app.database, app.config.jobs);
    if (extraQueue) {
      deliverMessages(extraQueue, { mailer: app.mailer, sms: app.sms, log: app.log });
      await extraQueue.start();
    }
    try {
      const addresses = Array.from({ length: 30 }, (_, i) => `twice.${i}@example.co.in`);
      await app.db.transaction(async (tx) => {
        for (const to of addresses)
          await app.messages.queue(tx, { channel: 'email', to, subject: 'Once', text: 'Hi' });
      });
      await vi.waitFor(
        () => expect(addresses.filter((to) => mailsTo(to).length > 0)).toHaveLength(30),
        { timeout: 60_000 },
      );
      // Time for a second delivery to show, were there one.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      for (const to of addresses) expect(mailsTo(to)).toHaveLength(1);
      const sent = (await messages('sent')).filter((m) => m.to.startsWith('twice.'));
      expect(sent).toHaveLength(30);
    } finally {
      await extraQueue?.stop();
      await second?.close();
    }
  });
});

describe('a queue stopping', () => {
  it('finishes the jobs a fetch brought during the stop before it says it has stopped', async () => {
    // Every fetch is answered late, so the stop begins while the worker's fetch is out and the
    // job it brings starts after the library's own stop has returned.
    let fetched = () => {};
    const fetching = new Promise<void>((resolve) => (fetched = resolve));
    let stopped = false;
    const afterStop: string[] = [];
    const slowFetches: Database = {
      ...app.database,
      async executeSql(text, values) {
        if (stopped) afterStop.push(text.trim().slice(0, 60));
        if (/SKIP LOCKED/i.test(text)) {
          fetched();
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
        return app.database.executeSql(text, values);
      },
    };
    const queue = createJobQueue(slowFetches, { ...app.config.jobs, pollingSeconds: 0.5 });
    const ran: string[] = [];
    queue.work<{ n: number }>('stop-test', async (job) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ran.push(job.id);
      throw new Error('a refusal to retry later');
    });
    await queue.start();
    const id = await queue.send(app.db, 'stop-test', { n: 1 });
    await fetching;
    await queue.stop();
    stopped = true;
    // Time for anything left running to reach the database, were it left running.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(afterStop).toEqual([]);
    const [row] = await app.database.rows<{ state: string }>(
      sql`SELECT state FROM ${sql.raw(JOB_SCHEMA)}.job WHERE id = ${id}`,
    );
    // It ran, and its failure is recorded for a retry, not lost with the closing database.
    expect(ran).toEqual([id]);
    expect(row?.state).toBe('retry');
  });
});
