import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import type {
  AdminStoreDetails,
  Invoice,
  PlacedOrder,
  StoreSettings,
  TwoFactorSetup,
} from '@kesariya/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { AUTH } from '../helpers/build-app';
import { delivered } from '../helpers/delivered';
import { stockedSizes, type Shopper } from '../cart/shopper-kit';
import { place, readyShopper } from '../checkout/checkout-kit';
import { storefront } from '../catalogue-admin/catalogue-kit';
import { ownerApp, type Client } from '../media/admin-kit';

// The store's name is the owner's (Settings › Store details): every text that names the store
// reads it there (docs/decisions/back-office.md, Store details). The demo store is named Kesariya.
const RENAMED = 'Saffron Loom';

let app: FastifyInstance;
let owner: Client;

beforeAll(async () => {
  ({ app, owner } = await ownerApp());
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function page(url: string): Promise<string> {
  const response = await app.inject({ url, headers: { host: 'shop.example.in' } });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

async function emailOf(shopper: Shopper): Promise<string> {
  const [row] = await app.db.select().from(users).where(eq(users.id, shopper.userId));
  return row!.email!;
}

async function paidOnline(shopper: Shopper, addressId: number): Promise<PlacedOrder> {
  const placed = await place(shopper, { payment_method: 'Online Payment', address_id: addressId });
  expect(placed.status).toBe(201);
  const saleId = placed.body.data.sale_id;
  const paid = await shopper.call('POST', `website/checkout/test-gateway/${saleId}`, {
    form: { outcome: 'success' },
  });
  expect(paid.status).toBe(200);
  return placed.body.data;
}

describe('the store renamed in Settings › Store details', () => {
  it('is the name of the messages, the invoice and the pages from then on', async () => {
    // Pages are kept rendered: one kept under the old name must not outlive the rename.
    expect(titleOf(await page('/products'))).toBe('All Clothing | Kesariya');

    const before = await owner.request<AdminStoreDetails>('GET', '/api/admin/settings/store');
    const saved = await owner.request<AdminStoreDetails>('PUT', '/api/admin/settings/store', {
      json: { ...before.body.data, store_name: RENAMED },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.store_name).toBe(RENAMED);
    const shown = await storefront<StoreSettings>(app, '/api/website/store');
    expect(shown.data.store_name).toBe(RENAMED);

    // The order confirmation, composed in the order's transaction and sent by the queue.
    const [size, paidSize] = await stockedSizes(app, 2, 0, 3);
    const cod = await readyShopper(app, size!);
    const placed = await place(cod.user, { address_id: cod.addressId });
    expect(placed.status).toBe(201);
    const saleId = placed.body.data.sale_id;
    const confirmation = await delivered(app, await emailOf(cod.user), (m) =>
      m.subject.includes(saleId),
    );
    expect(confirmation.subject).toBe(`Please confirm your ${RENAMED} order ${saleId}`);
    expect(confirmation.body).toContain(`Thank you for shopping with ${RENAMED}.`);
    expect(confirmation.body).not.toContain('Kesariya');

    // An OTP e-mail, sent in the request.
    const address = `store.name.${process.pid}@example.co.in`;
    const sent = await app.inject({
      method: 'POST',
      url: '/api/website/user/send-otp-email',
      headers: { authorization: AUTH },
      payload: { email: address },
    });
    expect(sent.statusCode).toBe(200);
    const otp = await delivered(app, address);
    expect(otp.subject).toMatch(new RegExp(`^\\d{4,6} is your ${RENAMED} OTP$`));
    expect(otp.body).toContain(RENAMED);
    expect(otp.body).not.toContain('Kesariya');

    // The tax invoice names the seller, and its PDF's file name follows.
    const online = await readyShopper(app, paidSize!);
    const paid = await paidOnline(online.user, online.addressId);
    const invoice = await online.user.call<Invoice>('GET', `website/order/invoice/${paid.sale_id}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.data.store).toMatchObject({ name: RENAMED, gstin: '27AAKFK4821M1Z3' });
    const pdf = await app.inject({
      url: `/api/website/order/invoice/${paid.sale_id}?format=pdf`,
      headers: { authorization: AUTH, cookie: online.user.cookie! },
    });
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename="Saffron-Loom-invoice-${invoice.body.data.number.replaceAll('/', '-')}.pdf"`,
    );

    // The pages' titles: a listing's, the home page's, the FAQ's, and one without a head of its
    // own; the store's schema.org data on each.
    expect(titleOf(await page('/products'))).toBe(`All Clothing | ${RENAMED}`);
    const home = await page('/');
    expect(titleOf(home)).toBe(`${RENAMED} | ${before.body.data.tagline}`);
    expect(home).toContain(`<meta property="og:site_name" content="${RENAMED}">`);
    expect(home).toContain(
      `"@type":"ClothingStore","@id":"http://shop.example.in/#store","name":"${RENAMED}"`,
    );
    expect(titleOf(await page('/faq'))).toBe(`Frequently Asked Questions | ${RENAMED}`);
    expect(titleOf(await page('/contact'))).toBe(RENAMED);

    // The authenticator app's entry for a member who sets up two-factor sign-in now.
    const setup = await owner.request<TwoFactorSetup>('POST', '/api/admin/two-factor/setup');
    expect(setup.body.data.issuer).toBe(`${RENAMED} back office`);
    expect(setup.body.data.otpauth_url).toContain(`issuer=Saffron%20Loom%20back%20office`);
  });
});
