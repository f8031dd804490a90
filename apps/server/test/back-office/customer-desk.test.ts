import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CustomerDetail, CustomerSummary, NewsletterSubscriber } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, users } from '../../src/db/schema';
import type { StockedSize } from '../cart/shopper-kit';
import { loggedInUser } from '../cart/shopper-kit';
import { AUTH } from '../helpers/build-app';
import { Client, staffClient } from '../media/admin-kit';
import {
  afterSaleApp,
  expectWalletConsistent,
  orderFor,
  walletBalancePaise,
} from '../orders/after-sale-kit';

let app: FastifyInstance;
let admin: Client;
let staff: Client;
let fresh: () => StockedSize;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
  staff = await staffClient(app);
});
afterAll(async () => app.close());

async function emailOf(userId: number) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  return user!.email!;
}

describe('GET /api/admin/customer', () => {
  it('finds a shopper by e-mail, name or phone, with orders counted and money spent', async () => {
    const { user } = await orderFor(app, fresh(), { qty: 2 });
    const email = await emailOf(user.userId);
    const answer = await staff.request<CustomerSummary[]>(
      'GET',
      `/api/admin/customer?search=${encodeURIComponent(email.toUpperCase())}`,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      expect.objectContaining({ id: user.userId, email, orders_count: 1 }),
    ]);
    expect(answer.body.data[0]!.total_spent).toBeGreaterThan(0);
    expect(answer.body.pagination).toMatchObject({ page: 1, total: 1 });

    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const byPhone = await staff.request<CustomerSummary[]>(
      'GET',
      `/api/admin/customer?search=${row!.phone!.slice(-6)}`,
    );
    expect(byPhone.body.data.map((c) => c.id)).toContain(user.userId);
  });

  it('lists shoppers only, never staff, one page at a time', async () => {
    await loggedInUser(app);
    await loggedInUser(app);
    const answer = await admin.request<CustomerSummary[]>('GET', '/api/admin/customer?limit=2');
    expect(answer.body.data).toHaveLength(2);
    expect(answer.body.pagination!.total).toBeGreaterThanOrEqual(3);
    const owner = await admin.request<CustomerSummary[]>(
      'GET',
      '/api/admin/customer?search=owner@',
    );
    expect(owner.body.data).toEqual([]);
  });
});

describe('GET /api/admin/customer/:id', () => {
  it('shows the profile, orders, wallet ledger and addresses', async () => {
    const { user, saleId } = await orderFor(app, fresh(), { walletPaise: 50_00 });
    const answer = await staff.request<CustomerDetail>('GET', `/api/admin/customer/${user.userId}`);
    expect(answer.status).toBe(200);
    const customer = answer.body.data;
    expect(customer.orders.map((o) => o.sale_id)).toEqual([saleId]);
    expect(customer.wallet.entries.map((e) => e.reason)).toContain('order_payment');
    const book = await app.db.select().from(addresses).where(eq(addresses.userId, user.userId));
    expect(customer.addresses.map((a) => a.id)).toEqual(book.map((a) => a.id));
    expect(customer.addresses[0]).toMatchObject({ pincode: book[0]!.postalCode });
  });

  it('answers 404 for an unknown id and for a member of staff', async () => {
    expect((await staff.request('GET', '/api/admin/customer/999999')).status).toBe(404);
    const [owner] = await app.db.select().from(users).where(eq(users.role, 'owner'));
    expect((await staff.request('GET', `/api/admin/customer/${owner!.id}`)).status).toBe(404);
  });
});

