import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CheckoutSettings, CouponApplication, CouponInfo } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, moduleConfigs } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import {
  cartView,
  guest,
  loggedInUser,
  sizeByPrice,
  stockedSizes,
  type Shopper,
} from '../cart/shopper-kit';
import { addAddress, addToCart, LONDON_ADDRESS, place, readyShopper } from './checkout-kit';

let app: FastifyInstance;
let priced: ReturnType<typeof sizeByPrice>;
beforeAll(async () => {
  app = await buildTestApp();
  priced = sizeByPrice(await stockedSizes(app, 600, 0, 1));
});
afterAll(async () => app.close());

const apply = (who: Shopper, code: string) =>
  who.call<CouponApplication>('POST', 'website/coupon/apply', { form: { code, ...who.owner } });

describe('GET /api/website/coupon', () => {
  it('lists the active demo coupons', async () => {
    const { body } = await guest(app).call<CouponInfo[]>('GET', 'website/coupon');
    expect(body.data.map((c) => c.code).sort()).toEqual([
      'FESTIVE500',
      'FREESHIP',
      'SHAADI15',
      'WELCOME10',
    ]);
    expect(body.data.find((c) => c.code === 'WELCOME10')).toMatchObject({
      kind: 'percent',
      value: 10,
      max_discount: 300,
      min_order: 999,
    });
  });
});

describe('POST /api/website/coupon/apply', () => {
  it('gives a percent discount with its cap, and a flat one, computed on the server', async () => {
    const s = priced(1000, 2500);
    const user = await loggedInUser(app);
    await addToCart(user, s);
    const welcome = await apply(user, 'welcome10');
    expect(welcome.status).toBe(200);
    expect(welcome.body.data.coupon.code).toBe('WELCOME10');
    expect(welcome.body.data.discount).toBe(Math.min(Math.floor(s.pricePaise / 10), 300_00) / 100);
    const big = priced(5000, 20000);
    await addToCart(user, big);
    const capped = await apply(user, 'WELCOME10');
    expect(capped.body.data.discount).toBe(300);
    const festive = await apply(user, 'FESTIVE500');
    expect(festive.body.data.discount).toBe(500);
    const preview = await cartView(user, { coupon_code: 'FESTIVE500' });
    expect(preview.body.data.summary).toMatchObject({
      coupon_code: 'FESTIVE500',
      coupon_discount: 500,
      coupon_error: null,
    });
    expect(preview.body.data.summary.total).toBe(preview.body.data.summary.subtotal - 500);
  });

  it('refuses an order below the minimum, an unknown code, an expired and a future coupon', async () => {
    const s = priced(300, 990);
    const g = guest(app);
    await addToCart(g, s);
    const below = await apply(g, 'WELCOME10');
    expect(below.status).toBe(400);
    expect(below.body.message).toMatch(
      /^Coupon WELCOME10 needs a minimum order of ₹999; add ₹[0-9,.]+ more$/,
    );
    expect((await apply(g, 'NOPE')).body.message).toBe('Invalid coupon code');
    expect((await apply(g, '')).body.message).toBe('code is required');

    await app.db.insert(coupons).values([
      {
        code: 'OLDSALE',
        kind: 'flat',
        value: 100_00,
        validFrom: new Date(Date.now() - 20 * 86400_000),
        validUntil: new Date(Date.now() - 86400_000),
      },
      {
        code: 'SOONSALE',
        kind: 'flat',
        value: 100_00,
        validFrom: new Date(Date.now() + 86400_000),
      },
      { code: 'OFFSALE', kind: 'flat', value: 100_00, status: 'N' },
    ]);
    expect((await apply(g, 'OLDSALE')).body.message).toBe('Coupon OLDSALE has expired');
    expect((await apply(g, 'SOONSALE')).body.message).toBe('Coupon SOONSALE is not active yet');
    expect((await apply(g, 'OFFSALE')).body.message).toBe('Invalid coupon code');
    const preview = await cartView(g, { coupon_code: 'OLDSALE' });
    expect(preview.body.data.summary).toMatchObject({
      coupon_code: null,
      coupon_discount: 0,
      coupon_error: 'Coupon OLDSALE has expired',
    });
  });

  it('counts uses per user: WELCOME10 once, and a cancelled order gives the use back', async () => {
    const s = priced(1000, 2500);
    const { user, addressId } = await readyShopper(app, s, { stock: 10 });
    const first = await place(user, { address_id: addressId, coupon_code: 'WELCOME10' });
    expect(first.status).toBe(201);
    expect(first.body.data.totals.coupon_discount).toBe(
      Math.min(Math.floor(s.pricePaise / 10), 300_00) / 100,
    );
    await addToCart(user, s);
    const again = await apply(user, 'WELCOME10');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe('You have already used coupon WELCOME10');
    const second = await place(user, { address_id: addressId, coupon_code: 'WELCOME10' });
    expect(second.status).toBe(400);
    expect(second.body.message).toBe('You have already used coupon WELCOME10');
    // Another shopper still may.
    const other = await loggedInUser(app);
    await addToCart(other, s);
    expect((await apply(other, 'WELCOME10')).status).toBe(200);

    // An online order that fails releases its coupon use.
    const online = await place(other, {
      address_id: await addAddress(other),
      coupon_code: 'WELCOME10',
      payment_method: 'Online Payment',
    });
    expect(online.body.data.status).toBe('pending_payment');
    expect((await apply(other, 'WELCOME10')).status).toBe(400);
    const failed = await other.call(
      'POST',
      `website/checkout/test-gateway/${online.body.data.sale_id}`,
      { form: { outcome: 'failure' } },
    );
    expect(failed.status).toBe(409);
    expect((await apply(other, 'WELCOME10')).status).toBe(200);
  });
});

