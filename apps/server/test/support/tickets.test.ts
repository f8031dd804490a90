import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { StaffTicket, SupportTicket } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { supportTickets, users } from '../../src/db/schema';
import { guest, loggedInUser, type Shopper, type StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { afterSaleApp, orderFor } from '../orders/after-sale-kit';
import { delivered } from '../helpers/delivered';

let app: FastifyInstance;
let staff: Client;
let fresh: () => StockedSize;
beforeAll(async () => {
  ({ app, admin: staff, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

function open(user: Shopper, fields: Record<string, string>) {
  return user.call<SupportTicket>('POST', 'website/support/ticket/create', {
    form: {
      subject: 'Where is my parcel?',
      message: 'It has been a week since I ordered.',
      ...fields,
    },
  });
}

const reply = (user: Shopper, id: number, message: string) =>
  user.call<SupportTicket>('POST', `website/support/ticket/reply/${id}`, { form: { message } });

const staffReply = (id: number, message: string) =>
  staff.request<StaffTicket>('POST', `/api/admin/support/ticket/reply/${id}`, {
    json: { message },
  });

async function emailOf(user: Shopper): Promise<string> {
  const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
  return row!.email!.toLowerCase();
}

describe('POST /api/website/support/ticket/create', () => {
  it("opens a ticket about one of the shopper's orders, listed with its conversation", async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const answer = await open(user, { sale_id: saleId.toLowerCase() });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      subject: 'Where is my parcel?',
      status: 'open',
      source: 'support',
      sale_id: saleId,
      messages: [{ author: 'shopper', body: 'It has been a week since I ordered.' }],
    });
    const list = await user.call<SupportTicket[]>('GET', 'website/support/ticket');
    expect(list.body.data.map((t) => t.id)).toEqual([answer.body.data.id]);
  });

  it("answers 404 for another shopper's order and refuses an empty or long subject", async () => {
    const { saleId } = await orderFor(app, fresh());
    const stranger = await loggedInUser(app);
    const theirs = await open(stranger, { sale_id: saleId });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found');
    const empty = await open(stranger, { subject: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('subject is required');
    const long = await open(stranger, { subject: 'x'.repeat(151) });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('subject must be at most 150 characters');
    const longMessage = await open(stranger, { message: 'x'.repeat(2001) });
    expect(longMessage.status).toBe(400);
    expect(longMessage.body.message).toBe('message must be at most 2000 characters');
  });

  it('limits how many tickets one shopper opens in an hour', async () => {
    const user = await loggedInUser(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await open(user, { subject: `Question ${i}` })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('asks a guest to log in', async () => {
    expect((await open(guest(app), {})).status).toBe(401);
    expect((await guest(app).call('GET', 'website/support/ticket')).status).toBe(401);
  });
});

describe('POST /api/admin/support/ticket/reply/:id and /api/website/support/ticket/reply/:id', () => {
  it('carries the conversation: staff answer (e-mailed), the shopper writes back and the ticket opens again', async () => {
    const user = await loggedInUser(app);
    const ticket = (await open(user, {})).body.data;
    const answered = await staffReply(ticket.id, 'It left our store yesterday.');
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ status: 'answered', user_id: user.userId });
    const mail = await delivered(
      app,
      await emailOf(user),
      (m) => m.subject === `Re: Where is my parcel? [ticket ${ticket.id}]`,
    );
    expect(mail.body).toContain('It left our store yesterday.');

    const back = await reply(user, ticket.id, 'Thank you, it arrived today.');
    expect(back.status).toBe(200);
    expect(back.body.data.status).toBe('open');
    expect(back.body.data.messages.map((m) => [m.author, m.body])).toEqual([
      ['shopper', 'It has been a week since I ordered.'],
      ['staff', 'It left our store yesterday.'],
      ['shopper', 'Thank you, it arrived today.'],
    ]);
    const [listed] = (await user.call<SupportTicket[]>('GET', 'website/support/ticket')).body.data;
    expect(listed!.messages).toHaveLength(3);
  });

  it("answers 404 for another shopper's ticket and a missing one", async () => {
    const user = await loggedInUser(app);
    const ticket = (await open(user, {})).body.data;
    const stranger = await loggedInUser(app);
    const theirs = await reply(stranger, ticket.id, 'Let me in');
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Ticket not found');
    expect((await staffReply(999_999, 'Hello')).status).toBe(404);
    expect((await reply(user, ticket.id, '')).status).toBe(400);
  });

  it('is for staff only', async () => {
    const user = await loggedInUser(app);
    const ticket = (await open(user, {})).body.data;
    const shopper = await user.call('POST', `admin/support/ticket/reply/${ticket.id}`, {
      form: { message: 'I answer myself' },
    });
    expect(shopper.status).toBe(403);
  });
});

describe('GET /api/admin/support/ticket', () => {
  it('lists tickets of a status, newest first, with who wrote them', async () => {
    const user = await loggedInUser(app);
    const ticket = (await open(user, { subject: 'Colour of the dupatta' })).body.data;
    const answer = await staff.request<StaffTicket[]>(
      'GET',
      '/api/admin/support/ticket?status=open&limit=50',
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data[0]).toMatchObject({
      id: ticket.id,
      subject: 'Colour of the dupatta',
      email: await emailOf(user),
      user_id: user.userId,
    });
    expect(answer.body.data.every((t) => t.status === 'open')).toBe(true);
    expect(answer.body.pagination).toMatchObject({ page: 1, limit: 50 });
  });
});

describe('POST /api/website/contact/create', () => {
  it("files a logged-in shopper's message under their tickets, and a guest's under none", async () => {
    const form = {
      name: 'Meera Joshi',
      email: 'meera.contact@example.co.in',
      subject: 'Stitching service',
      message: 'Do you alter blouses bought in the store?',
    };
    const user = await loggedInUser(app);
    const sent = await user.call<{ ticket_id: number }>('POST', 'website/contact/create', { form });
    expect(sent.status).toBe(200);
    const [listed] = (await user.call<SupportTicket[]>('GET', 'website/support/ticket')).body.data;
    expect(listed).toMatchObject({ id: sent.body.data.ticket_id, source: 'contact' });

    const anonymous = await guest(app).call<{ ticket_id: number }>(
      'POST',
      'website/contact/create',
      {
        form,
      },
    );
    const [row] = await app.db
      .select()
      .from(supportTickets)
      .where(eq(supportTickets.id, anonymous.body.data.ticket_id));
    expect(row!.userId).toBeNull();
  });
});
