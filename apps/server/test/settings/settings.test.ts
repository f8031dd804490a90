import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminModule,
  AdminStoreDetails,
  CheckoutSettings,
  DeliveryRules,
  ModuleConfig,
  SignupRewardRule,
  StoreSettings,
} from '@kesariya/shared';
import { decodeChangeMessage, encodeChangeMessage } from '../../src/cache/change-message';
import { Browser, signUpByPhone } from '../auth/kit';
import { buildTestApp } from '../helpers/build-app';
import { auditOf, storefront } from '../catalogue-admin/catalogue-kit';
import { cartView, guest, stockedSizes } from '../cart/shopper-kit';
import { addToCart } from '../checkout/checkout-kit';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminClient,
  errorsOf,
  type Client,
  staffClient,
  ownerApp,
} from '../media/admin-kit';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

const STORE: Omit<AdminStoreDetails, never> = {
  store_name: 'Kesariya',
  tagline: 'Ethnic wear from Pune',
  address_line: '12 Laxmi Road, Shaniwar Peth',
  city: 'Pune',
  state: 'maharashtra',
  pincode: '411030',
  phone: '+91 20 2553 4821',
  support_email: 'care@kesariya.in',
  support_hours: 'Monday to Saturday, 10am to 7pm IST',
  gstin: '27abcde1234f1z5',
  map_link: 'https://maps.app.goo.gl/abc123',
  map_embed_link: 'https://www.google.com/maps/embed?pb=!1m18',
  instagram: 'https://www.instagram.com/kesariya',
  facebook: '',
  youtube: 'https://youtu.be/xyz',
};

describe('PUT /api/admin/settings/store', () => {
  it('saves the details the storefront and invoices read, and logs before and after', async () => {
    const before = await owner.request<AdminStoreDetails>('GET', '/api/admin/settings/store');
    const saved = await owner.request<AdminStoreDetails>('PUT', '/api/admin/settings/store', {
      json: STORE,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      state: 'Maharashtra',
      gstin: '27ABCDE1234F1Z5',
      instagram: 'https://www.instagram.com/kesariya',
      facebook: '',
    });
    const shown = await storefront<StoreSettings>(app, '/api/website/store');
    expect(shown.data).toMatchObject({
      address_line: '12 Laxmi Road, Shaniwar Peth',
      socials: [
        { name: 'instagram', url: 'https://www.instagram.com/kesariya' },
        { name: 'youtube', url: 'https://youtu.be/xyz' },
      ],
    });
    const [entry] = await auditOf(owner, 'settings', 'store');
    expect(entry).toMatchObject({
      action: 'settings.store',
      before: { gstin: before.body.data.gstin },
      after: { gstin: '27ABCDE1234F1Z5', pincode: '411030' },
    });
  });

  it('takes the demo store’s own details back unchanged', async () => {
    const fresh = await buildTestApp({ adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD });
    try {
      const freshOwner = await adminClient(fresh);
      const demo = await freshOwner.request<AdminStoreDetails>('GET', '/api/admin/settings/store');
      const again = await freshOwner.request('PUT', '/api/admin/settings/store', {
        json: demo.body.data,
      });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data).toEqual(demo.body.data);
    } finally {
      await fresh.close();
    }
  });

  it('names every field at fault: GSTIN, pincode, phone, e-mail and the links', async () => {
    const answer = await owner.request('PUT', '/api/admin/settings/store', {
      json: {
        ...STORE,
        gstin: '27ABCDE1234',
        pincode: '011030',
        phone: '98220',
        support_email: 'care@',
        map_link: 'http://maps.example.com',
        map_embed_link: 'https://evil.example.com/embed',
        instagram: 'https://www.facebook.com/kesariya',
        youtube: 'not a link',
        address_line: '',
      },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      gstin: 'GSTIN must be 15 characters',
      pincode: 'Pincode must be 6 digits, not starting with 0',
      phone: 'Phone must be 10 digits, with +91 or 0 before it if you like',
      support_email: 'Support e-mail must be a valid e-mail address',
      map_link: 'Map link must start with https://',
      map_embed_link: 'Map embed link must be a link to www.google.com',
      instagram: 'Instagram link must be a link to instagram.com',
      youtube: 'YouTube link must be a full address starting with https://',
      address_line: 'Address is required',
    });
  });

  it('refuses a GSTIN whose state code is not the store state’s, and an unknown state', async () => {
    const otherState = await owner.request('PUT', '/api/admin/settings/store', {
      json: { ...STORE, gstin: '29ABCDE1234F1Z5' },
    });
    expect(otherState.status).toBe(400);
    expect(errorsOf(otherState.body)).toEqual({
      gstin: 'GSTIN must start with 27, the state code of Maharashtra',
    });
    const badShape = await owner.request('PUT', '/api/admin/settings/store', {
      json: { ...STORE, gstin: 'AB12345678901Z5' },
    });
    expect(errorsOf(badShape.body)).toEqual({
      gstin: 'GSTIN must start with the 2-digit state code',
    });
    const nowhere = await owner.request('PUT', '/api/admin/settings/store', {
      json: { ...STORE, state: 'Atlantis' },
    });
    expect(errorsOf(nowhere.body)).toEqual({
      state: 'State must be a state or union territory of India',
    });
  });
});