describe('cash on delivery rules', () => {
  it('refuses COD above the ₹25,000 limit but takes online payment', async () => {
    const s = priced(5000, 1_000_000);
    const qty = Math.ceil(25_001_00 / s.pricePaise);
    const { user, addressId } = await readyShopper(app, s, { qty, stock: 10 });
    const cod = await place(user, { address_id: addressId });
    expect(cod.status).toBe(400);
    expect(cod.body.message).toBe('Cash on Delivery is available for orders up to ₹25,000');
    const online = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    expect(online.status).toBe(201);
  });

  it('refuses COD to an address outside India, and when the store switches COD off', async () => {
    const s = priced(500, 3000);
    const { user } = await readyShopper(app, s, { stock: 10 });
    const london = await addAddress(user, LONDON_ADDRESS);
    const abroad = await place(user, { address_id: london });
    expect(abroad.status).toBe(400);
    expect(abroad.body.message).toBe('Cash on Delivery is available only for addresses in India');

    await app.db
      .update(moduleConfigs)
      .set({ status: 'N' })
      .where(eq(moduleConfigs.moduleName, 'cod'));
    try {
      const details = await user.call<CheckoutSettings>('GET', 'website/checkout/razorpay-details');
      expect(details.body.data.cod_enabled).toBe(false);
      const off = await place(user, { address_id: await addAddress(user) });
      expect(off.status).toBe(400);
      expect(off.body.message).toBe('Cash on Delivery is not available right now');
    } finally {
      await app.db
        .update(moduleConfigs)
        .set({ status: 'Y' })
        .where(eq(moduleConfigs.moduleName, 'cod'));
    }
  });
});

describe('GET /api/website/checkout/razorpay-details', () => {
  it('answers the public checkout settings of the test gateway and no secret', async () => {
    const { status, body } = await guest(app).call<CheckoutSettings>(
      'GET',
      'website/checkout/razorpay-details',
    );
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      provider: 'test',
      key_id: null,
      currency: 'INR',
      cod_enabled: true,
      cod_limit: 25000,
      free_delivery_above: 1499,
      delivery_charge: 99,
    });
    expect(JSON.stringify(body)).not.toMatch(/secret/i);
  });
});
