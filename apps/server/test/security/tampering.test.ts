/**
 * Tampering: whatever a client adds to or changes in its requests, prices, discounts, delivery
 * charges and wallet use are the server's (docs/decisions/orders-and-payments.md, Prices come from
 * the server), quantities stay within stock and bounds, coupons within their rules, and payments
 * need the provider's real signature.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CouponApplication, OrderDetail, PlacedOrder } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, users } from '../../src/db/schema';
import { hmacSha256Hex } from '../../src/payments/signatures';
import { buildTestApp } from '../helpers/build-app';
import { startFakeHttpServer } from '../notify/fake-http-server';
import {
  cartView,
  guest,
  setStock,
  sizeByPrice,
  stockedSizes,
  stockOf,
  type Shopper,
  type StockedSize,
} from '../cart/shopper-kit';
import { addToCart, place, readyShopper } from '../checkout/checkout-kit';

let app: FastifyInstance;
let pool: StockedSize[];
let priced: ReturnType<typeof sizeByPrice>;
beforeAll(async () => {
  app = await buildTestApp();
  pool = await stockedSizes(app, 400, 0, 1);
  priced = sizeByPrice(pool);
});
afterAll(async () => app?.close());

/** What a hostile client might add to any write: absurd money fields the server must not read. */
const FORGED_MONEY = {
  price: 1,
  mrp: 1,
  total: 1,
  subtotal: 1,
  amount: 1,
  amount_payable: 1,
  discount: 999_999,
  coupon_discount: 999_999,
  delivery_charge: 0,
  wallet_used: 999_999,
  wallet_amount: 999_999,
};

describe('money fields sent by the client', () => {
  it('are ignored when adding to the cart: the line carries the catalogue price', async () => {
    const size = priced(500, 1400);
    const shopper = guest(app);
    const added = await shopper.call('POST', 'website/cart/add', {
      form: {
        ...shopper.owner,
        product_id: size.productId,
        size: size.size,
        qty: 2,
        ...FORGED_MONEY,
      },
    });
    expect(added.status).toBe(200);
    const [line] = (await cartView(shopper)).body.data.items;
    expect(line).toMatchObject({ price: size.pricePaise / 100, mrp: size.mrpPaise / 100 });
    expect(line!.line_total).toBe((2 * size.pricePaise) / 100);
  });

  it('are ignored when placing an order: totals, discount and delivery come from the catalogue', async () => {
    // Below the free-delivery mark, so a delivery charge is due whatever the client says.
    const size = priced(500, 700);
    const { user, addressId } = await readyShopper(app, size, { qty: 2, walletPaise: 50_00 });
    const placed = await place(user, {
      address_id: addressId,
      payment_method: 'Cash on Delivery',
      ...FORGED_MONEY,
    });
    expect(placed.status, placed.body.message).toBe(201);
    const subtotal = (2 * size.pricePaise) / 100;
    expect(placed.body.data.totals).toMatchObject({
      subtotal,
      mrp_total: (2 * size.mrpPaise) / 100,
      discount: (2 * (size.mrpPaise - size.pricePaise)) / 100,
      coupon_discount: 0,
      delivery_charge: app.config.commerce.deliveryChargePaise / 100,
      wallet_used: 0,
      total: subtotal + app.config.commerce.deliveryChargePaise / 100,
    });
    // The wallet was not asked for (use_wallet absent), so it is untouched.
    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.walletBalancePaise).toBe(50_00);
  });
});