describe('POST /api/admin/wallet/adjust', () => {
  const adjust = (client: Client, json: Record<string, unknown>) =>
    client.request<{ balance: number; amount: number }>('POST', '/api/admin/wallet/adjust', {
      json,
    });

  it('credits and debits through the ledger, with an audit entry each, never below zero', async () => {
    const shopper = await loggedInUser(app);
    const credited = await adjust(admin, {
      user_id: shopper.userId,
      amount: 250.5,
      reason: 'Late delivery goodwill',
    });
    expect(credited.status).toBe(200);
    expect(credited.body.data).toMatchObject({ amount: 250.5, balance: 250.5 });

    const debited = await adjust(admin, {
      user_id: shopper.userId,
      amount: '-50.5',
      reason: 'Credited twice by mistake',
    });
    expect(debited.body.data.balance).toBe(200);
    expect(await walletBalancePaise(app, shopper.userId)).toBe(200_00);
    await expectWalletConsistent(app, shopper.userId);

    const tooMuch = await adjust(admin, { user_id: shopper.userId, amount: -201, reason: 'x' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.message).toBe(
      'The wallet holds ₹200: a debit of ₹201 would take it below zero',
    );
    expect(await walletBalancePaise(app, shopper.userId)).toBe(200_00);

    const wallet = await shopper.call<{ entries: { reference: string; amount: number }[] }>(
      'GET',
      'website/wallet',
    );
    expect(wallet.body.data.entries.slice(0, 2)).toMatchObject([
      { amount: -50.5, reference: 'Credited twice by mistake' },
      { amount: 250.5, reference: 'Late delivery goodwill' },
    ]);

    const log = await admin.request<
      { who: string; action: string; before: unknown; after: unknown }[]
    >('GET', `/api/admin/audit?target_type=customer&target_id=${shopper.userId}`);
    expect(log.body.data).toMatchObject([
      {
        who: 'Store Owner',
        action: 'wallet.adjust',
        before: { balance_paise: 250_50 },
        after: { balance_paise: 200_00, amount_paise: -50_50 },
      },
      { action: 'wallet.adjust', before: { balance_paise: 0 }, after: { balance_paise: 250_50 } },
    ]);
  });

  it('needs a reason and a non-zero amount, and a shopper to adjust', async () => {
    const shopper = await loggedInUser(app);
    for (const [json, message] of [
      [{ user_id: shopper.userId, amount: 10, reason: '' }, 'reason is required'],
      [{ user_id: shopper.userId, amount: 0, reason: 'Goodwill' }, 'amount must not be zero'],
      [{ user_id: shopper.userId, amount: '1.234', reason: 'Goodwill' }, 'amount must be'],
      [{ user_id: shopper.userId, amount: 1_00_001, reason: 'Goodwill' }, 'amount must be at most'],
    ] as const) {
      const answer = await adjust(admin, json);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(message);
    }
    expect((await adjust(admin, { user_id: 999999, amount: 10, reason: 'Goodwill' })).status).toBe(
      404,
    );
  });

  it('is the owner’s: staff are refused with 403 and nothing changes', async () => {
    const shopper = await loggedInUser(app);
    const answer = await adjust(staff, { user_id: shopper.userId, amount: 100, reason: 'Gift' });
    expect(answer.status).toBe(403);
    expect(await walletBalancePaise(app, shopper.userId)).toBe(0);
  });
});

describe('GET /api/admin/newsletter and /export', () => {
  it('lists the subscribers and exports them all as CSV, a formula defused; staff get 403', async () => {
    const guestClient = new Client(app);
    for (const email of ['asha.newsletter@example.co.in', 'ravi.newsletter@example.co.in'])
      await guestClient.request('POST', '/api/website/subscribe-mail/create', { json: { email } });

    const list = await admin.request<NewsletterSubscriber[]>(
      'GET',
      '/api/admin/newsletter?search=newsletter@',
    );
    expect(list.status).toBe(200);
    expect(list.body.data.map((s) => s.email)).toEqual([
      'ravi.newsletter@example.co.in',
      'asha.newsletter@example.co.in',
    ]);

    const csv = await app.inject({
      url: '/api/admin/newsletter/export',
      headers: { authorization: AUTH, cookie: admin.staffCookie! },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="kesariya-newsletter-/,
    );
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines).toContainEqual(expect.stringMatching(/^asha\.newsletter@example\.co\.in,\d{4}-/));

    expect((await staff.request('GET', '/api/admin/newsletter')).status).toBe(403);
    const refused = await app.inject({
      url: '/api/admin/newsletter/export',
      headers: { authorization: AUTH, cookie: staff.staffCookie! },
    });
    expect(refused.statusCode).toBe(403);
  });
});