describe('POST /api/admin/settings/modules/:name', () => {
  it('switches a module off for the storefront at once, and back on, with the log', async () => {
    const list = await owner.request<AdminModule[]>('GET', '/api/admin/settings/modules');
    expect(list.body.data.find((m) => m.name === 'replacements')).toEqual({
      name: 'replacements',
      status: 'Y',
    });
    await app.catalogueCache.pages.getOrLoad('http://localhost/', async () => ({
      status: 200,
      html: 'old',
    }));

    const off = await owner.request<AdminModule>(
      'POST',
      '/api/admin/settings/modules/replacements',
      {
        json: { status: 'N' },
      },
    );
    expect(off.status).toBe(200);
    expect(app.catalogueCache.pages.size).toBe(0);
    const config = await storefront<ModuleConfig[]>(app, '/api/admin/configuration');
    expect(config.data.find((m) => m.module_name === 'replacements')?.status).toBe('N');

    await owner.request('POST', '/api/admin/settings/modules/replacements', {
      json: { status: 'Y' },
    });
    const back = await storefront<ModuleConfig[]>(app, '/api/admin/configuration');
    expect(back.data.find((m) => m.module_name === 'replacements')?.status).toBe('Y');

    const [latest, first] = await auditOf(owner, 'module', 'replacements');
    expect(first).toMatchObject({
      action: 'settings.module',
      before: { status: 'Y' },
      after: { status: 'N' },
    });
    expect(latest).toMatchObject({ before: { status: 'N' }, after: { status: 'Y' } });
  });

  it('switching COD off takes it out of checkout', async () => {
    await owner.request('POST', '/api/admin/settings/modules/cod', { json: { status: 'N' } });
    const settings = await storefront<CheckoutSettings>(
      app,
      '/api/website/checkout/razorpay-details',
    );
    expect(settings.data.cod_enabled).toBe(false);
    await owner.request('POST', '/api/admin/settings/modules/cod', { json: { status: 'Y' } });
  });

  it('refuses an unknown module and a status other than Y or N', async () => {
    const unknown = await owner.request('POST', '/api/admin/settings/modules/lottery', {
      json: { status: 'Y' },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/^name must be one of: cart, wishlist/);
    const bad = await owner.request('POST', '/api/admin/settings/modules/wallet', {
      json: { status: 'maybe' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('status must be Y (on) or N (off)');
  });
});

describe('PUT /api/admin/settings/delivery', () => {
  it('starts from the environment’s amounts, and a change prices the next cart at once', async () => {
    const start = await owner.request<DeliveryRules>('GET', '/api/admin/settings/delivery');
    expect(start.body.data).toMatchObject({
      free_delivery_above: 1499,
      delivery_charge: 99,
      defaults: { free_delivery_above: 1499, delivery_charge: 99 },
    });

    const shopper = guest(app);
    const [size] = await stockedSizes(app, 1);
    await addToCart(shopper, size!);
    const subtotal = size!.pricePaise / 100;
    // Read once, so the rules are kept in process before the change.
    await cartView(shopper);

    const saved = await owner.request<DeliveryRules>('PUT', '/api/admin/settings/delivery', {
      json: { free_delivery_above: subtotal + 1000, delivery_charge: 149.5 },
    });
    expect(saved.status).toBe(200);
    const cart = await cartView(shopper);
    expect(cart.body.data.summary).toMatchObject({
      delivery_charge: 149.5,
      free_delivery_above: subtotal + 1000,
    });
    const checkout = await storefront<CheckoutSettings>(
      app,
      '/api/website/checkout/razorpay-details',
    );
    expect(checkout.data).toMatchObject({
      delivery_charge: 149.5,
      free_delivery_above: subtotal + 1000,
    });

    const [entry] = await auditOf(owner, 'settings', 'store_rules');
    expect(entry).toMatchObject({
      action: 'settings.delivery',
      before: { deliveryChargePaise: 9_900 },
      after: { deliveryChargePaise: 14_950 },
    });
  });

  it('names every amount at fault', async () => {
    const answer = await owner.request('PUT', '/api/admin/settings/delivery', {
      json: { free_delivery_above: '-1', delivery_charge: '' },
    });
    expect(answer.status).toBe(400);
    expect(errorsOf(answer.body)).toEqual({
      free_delivery_above:
        'Free delivery above must be an amount in rupees, such as 1499 or 1499.50',
      delivery_charge: 'Delivery charge is required',
    });
  });
});

describe('PUT /api/admin/settings/signup-reward', () => {
  it('credits the new amount to the next sign-up, and logs it', async () => {
    const start = await owner.request<SignupRewardRule>('GET', '/api/admin/settings/signup-reward');
    expect(start.body.data).toEqual({ amount: 100, default_amount: 100 });
    const saved = await owner.request<SignupRewardRule>(
      'PUT',
      '/api/admin/settings/signup-reward',
      { json: { amount: 250 } },
    );
    expect(saved.body.data).toEqual({ amount: 250, default_amount: 100 });
    const { created } = await signUpByPhone(app, new Browser(app));
    expect(created.status).toBe(201);
    expect(created.body.data.wallet).toBe(250);
    const [entry] = await auditOf(owner, 'settings', 'store_rules');
    expect(entry).toMatchObject({
      action: 'settings.signup_reward',
      before: { signupRewardPaise: 10_000 },
      after: { signupRewardPaise: 25_000 },
    });
    const tooMuch = await owner.request('PUT', '/api/admin/settings/signup-reward', {
      json: { amount: 100_001 },
    });
    expect(errorsOf(tooMuch.body)).toEqual({ amount: 'Sign-up reward must be at most ₹100000' });
  });
});

describe('a settings change between instances', () => {
  it('travels the invalidation channel as its own kind', () => {
    expect(decodeChangeMessage(encodeChangeMessage('a', { kind: 'settings' }))).toEqual({
      from: 'a',
      change: { kind: 'settings' },
    });
  });
});

describe('the settings calls, for staff', () => {
  it('answer 403 to a member of staff', async () => {
    const staff = await staffClient(app);
    const refused = await staff.request('POST', '/api/admin/settings/modules/wallet', {
      json: { status: 'N' },
    });
    expect(refused.status).toBe(403);
    expect((await staff.request('GET', '/api/admin/settings/delivery')).status).toBe(403);
  });
});
