import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import type { Envelope, ReturnRequest } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { orders, returnRequests, users } from '../../src/db/schema';
import { AUTH } from '../helpers/build-app';
import { addAddress } from '../checkout/checkout-kit';
import {
  guest,
  loggedInUser,
  setStock,
  sizeNotOffered,
  type Shopper,
  type StockedSize,
} from '../cart/shopper-kit';
import { photo, type Client } from '../media/admin-kit';
import { afterSaleApp } from '../orders/after-sale-kit';
import { askReturn, deliveredOrder, twoSizesOfOneProduct, type DeliveredOrder } from './return-kit';
import { delivered } from '../helpers/delivered';

let app: FastifyInstance;
let admin: Client;
let fresh: () => StockedSize;
beforeAll(async () => {
  ({ app, admin, fresh } = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }));
});
afterAll(async () => app.close());

const allItems = (order: DeliveredOrder) => order.detail.items.map((item) => item.id).join(',');

async function requestsOf(saleId: string): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .where(eq(orders.saleId, saleId));
  return Number(row!.n);
}

/** The shopper's e-mail with `subject`, once delivered. */
async function mailWithSubject(userId: number, subject: string) {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  return delivered(
    app,
    user!.email!.toLowerCase(),
    (m) => m.channel === 'email' && m.subject === subject,
  );
}

