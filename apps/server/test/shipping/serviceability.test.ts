import type { FastifyInstance } from 'fastify';
import type { ServiceabilityAnswer } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codBlockedPincodes } from '../../src/db/schema';
import { buildTestApp } from '../helpers/build-app';
import {
  startFakeShiprocket,
  shiprocketSettings,
  type FakeShiprocket,
} from '../helpers/fake-shiprocket';
import { api } from '../helpers/inject';

let fake: FakeShiprocket;
let shiprocket: FastifyInstance;
let manual: FastifyInstance;

beforeAll(async () => {
  fake = await startFakeShiprocket();
  [shiprocket, manual] = await Promise.all([
    buildTestApp(shiprocketSettings(fake)),
    buildTestApp(),
  ]);
});
afterAll(async () => {
  await Promise.all([shiprocket.close(), manual.close()]);
  await fake.close();
});

const check = (app: FastifyInstance, query: string) =>
  api<ServiceabilityAnswer>(app, `/api/website/shipping/serviceability?${query}`);

describe('serviceability with Shiprocket', () => {
  it("answers the courier's delivery date and cash on delivery, from the store's pincode", async () => {
    const store = (await shiprocket.storeDetails()).pincode;
    const { status, body } = await check(shiprocket, 'pincode=560001');
    expect(status).toBe(200);
    expect(body.message).toBe('Delivers by 2026-12-06 with Delhivery Surface');
    expect(body.data).toEqual({
      pincode: '560001',
      serviceable: true,
      cod_available: true,
      estimated_delivery_date: '2026-12-06',
      days: { min: 4, max: 4 },
      courier: 'Delhivery Surface',
    });
    const asked = fake.callsTo('courier/serviceability').at(-1)!;
    expect(asked.query.get('pickup_postcode')).toBe(store);
    expect(asked.query.get('delivery_postcode')).toBe('560001');
  });

  it('keeps each pincode’s answer: a second check does not ask Shiprocket again', async () => {
    const before = fake.callsTo('courier/serviceability').length;
    const first = await check(shiprocket, 'pincode=400001&product_id=1');
    const second = await check(shiprocket, 'pincode=400001');
    expect(second.body.data).toEqual(first.body.data);
    expect(fake.callsTo('courier/serviceability').length).toBe(before + 1);
    await check(shiprocket, 'pincode=400002');
    expect(fake.callsTo('courier/serviceability').length).toBe(before + 2);
  });

  it('says when no courier serves a pincode, and when none collects cash there', async () => {
    fake.unserviceable.add('799001');
    fake.prepaidOnly.add('794001');
    const none = await check(shiprocket, 'pincode=799001');
    expect(none.status).toBe(200);
    expect(none.body.data).toMatchObject({
      serviceable: false,
      cod_available: false,
      estimated_delivery_date: null,
      reason: 'No courier delivers to this pincode yet',
    });
    expect(none.body.message).toBe('No courier delivers to this pincode yet');
    const prepaid = await check(shiprocket, 'pincode=794001');
    expect(prepaid.body.data).toMatchObject({ serviceable: true, cod_available: false });
  });

  it('answers 503 when Shiprocket fails, and keeps nothing of it', async () => {
    fake.failOnce('courier/serviceability', 'before');
    const failed = await check(shiprocket, 'pincode=302001');
    expect(failed.status).toBe(503);
    expect(failed.body.message).toBe(
      'We could not check delivery to this pincode just now. Please try again.',
    );
    const again = await check(shiprocket, 'pincode=302001');
    expect(again.body.data).toMatchObject({ serviceable: true });
  });

  it('refuses a pincode that is not six digits, and a product that does not exist', async () => {
    const bad = await check(shiprocket, 'pincode=01234');
    expect(bad.status).toBe(400);
    expect(bad.body.other_data).toMatchObject({
      errors: { pincode: 'pincode must be 6 digits' },
    });
    const missing = await check(shiprocket, 'pincode=560001&product_id=99999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Product not found');
  });
});

describe('serviceability with manual shipping', () => {
  it("answers from the store's pincode directory, as the pincode check did", async () => {
    const metro = await check(manual, 'pincode=560001');
    expect(metro.body.data).toMatchObject({
      serviceable: true,
      cod_available: true,
      days: { min: 3, max: 6 },
    });
    expect(metro.body.data.estimated_delivery_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(metro.body.data.courier).toBeUndefined();
    const islands = await check(manual, 'pincode=744101');
    expect(islands.body.data).toMatchObject({ serviceable: true, cod_available: false });
    const unknown = await check(manual, 'pincode=990001');
    expect(unknown.body.data).toMatchObject({ serviceable: false, cod_available: false });
    expect(unknown.body.data.reason).toBe('We could not recognise this pincode; please check it');
  });

  it("says no cash on delivery where the owner turned it off, though the courier's answer is kept", async () => {
    const before = await check(manual, 'pincode=411014');
    expect(before.body.data).toMatchObject({ serviceable: true, cod_available: true });
    await manual.db.insert(codBlockedPincodes).values({ pincode: '411014' });
    const after = await check(manual, 'pincode=411014');
    expect(after.body.data).toEqual({ ...before.body.data, cod_available: false });
  });
});