describe('quantities', () => {
  const size = () => pool[pool.length - 1]!;
  it.each([
    ['-1', 'negative'],
    ['0', 'zero'],
    ['1.5', 'fractional'],
    ['99999999999', 'huge'],
    ['1e3', 'exponent'],
    ['two', 'not a number'],
  ])('refuses %s (%s) with 400 naming qty, and adds nothing', async (qty) => {
    const shopper = guest(app);
    for (const path of ['website/cart/add', 'website/cart/update-quantity']) {
      const answer = await shopper.call(path.endsWith('add') ? 'POST' : 'PUT', path, {
        form: { ...shopper.owner, product_id: size().productId, size: size().size, qty },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.status).toBe(false);
      expect(answer.body.message).toMatch(/^qty /);
    }
    expect((await cartView(shopper)).body.data.items).toEqual([]);
  });

  it('refuses more than the stock of the size, naming qty', async () => {
    const wanted = priced(300, 5000);
    await setStock(app, wanted.productId, wanted.size, 3);
    const shopper = guest(app);
    const answer = await shopper.call('POST', 'website/cart/add', {
      form: { ...shopper.owner, product_id: wanted.productId, size: wanted.size, qty: 4 },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(`Only 3 left in size ${wanted.size}`);
    expect((await cartView(shopper)).body.data.items).toEqual([]);
  });

  it('refuses an order when the stock fell below the cart after it was filled', async () => {
    const size = priced(300, 5000);
    const { user, addressId } = await readyShopper(app, size, { qty: 3, stock: 3 });
    await setStock(app, size.productId, size.size, 2);
    const refused = await place(user, {
      address_id: addressId,
      payment_method: 'Cash on Delivery',
    });
    expect(refused.status).toBe(409);
    expect(await stockOf(app, size.productId, size.size)).toBe(2);
  });
});

describe('coupons', () => {
  const apply = (who: Shopper, code: string) =>
    who.call<CouponApplication>('POST', 'website/coupon/apply', { form: { code, ...who.owner } });

  it('refuses an unknown code and an expired one, at apply and at checkout', async () => {
    const expired = `OLD${process.pid}`;
    await app.db.insert(coupons).values({
      code: expired,
      kind: 'flat',
      value: 100_00,
      validFrom: new Date(Date.now() - 10 * 86_400_000),
      validUntil: new Date(Date.now() - 86_400_000),
    });
    const { user, addressId } = await readyShopper(app, priced(1000, 3000));
    for (const [code, message] of [
      ["NOSUCH' OR 1=1 --", 'Invalid coupon code'],
      [expired, `Coupon ${expired} has expired`],
    ]) {
      const answer = await apply(user, code!);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      const order = await place(user, {
        address_id: addressId,
        payment_method: 'Cash on Delivery',
        coupon_code: code!,
      });
      expect(order.status).toBe(400);
      expect(order.body.message).toBe(message);
    }
  });

  it('refuses a coupon below its minimum order', async () => {
    const { user } = await readyShopper(app, priced(300, 900));
    const answer = await apply(user, 'WELCOME10');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/^Coupon WELCOME10 needs a minimum order of ₹999/);
  });

  it('refuses a coupon used up by this shopper', async () => {
    const first = priced(1000, 3000);
    const { user, addressId } = await readyShopper(app, first);
    const used = await place(user, {
      address_id: addressId,
      payment_method: 'Cash on Delivery',
      coupon_code: 'WELCOME10',
    });
    expect(used.status, used.body.message).toBe(201);
    expect(used.body.data.totals.coupon_discount).toBeGreaterThan(0);
    await addToCart(user, priced(1000, 3000));
    const again = await apply(user, 'WELCOME10');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already used coupon WELCOME10');
    const order = await place(user, {
      address_id: addressId,
      payment_method: 'Cash on Delivery',
      coupon_code: 'WELCOME10',
    });
    expect(order.status).toBe(400);
  });
});

describe('the wallet', () => {
  it('pays at most its balance, whatever amount the client names', async () => {
    const size = priced(500, 1000);
    const { user, addressId } = await readyShopper(app, size, { walletPaise: 40_00 });
    const placed = await place(user, {
      address_id: addressId,
      payment_method: 'Cash on Delivery',
      use_wallet: 'true',
      wallet_amount: 999_999,
      wallet_used: 999_999,
    });
    expect(placed.status, placed.body.message).toBe(201);
    expect(placed.body.data.totals.wallet_used).toBe(40);
    const [row] = await app.db.select().from(users).where(eq(users.id, user.userId));
    expect(row!.walletBalancePaise).toBe(0);

    // An empty wallet pays nothing and never goes below zero.
    await addToCart(user, priced(500, 1000));
    const second = await place(user, {
      address_id: addressId,
      payment_method: 'Cash on Delivery',
      use_wallet: 'true',
      wallet_amount: 500,
    });
    expect(second.status).toBe(201);
    expect(second.body.data.totals.wallet_used).toBe(0);
  });
});

describe('online payment with Razorpay', () => {
  const KEY_SECRET = 'tamper_key_secret_for_signatures';
  const WEBHOOK_SECRET = 'tamper_webhook_secret_for_events';
  let razorpayApp: FastifyInstance;
  let fake: Awaited<ReturnType<typeof startFakeHttpServer>>;

  beforeAll(async () => {
    // A local stand-in for api.razorpay.com that creates orders as Razorpay does.
    let orders = 0;
    fake = await startFakeHttpServer((request) => {
      const body = JSON.parse(request.body || '{}') as { amount: number; receipt: string };
      orders += 1;
      return {
        status: 200,
        body: JSON.stringify({
          id: `order_TAMPER${orders}`,
          amount: body.amount,
          currency: 'INR',
          receipt: body.receipt,
          status: 'created',
        }),
      };
    });
    razorpayApp = await buildTestApp({
      paymentProvider: 'razorpay',
      razorpay: {
        keyId: 'rzp_test_Tamper123',
        keySecret: KEY_SECRET,
        webhookSecret: WEBHOOK_SECRET,
        baseUrl: fake.url,
      },
    });
  });
  afterAll(async () => {
    await razorpayApp?.close();
    await fake?.close();
  });

  async function pendingOrder() {
    const [size] = await stockedSizes(razorpayApp, 1, 5, 1);
    const { user, addressId } = await readyShopper(razorpayApp, size!, { stock: 5 });
    const answer = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    expect(answer.status, answer.body.message).toBe(201);
    return { user, placed: answer.body.data as PlacedOrder };
  }

  it('refuses a forged payment signature and leaves the order unpaid', async () => {
    const { user, placed } = await pendingOrder();
    const orderId = placed.payment!.provider_order_id;
    const verify = await user.call('POST', 'website/checkout/verify-payment', {
      form: {
        sale_id: placed.sale_id,
        razorpay_order_id: orderId,
        razorpay_payment_id: 'pay_FORGED',
        razorpay_signature: hmacSha256Hex('a-guessed-secret', `${orderId}|pay_FORGED`),
      },
    });
    expect(verify.status).toBe(400);
    expect(verify.body.message).toBe('Payment verification failed');
    const detail = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(detail.body.data.status).toBe('pending_payment');
  });

  it('refuses a webhook with a bad signature and leaves the order unpaid', async () => {
    const { user, placed } = await pendingOrder();
    const raw = JSON.stringify({
      entity: 'event',
      event: 'payment.captured',
      contains: ['payment'],
      payload: {
        payment: {
          entity: {
            id: 'pay_WEBHOOK_FORGED',
            entity: 'payment',
            amount: placed.payment!.amount,
            currency: 'INR',
            status: 'captured',
            order_id: placed.payment!.provider_order_id,
          },
        },
      },
      created_at: Math.floor(Date.now() / 1000),
    });
    const hook = await razorpayApp.inject({
      method: 'POST',
      url: '/api/website/checkout/razorpay-webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-event-id': 'evt_forged',
        'x-razorpay-signature': hmacSha256Hex('not-the-webhook-secret', raw),
      },
      payload: raw,
    });
    expect(hook.statusCode).toBe(400);
    const detail = await user.call<OrderDetail>('GET', `website/order/${placed.sale_id}`);
    expect(detail.body.data.status).toBe('pending_payment');
  });
});