/** The request as a browser's FormData sends it, with a photo file. */
async function askWithPhoto(
  user: Shopper,
  order: DeliveredOrder,
  bytes: Buffer,
): Promise<{ status: number; body: Envelope<ReturnRequest> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries({
    sale_id: order.saleId,
    item_ids: allItems(order),
    type: 'return',
    reason: 'Damaged or defective',
    address_id: String(order.addressId),
  }))
    form.append(key, value);
  form.append('photo', new Blob([bytes], { type: 'image/jpeg' }), 'tear.jpg');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const response = await app.inject({
    method: 'POST',
    url: '/api/website/return/create',
    headers: {
      authorization: AUTH,
      cookie: user.cookie!,
      'content-type': encoded.headers.get('content-type')!,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

function photoOf(user: { cookie: string | null }, id: number) {
  return app.inject({
    method: 'GET',
    url: `/api/website/return/${id}/photo`,
    headers: { authorization: AUTH, cookie: user.cookie! },
  });
}

/** Staff read every request's photo through the back office's own call and session. */
function staffPhotoOf(staff: { staffCookie: string | null }, id: number) {
  return app.inject({
    method: 'GET',
    url: `/api/admin/return/${id}/photo`,
    headers: { authorization: AUTH, cookie: staff.staffCookie! },
  });
}

describe('POST /api/website/return/create', () => {
  it('asks back delivered items: the request with its lines, pickup address and first step, and an e-mail', async () => {
    const order = await deliveredOrder(app, admin, [fresh()], { qty: 2 });
    const answer = await askReturn(order.user, order, {
      item_ids: allItems(order),
      reason: 'Damaged or defective',
      comment: 'The seam came apart at the shoulder',
    });
    expect(answer.status).toBe(201);
    const line = order.detail.items[0]!;
    expect(answer.body.data).toMatchObject({
      type: 'return',
      status: 'requested',
      sale_id: order.saleId,
      reason: 'Damaged or defective',
      comment: 'The seam came apart at the shoulder',
      replacement_size: null,
      has_photo: false,
      refund: null,
      replacement_sale_id: null,
      pickup_address: { city: 'Pune', pincode: '411004' },
      items: [{ order_item_id: line.id, name: line.name, size: line.size, qty: 2 }],
    });
    expect(answer.body.data.history.map((h) => h.status)).toEqual(['requested']);
    await mailWithSubject(
      order.user.userId,
      `We received your return request for order ${order.saleId}`,
    );
  });

  it('asks for a replacement in another size that is in stock', async () => {
    const [bought, wanted] = twoSizesOfOneProduct(fresh);
    const order = await deliveredOrder(app, admin, [bought]);
    const answer = await askReturn(order.user, order, {
      item_ids: allItems(order),
      type: 'replace',
      size: wanted.size,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      type: 'replace',
      status: 'requested',
      replacement_size: wanted.size,
    });
  });

  it('refuses a replacement size that is sold out, or one the product does not come in', async () => {
    const [bought, wanted] = twoSizesOfOneProduct(fresh);
    const order = await deliveredOrder(app, admin, [bought]);
    await setStock(app, wanted.productId, wanted.size, 0);
    const soldOut = await askReturn(order.user, order, {
      item_ids: allItems(order),
      type: 'replace',
      size: wanted.size,
    });
    expect(soldOut.status).toBe(400);
    expect(soldOut.body.message).toBe(`${bought.name} is sold out in size ${wanted.size}`);
    const missing = await sizeNotOffered(app, bought.productId);
    const notOffered = await askReturn(order.user, order, {
      item_ids: allItems(order),
      type: 'replace',
      size: missing,
    });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.message).toBe(`${bought.name} does not come in size ${missing}`);
    const noSize = await askReturn(order.user, order, {
      item_ids: allItems(order),
      type: 'replace',
    });
    expect(noSize.status).toBe(400);
    expect(noSize.body.message).toBe('size is required for a replacement');
    expect(await requestsOf(order.saleId)).toBe(0);
  });

  it('refuses an order that is not delivered yet', async () => {
    const order = await deliveredOrder(app, admin, [fresh()], { daysAgo: null });
    const answer = await askReturn(order.user, order, { item_ids: allItems(order) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'This order has not been delivered yet; items can be returned once it is',
    );
  });

  it('takes requests until the return window closes and refuses them a day past it', async () => {
    const inside = await deliveredOrder(app, admin, [fresh()], { daysAgo: 6 });
    expect((await askReturn(inside.user, inside, { item_ids: allItems(inside) })).status).toBe(201);

    const late = await deliveredOrder(app, admin, [fresh()], { daysAgo: 8 });
    const answer = await askReturn(late.user, late, { item_ids: allItems(late) });
    expect(answer.status).toBe(400);
    const closedOn = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    })
      .format(new Date(Date.now() - 24 * 60 * 60 * 1000))
      .replace('Sept', 'Sep');
    expect(answer.body.message).toBe(`The return window for this order closed on ${closedOn}`);
  });

  it('refuses an item of another order, and an item already asked back', async () => {
    const order = await deliveredOrder(app, admin, [fresh(), fresh()]);
    const [first, second] = order.detail.items;
    const other = await deliveredOrder(app, admin, [fresh()]);
    const foreign = other.detail.items[0]!.id;
    const notOurs = await askReturn(order.user, order, { item_ids: `${first!.id},${foreign}` });
    expect(notOurs.status).toBe(400);
    expect(notOurs.body.message).toBe(`Item ${foreign} is not part of this order`);

    expect((await askReturn(order.user, order, { item_ids: `${first!.id}` })).status).toBe(201);
    const twice = await askReturn(order.user, order, { item_ids: `${first!.id},${second!.id}` });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(
      `${first!.name} (size ${first!.size}) is already in a return or replacement request`,
    );
    expect((await askReturn(order.user, order, { item_ids: `${second!.id}` })).status).toBe(201);
  });

  it("answers 404 for another shopper's order and another shopper's address", async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const stranger = await loggedInUser(app);
    const strangersAddress = await addAddress(stranger);
    const theirs = await askReturn(
      stranger,
      { saleId: order.saleId, addressId: strangersAddress },
      {
        item_ids: allItems(order),
      },
    );
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('Order not found');
    const notMyAddress = await askReturn(
      order.user,
      { saleId: order.saleId, addressId: strangersAddress },
      {
        item_ids: allItems(order),
      },
    );
    expect(notMyAddress.status).toBe(404);
    expect(notMyAddress.body.message).toBe('Address not found');
    expect(await requestsOf(order.saleId)).toBe(0);
  });

  it('refuses a reason outside the list, a long comment and malformed item ids, naming the field', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const reason = await askReturn(order.user, order, {
      item_ids: allItems(order),
      reason: 'Just because',
    });
    expect(reason.status).toBe(400);
    expect(reason.body.message).toMatch(/^reason must be one of: Size does not fit, /);
    const comment = await askReturn(order.user, order, {
      item_ids: allItems(order),
      comment: 'x'.repeat(501),
    });
    expect(comment.status).toBe(400);
    expect(comment.body.message).toBe('comment must be at most 500 characters');
    const ids = await askReturn(order.user, order, { item_ids: '12,abc' });
    expect(ids.status).toBe(400);
    expect(ids.body.message).toBe('item_ids must be up to 50 ids separated by commas');
    const none = await askReturn(order.user, order);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('item_ids is required');
  });

  it('asks a guest to log in', async () => {
    const answer = await guest(app).call('POST', 'website/return/create', { form: {} });
    expect(answer.status).toBe(401);
  });
});

