import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Envelope, TrackedOrder } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { AUTH } from '../helpers/build-app';
import type { StockedSize } from '../cart/shopper-kit';
import type { Client } from '../media/admin-kit';
import { PUNE_ADDRESS } from '../checkout/checkout-kit';
import { afterSaleApp, orderFor, SHIPPING, staffMove } from './after-sale-kit';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;
let ipCounter = 0;

beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

/** Each test from its own address, so the per-IP limit counts only what the test means it to. */
const newIp = () => `10.91.0.${(ipCounter += 1)}`;

/** A guest's tracking call: no session, only the API credential. */
async function track(fields: Record<string, string>, ip: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/website/order/track',
    headers: { authorization: AUTH },
    payload: fields,
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json() as Envelope<TrackedOrder> };
}

describe('POST /api/website/order/track', () => {
  it("shows a guest the order's timeline by its number and the mobile or e-mail on it", async () => {
    const { user, saleId } = await orderFor(app, fresh(), { confirm: true });
    await staffMove(admin, saleId, { status: 'shipped', ...SHIPPING, note: 'Handed to Delhivery' });
    const [account] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const ip = newIp();
    for (const contact of [
      account!.phone!,
      `+91 ${account!.phone}`,
      account!.email!.toUpperCase(),
      PUNE_ADDRESS.phone,
    ]) {
      const answer = await track({ sale_id: saleId.toLowerCase(), contact }, ip);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({
        sale_id: saleId,
        status: 'shipped',
        status_history: [
          {
            status: 'placed',
            note: 'Order placed; awaiting the shopper’s confirmation of cash on delivery',
            at: expect.any(String),
          },
          {
            status: 'confirmed',
            note: 'Cash on delivery confirmed by the shopper',
            at: expect.any(String),
          },
          { status: 'shipped', note: 'Handed to Delhivery', at: expect.any(String) },
        ],
      });
    }
  });

  it('refuses a wrong pair with one message, whether the order exists or not', async () => {
    const { saleId } = await orderFor(app, fresh());
    const ip = newIp();
    const wrongContact = await track({ sale_id: saleId, contact: '9000000001' }, ip);
    const noOrder = await track({ sale_id: 'KSR-2611-999999', contact: '9000000001' }, ip);
    const wrongEmail = await track({ sale_id: saleId, contact: 'someone@example.co.in' }, ip);
    for (const answer of [wrongContact, noOrder, wrongEmail]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({
        status: false,
        message: 'We could not find an order with those details.',
        data: null,
      });
    }
    const missing = await track({ sale_id: saleId }, ip);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('contact is required');
  });

  it('is limited to 10 a minute from one address', async () => {
    const ip = newIp();
    const answers = [];
    // Another order number each time: the per-number limit is tested on its own, below.
    for (let i = 0; i < 11; i++)
      answers.push((await track({ sale_id: `KSR-2611-9${i}`, contact: '9000000001' }, ip)).status);
    expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
    expect(answers[10]).toBe(429);
    // Another address is not held up.
    expect(
      (await track({ sale_id: 'KSR-2611-999999', contact: '9000000002' }, newIp())).status,
    ).toBe(404);
  });

  it('stops one order number being tried from many addresses, missing or not, and the shopper after it', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const [account] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const missing = 'KSR-2611-888888';
    for (const target of [saleId, missing]) {
      const answers = [];
      for (let i = 0; i < 11; i++)
        answers.push((await track({ sale_id: target, contact: `90000001${i}` }, newIp())).status);
      expect(answers.slice(0, 10).every((status) => status === 404)).toBe(true);
      expect(answers[10]).toBe(429);
    }
    // Guessed into the limit, the order is not shown for the hour, even to the right pair.
    const right = await track({ sale_id: saleId, contact: account!.phone! }, newIp());
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many requests. Please try again later.');
  });

  it('stops one phone being walked through the order numbers from many addresses', async () => {
    const { user, saleId } = await orderFor(app, fresh());
    const [account] = await app.db.select().from(users).where(eq(users.id, user.userId));
    const phone = account!.phone!;
    const answers = [];
    for (let i = 0; i < 20; i++)
      answers.push(
        (
          await track(
            { sale_id: `KSR-2611-7${String(i).padStart(5, '0')}`, contact: phone },
            newIp(),
          )
        ).status,
      );
    expect(answers.every((status) => status === 404)).toBe(true);
    // The same phone written otherwise is the same contact.
    const found = await track({ sale_id: saleId, contact: `+91 ${phone}` }, newIp());
    expect(found.status).toBe(429);
  });
});
