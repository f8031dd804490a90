import type { Browser, Page } from '@playwright/test';
import { openAdminAsOwner } from '../support/admin';
import { createAccount, storeLoginCopy, uniqueEmail, uniquePhone } from '../support/auth';
import { expect, isPhone, openPage, test } from '../support/fixtures';
import { rupees } from '../support/money';
import { addPuneAddress, pickStockedProduct, placePaidOrder } from '../support/orders';
import { StaffDesk } from '../support/staff';
import {
  API_AUTH_HEADER,
  type ApiProduct,
  type Envelope,
  type StoreApi,
} from '../support/store-api';

/**
 * The back office's order desk in a browser: the owner moves a shopper's order from placed to
 * delivered (the shopper's timeline shows the courier), approves and refunds a return to the
 * wallet (the shopper's wallet shows it), and on a phone the order list is a list of cards.
 */

test.describe.configure({ timeout: 120_000 });

interface Shopper {
  page: Page;
  saleId: string;
  product: ApiProduct;
}

/** A new shopper, signed in on `page`, with one order paid online. */
async function shopperWithOrder(page: Page, api: StoreApi, nth: number): Promise<Shopper> {
  const mobile = uniquePhone();
  const user = await createAccount(page.request, {
    phone: mobile,
    email: uniqueEmail('admin-orders'),
    name: 'Ishita Kulkarni',
  });
  await storeLoginCopy(page, user);
  const { product, size } = await pickStockedProduct(api, nth);
  const addressId = await addPuneAddress(page.request, 'Ishita Kulkarni', mobile);
  const { saleId } = await placePaidOrder(page.request, {
    userId: user.id,
    product,
    size,
    addressId,
    useWallet: false,
  });
  return { page, saleId, product };
}

/** The owner's back office in a browser context of its own, at `width` px. */
async function adminPage(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await openAdminAsOwner(page, path);
  return page;
}

async function deliverThroughApi(saleId: string) {
  const desk = await StaffDesk.open();
  await desk.moveOrder(saleId, 'shipped', {
    carrier: 'Blue Dart',
    tracking_number: `BD${Date.now()}`,
  });
  await desk.moveOrder(saleId, 'delivered');
}

test('the owner confirms, packs, ships and delivers an order; the shopper sees the courier', async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the phone run checks the list as cards');
  const { saleId } = await shopperWithOrder(page, api, 21);
  const admin = await adminPage(
    browser,
    testInfo.project.use.baseURL,
    `/admin/orders?search=${saleId}`,
  );

  await admin.getByRole('link', { name: saleId }).click();
  await expect(admin.getByRole('heading', { name: saleId, level: 1 })).toBeVisible();
  const next = admin.getByRole('region', { name: 'Next step' });
  await next.getByRole('button', { name: 'Confirm', exact: true }).click();
  await next.getByRole('button', { name: 'Pack', exact: true }).click();

  const ship = next.getByRole('form', { name: 'Ship the order' });
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await expect(ship.getByText('Enter the courier')).toBeVisible();
  await ship.getByLabel('Courier').fill('Delhivery');
  await ship.getByLabel('Tracking number').fill('DLV778899IN');
  await ship.getByRole('button', { name: 'Ship', exact: true }).click();
  await next.getByRole('button', { name: 'Out for delivery', exact: true }).click();
  await next.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(next).toContainText('Nothing left to do with this order.');
  const timeline = admin.getByRole('region', { name: 'Timeline' });
  await expect(timeline).toContainText('Delhivery · DLV778899IN');
  await expect(timeline).toContainText('Store Owner');

  await openPage(page, `/order/${saleId}`);
  await expect(page.getByTestId('timeline-shipped').getByTestId('shipment')).toHaveText(
    'Delhivery · Tracking number DLV778899IN',
  );
  await expect(page.getByTestId('timeline-delivered')).toHaveAttribute('aria-current', 'step');
  await admin.context().close();
});

test('a delivered order’s return is approved and refunded to the wallet from the back office', async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.skip(isPhone(testInfo), 'the phone run checks the list as cards');
  const baseURL = testInfo.project.use.baseURL;
  const { saleId, product } = await shopperWithOrder(page, api, 23);
  await deliverThroughApi(saleId);

  const order = await page.request.get(`/api/website/order/${saleId}`, {
    headers: API_AUTH_HEADER,
  });
  const { data } = (await order.json()) as Envelope<{ items: { id: number }[]; address: unknown }>;
  const addresses = await page.request.get('/api/website/address', { headers: API_AUTH_HEADER });
  const [address] = ((await addresses.json()) as Envelope<{ id: number }[]>).data;
  const asked = await page.request.post('/api/website/return/create', {
    headers: API_AUTH_HEADER,
    form: {
      sale_id: saleId,
      type: 'return',
      reason: 'Size does not fit',
      address_id: address!.id,
      item_ids: data.items.map((item) => item.id).join(','),
    },
  });
  expect(asked.ok()).toBe(true);
  const { id } = ((await asked.json()) as Envelope<{ id: number }>).data;

  const admin = await adminPage(browser, baseURL, '/admin/returns?status=requested');
  await admin.getByRole('link', { name: new RegExp(`Return #${id}\\b`) }).click();
  await expect(admin.getByRole('heading', { name: `Return #${id}` })).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Items' })).toContainText(product.name);
  await admin.getByRole('button', { name: 'Approve' }).click();
  await admin.getByRole('button', { name: 'Mark picked up' }).click();
  await admin.getByRole('button', { name: 'Mark received' }).click();
  await admin.getByRole('radio', { name: 'Wallet' }).check();
  await admin.getByRole('button', { name: 'Refund' }).click();
  const dialog = admin.getByRole('alertdialog');
  await expect(dialog).toContainText("goes to the shopper's wallet at once");
  await dialog.getByRole('button', { name: 'Refund' }).click();
  const refund = admin.getByRole('region', { name: 'Refund' });
  await expect(refund).toContainText(`${rupees(product.price)} to the wallet · processed`);
  await admin.context().close();

  await openPage(page, '/wallet');
  const credit = page.getByTestId('wallet-entry').first();
  await expect(credit).toContainText('Refund');
  await expect(credit.getByTestId('wallet-entry-amount')).toHaveText(`+${rupees(product.price)}`);
});

test('on a phone the order list is cards, and a card opens the order', async ({
  page,
  api,
  browser,
}, testInfo) => {
  test.skip(!isPhone(testInfo), 'the desktop runs move orders');
  // The shopper in a context of their own: a shopper's session is refused by the back office.
  const shopper = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const { saleId } = await shopperWithOrder(await shopper.newPage(), api, 25);
  await shopper.close();
  await openAdminAsOwner(page, `/admin/orders?search=${saleId}`);
  const cards = page.getByRole('list', { name: 'Orders' });
  const card = cards.getByRole('link').filter({ hasText: saleId });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Placed');
  await expect(page.getByRole('table')).toBeHidden();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await card.click();
  await expect(page.getByRole('heading', { name: saleId, level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Next step' })
      .getByRole('button', { name: 'Confirm', exact: true }),
  ).toBeVisible();
});