describe('POST /api/website/return/create: repeated and concurrent submits', () => {
  it('answers the open request again for the same items', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const first = await askReturn(order.user, order, { item_ids: allItems(order) });
    const again = await askReturn(order.user, order, { item_ids: allItems(order) });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(await requestsOf(order.saleId)).toBe(1);
  });

  it('makes one request of five submits at once', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => askReturn(order.user, order, { item_ids: allItems(order) })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
    expect(await requestsOf(order.saleId)).toBe(1);
  });
});

describe('GET /api/website/return/:id/photo', () => {
  it('keeps the photo sent with a request for its owner and staff; any other shopper gets 404', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const bytes = await photo({ r: 200, g: 40, b: 40 });
    const answer = await askWithPhoto(order.user, order, bytes);
    expect(answer.status).toBe(201);
    expect(answer.body.data.has_photo).toBe(true);
    const id = answer.body.data.id;

    const own = await photoOf(order.user, id);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/jpeg');
    expect(own.rawPayload.equals(bytes)).toBe(true);
    const forStaff = await staffPhotoOf(admin, id);
    expect(forStaff.statusCode).toBe(200);
    expect(forStaff.rawPayload.equals(bytes)).toBe(true);
    // The owner's shopper-side call shows only the shopper's own requests.
    expect((await photoOf(admin, id)).statusCode).toBe(401);
    const stranger = await photoOf(await loggedInUser(app), id);
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses a photo that is not a picture, and keeps no request', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const answer = await askWithPhoto(order.user, order, Buffer.from('<svg></svg>'));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('photo must be a JPEG, PNG, WebP, AVIF or GIF picture');
    expect(await requestsOf(order.saleId)).toBe(0);
  });

  it('refuses a request it cannot take before reading its photo', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const stranger = await loggedInUser(app);
    // Another shopper's order: the answer is about the order, so the photo was never decoded.
    const answer = await askWithPhoto(stranger, order, Buffer.from('<svg></svg>'));
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Order not found');
  });

  it('takes at most 10 requests in 10 minutes from one shopper, saying so', async () => {
    const order = await deliveredOrder(app, admin, [fresh()]);
    const bytes = await photo({ r: 200, g: 40, b: 40 });
    for (let i = 0; i < 10; i += 1)
      expect((await askWithPhoto(order.user, order, bytes)).status).toBeLessThan(300);
    const over = await askWithPhoto(order.user, order, bytes);
    expect(over.status).toBe(429);
    expect(over.body.message).toBe(
      'You have sent too many return requests in a short time. Please wait a few minutes and try again.',
    );
  });
});

describe('POST /api/website/return/create: a configured return window', () => {
  let wide: Awaited<ReturnType<typeof afterSaleApp>>;
  beforeAll(async () => {
    const { commerce } = loadConfig({ NODE_ENV: 'test', RETURN_WINDOW_DAYS: '10' });
    wide = await afterSaleApp({ minRupees: 0, maxRupees: 5000 }, { commerce });
  });
  afterAll(async () => wide.app.close());

  it('takes a request eight days after delivery when RETURN_WINDOW_DAYS is 10', async () => {
    const order = await deliveredOrder(wide.app, wide.admin, [wide.fresh()], { daysAgo: 8 });
    const answer = await askReturn(order.user, order, { item_ids: allItems(order) });
    expect(answer.status).toBe(201);
  });
});
