import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type { CheckoutPaymentMethods } from '@kesariya/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { AUTH } from '../helpers/build-app';
import { sizeByPrice, stockedSizes, type Shopper } from '../cart/shopper-kit';
import { ownerApp, type Client } from '../media/admin-kit';
import { addAddress, PUNE_ADDRESS, place, readyShopper } from './checkout-kit';

let app: FastifyInstance;
let owner: Client;
let priced: ReturnType<typeof sizeByPrice>;
beforeAll(async () => {
  ({ app, owner } = await ownerApp());
  priced = sizeByPrice(await stockedSizes(app, 600, 0, 1));
}, 120_000);
afterAll(async () => app?.close());

const OPEN = { cod_min: 0, cod_max: 25_000, refusal_limit: 2, blocked_pincodes: '' };

async function codRules(rules: Partial<typeof OPEN>): Promise<void> {
  const saved = await owner.request('PUT', '/api/admin/settings/cod', {
    json: { ...OPEN, ...rules },
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
}

beforeEach(async () => codRules(OPEN));

const methods = (user: Shopper, query: Record<string, string | number> = {}) =>
  user.call<CheckoutPaymentMethods>('GET', 'website/checkout/payment-methods', {
    query: { delivery_option: 'delivery', ...query },
  });

/** The checkout's offer and the order call's answer, which must say the same. */
async function expectCodRefused(user: Shopper, addressId: number, reason: string) {
  const offer = await methods(user, { address_id: addressId });
  expect(offer.body.data).toMatchObject({
    online_available: true,
    cod_available: false,
    cod_reason: reason,
    // Paying online saves nothing where cash on delivery is not offered.
    prepaid_saving: 0,
  });
  const refused = await place(user, { address_id: addressId });
  expect(refused.status).toBe(400);
  expect(refused.body.message).toBe(reason);
  expect(refused.body.other_data).toMatchObject({ errors: { payment_method: reason } });
}

describe('cash on delivery: the order-value band', () => {
  it('offers COD only for totals inside the owner’s band, and says the band when not', async () => {
    const s = priced(1000, 3000);
    const { user, addressId } = await readyShopper(app, s, { stock: 10 });
    // The shopper's total, delivery included, as the checkout shows it.
    const offer = await methods(user, { address_id: addressId });
    expect(offer.body.data.cod_available).toBe(true);

    await codRules({ cod_min: 5000, cod_max: 20_000 });
    await expectCodRefused(
      user,
      addressId,
      'Cash on Delivery is available for orders from ₹5,000 to ₹20,000',
    );
    await codRules({ cod_min: 0, cod_max: 500 });
    await expectCodRefused(user, addressId, 'Cash on Delivery is available for orders up to ₹500');
    // Online payment is still offered and taken.
    const online = await place(user, { address_id: addressId, payment_method: 'Online Payment' });
    expect(online.status).toBe(201);
  });
});

describe('cash on delivery: pincodes where it is off', () => {
  it('refuses COD to a blocked pincode, still delivers there paid online, and takes COD elsewhere', async () => {
    const s = priced(500, 3000);
    const { user, addressId } = await readyShopper(app, s, { stock: 10 });
    await codRules({ blocked_pincodes: `110001\n${PUNE_ADDRESS.pincode}` });
    await expectCodRefused(
      user,
      addressId,
      `Cash on Delivery is not available for delivery to pincode ${PUNE_ADDRESS.pincode}`,
    );
    // Collected at the store, the pincode does not matter.
    const pickup = await methods(user, { address_id: addressId, delivery_option: 'pickup' });
    expect(pickup.body.data.cod_available).toBe(true);

    const elsewhere = await addAddress(user, { ...PUNE_ADDRESS, pincode: '411001' });
    const placed = await place(user, { address_id: elsewhere });
    expect(placed.status, placed.body.message).toBe(201);
    expect(placed.body.data.payment_method).toBe('Cash on Delivery');
  });
});

describe('cash on delivery: parcels refused at the door', () => {
  /** A COD order of this shopper, then marked as come back to the store (what the courier reports). */
  async function refusedParcel(
    user: Shopper,
    addressId: number,
    status: 'rto_delivered' | 'rto_in_transit',
  ) {
    const placed = await place(user, { address_id: addressId });
    if (placed.status !== 201) throw new Error(placed.body.message);
    await app.db.update(orders).set({ status }).where(eq(orders.saleId, placed.body.data.sale_id));
    const [size] = await stockedSizes(app, 1, 0, 0);
    await user.call('POST', 'website/cart/add', {
      form: { ...user.owner, product_id: size!.productId, size: size!.size, qty: 1 },
    });
  }

  it('switches COD off for an account after the owner’s number of refused parcels', async () => {
    const s = priced(500, 3000);
    const { user, addressId } = await readyShopper(app, s, { stock: 20 });
    await refusedParcel(user, addressId, 'rto_delivered');
    // One refused parcel: still offered.
    expect((await methods(user, { address_id: addressId })).body.data.cod_available).toBe(true);
    await refusedParcel(user, addressId, 'rto_in_transit');
    await expectCodRefused(
      user,
      addressId,
      'Cash on Delivery is not available on your account, as 2 earlier cash-on-delivery orders were not accepted at delivery. Please pay online.',
    );
    // Another shopper is not touched, and the owner may raise the limit or switch the rule off.
    const other = await readyShopper(app, s, {});
    expect(
      (await methods(other.user, { address_id: other.addressId })).body.data.cod_available,
    ).toBe(true);
    await codRules({ refusal_limit: 3 });
    expect((await methods(user, { address_id: addressId })).body.data.cod_available).toBe(true);
    await codRules({ refusal_limit: 0 });
    expect((await methods(user, { address_id: addressId })).body.data.cod_available).toBe(true);
  });
});

describe('GET /api/website/checkout/payment-methods', () => {
  it('needs a logged-in shopper and one of their own addresses', async () => {
    const s = priced(500, 3000);
    const { user } = await readyShopper(app, s, {});
    const other = await readyShopper(app, s, {});
    const foreign = await methods(user, { address_id: other.addressId });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Address not found');
    const anonymous = await app.inject({
      method: 'GET',
      url: '/api/website/checkout/payment-methods',
      headers: { authorization: AUTH },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
