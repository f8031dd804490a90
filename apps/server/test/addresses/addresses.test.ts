import type { FastifyInstance } from 'fastify';
import { INDIAN_STATES_AND_UTS, type Address, type PincodeInfo } from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-app';
import { guest, loggedInUser, type Shopper } from '../cart/shopper-kit';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => app.close());

const PUNE_ADDRESS = {
  name: 'Meera Joshi',
  phone: '9876543210',
  pincode: '411004',
  address_line: 'Flat 12, Shanti Apartments, Prabhat Road',
  landmark: 'Near Deccan Gymkhana',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  type: 'home',
};

const create = (who: Shopper, fields: Record<string, string | number | boolean>) =>
  who.call<Address>('POST', 'website/address/create', { form: fields });

describe('POST /api/website/address/create', () => {
  it('saves an Indian address; the first one is the default', async () => {
    const user = await loggedInUser(app);
    const answer = await create(user, PUNE_ADDRESS);
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({ ...PUNE_ADDRESS, is_default: true, is_india: true });
    const second = await create(user, {
      ...PUNE_ADDRESS,
      type: 'work',
      address_line: 'Office 4, Baner Road',
    });
    expect(second.body.data.is_default).toBe(false);
    const third = await create(user, {
      ...PUNE_ADDRESS,
      address_line: 'House 7, Kothrud',
      is_default: 'true',
    });
    expect(third.body.data.is_default).toBe(true);
    const list = await user.call<Address[]>('GET', 'website/address');
    expect(list.body.data).toHaveLength(3);
    expect(list.body.data.filter((a) => a.is_default).map((a) => a.id)).toEqual([
      third.body.data.id,
    ]);
    expect(list.body.data[0]!.id).toBe(third.body.data.id);
  });

  it('validates Indian phone, pincode and state, naming the field', async () => {
    const user = await loggedInUser(app);
    const cases: [Record<string, string>, string][] = [
      [{ phone: '98765' }, 'Phone number must be a 10-digit Indian mobile number'],
      [{ pincode: '4110' }, 'Pincode must be 6 digits'],
      [{ pincode: '' }, 'Pincode is required'],
      [{ state: 'Bombay State' }, 'State must be one of the states or union territories of India'],
      [{ name: 'Al' }, 'Name must be at least 3 characters long'],
      [{ address_line: '' }, 'House number and street are required'],
      [{ city: '' }, 'City is required'],
      [{ type: 'office' }, 'Address type must be home or work'],
    ];
    for (const [change, message] of cases) {
      const answer = await create(user, { ...PUNE_ADDRESS, ...change });
      expect(answer.status, message).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    expect((await user.call<Address[]>('GET', 'website/address')).body.data).toEqual([]);
  });

  it('accepts the listed state in any case and stores its listed spelling, and +91 numbers', async () => {
    const user = await loggedInUser(app);
    const answer = await create(user, {
      ...PUNE_ADDRESS,
      state: 'tamil nadu',
      phone: '+91 98765 43210',
      pincode: '600001',
      city: 'Chennai',
    });
    expect(answer.body.data).toMatchObject({ state: 'Tamil Nadu', phone: '9876543210' });
    expect(INDIAN_STATES_AND_UTS).toHaveLength(36);
  });

  it('saves an address abroad with a free-form postal code, region and international phone', async () => {
    const user = await loggedInUser(app);
    const answer = await create(user, {
      name: 'Priya Shah',
      phone: '+44 20 7946 0958',
      pincode: 'SW1A 1AA',
      address_line: '10 Downing Street',
      landmark: '',
      city: 'London',
      state: 'Greater London',
      country: 'United Kingdom',
      type: 'home',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data).toMatchObject({
      country: 'United Kingdom',
      pincode: 'SW1A 1AA',
      state: 'Greater London',
      is_india: false,
    });
    const badPhone = await create(user, {
      ...PUNE_ADDRESS,
      country: 'Germany',
      state: 'Bavaria',
      pincode: '80331',
      phone: 'call me',
    });
    expect(badPhone.body.message).toMatch(/^Phone number must be an international number/);
  });

  it('stores SQL-injection and script text as plain text', async () => {
    const user = await loggedInUser(app);
    const nasty = {
      ...PUNE_ADDRESS,
      name: "Robert'); DROP TABLE addresses;--",
      address_line: '<script>alert(1)</script> Lane 4',
      landmark: '" OR 1=1 --',
    };
    const saved = await create(user, nasty);
    expect(saved.status).toBe(201);
    const list = await user.call<Address[]>('GET', 'website/address');
    expect(list.body.data[0]).toMatchObject({
      name: nasty.name,
      address_line: nasty.address_line,
      landmark: nasty.landmark,
    });
  });

  it('needs a login', async () => {
    expect((await create(guest(app), PUNE_ADDRESS)).status).toBe(401);
    expect((await guest(app).call('GET', 'website/address')).status).toBe(401);
  });
});

describe('PUT update and DELETE delete of an address', () => {
  it("lets only the owner see or change an address: another user's id is not found", async () => {
    const owner = await loggedInUser(app);
    const other = await loggedInUser(app);
    const { id } = (await create(owner, PUNE_ADDRESS)).body.data;
    const edit = await other.call('PUT', `website/address/update/${id}`, {
      form: { ...PUNE_ADDRESS, name: 'Intruder Name' },
    });
    expect(edit.status).toBe(404);
    expect((await other.call('DELETE', `website/address/delete/${id}`)).status).toBe(404);
    expect((await other.call<Address[]>('GET', 'website/address')).body.data).toEqual([]);
    const mine = await owner.call<Address>('PUT', `website/address/update/${id}`, {
      form: { ...PUNE_ADDRESS, landmark: 'Opposite the park' },
    });
    expect(mine.body.data).toMatchObject({ id, landmark: 'Opposite the park', is_default: true });
  });

  it('moves the default when the default address is deleted, and keeps one default when switching', async () => {
    const user = await loggedInUser(app);
    const first = (await create(user, PUNE_ADDRESS)).body.data;
    const second = (await create(user, { ...PUNE_ADDRESS, address_line: 'Flat 3, Aundh Road' }))
      .body.data;
    const switched = await user.call<Address>('PUT', `website/address/update/${second.id}`, {
      form: { ...PUNE_ADDRESS, address_line: 'Flat 3, Aundh Road', is_default: '1' },
    });
    expect(switched.body.data.is_default).toBe(true);
    let list = (await user.call<Address[]>('GET', 'website/address')).body.data;
    expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([second.id]);
    const deleted = await user.call('DELETE', `website/address/delete/${second.id}`);
    expect(deleted.body).toMatchObject({ status: true, message: 'Address deleted' });
    list = (await user.call<Address[]>('GET', 'website/address')).body.data;
    expect(list).toEqual([expect.objectContaining({ id: first.id, is_default: true })]);
    expect((await user.call('DELETE', `website/address/delete/${second.id}`)).status).toBe(404);
  });
});

describe('GET /api/website/pincode/{pincode}', () => {
  it('knows Pune and other cities by prefix, and states by circle', async () => {
    const pune = await guest(app).call<PincodeInfo>('GET', 'website/pincode/411004');
    expect(pune.body.data).toMatchObject({
      city: 'Pune',
      state: 'Maharashtra',
      cod_available: true,
      delivery_days: { min: 2, max: 4 },
    });
    const goa = await guest(app).call<PincodeInfo>('GET', 'website/pincode/403001');
    expect(goa.body.data).toMatchObject({ city: null, state: 'Goa' });
    const rural = await guest(app).call<PincodeInfo>('GET', 'website/pincode/431001');
    expect(rural.body.data).toMatchObject({ city: null, state: 'Maharashtra' });
  });

  it('says so when it does not know a pincode, and refuses a malformed one', async () => {
    const unknown = await guest(app).call('GET', 'website/pincode/990001');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/could not recognise this pincode/);
    expect((await guest(app).call('GET', 'website/pincode/41100')).status).toBe(400);
  });
});
