import {
  request as playwrightRequest,
  type APIRequestContext,
  type Browser,
  type TestInfo,
} from '@playwright/test';
import { startFakeShiprocket } from '../../apps/server/test/helpers/fake-shiprocket';
import { createAccount, storeLoginCopy, uniqueEmail, uniquePhone } from '../support/auth';
import { expect, openPage, test } from '../support/fixtures';
import { startFreshServer, type FreshServer } from '../support/fresh-server';
import { addPuneAddress, pickStockedProduct, placePaidOrder } from '../support/orders';
import staffAccount from '../support/staff-account.json' with { type: 'json' };
import { API_AUTH_HEADER, type Envelope, type StoreApi } from '../support/store-api';

/**
 * After dispatch, as the shopper follows it: the courier's tracking webhooks move one order from
 * shipped (with its AWB, courier and tracking link) through out for delivery to delivered, and the
 * order's timeline shows each step as it comes, at 1280 and 390 px. The shared test server ships by
 * hand, so this store of its own books its parcels with Shiprocket (a local fake of its API) and
 * takes the webhook as Shiprocket sends it.
 */

test.describe.configure({ timeout: 240_000 });
// One store of its own for both widths: the test opens the shopper's page at 1280 and at 390 px.
test.skip(({ isMobile }) => isMobile, 'both widths are in the one test, on one store');

const WEBHOOK_TOKEN = 'delivery-journey-webhook-token';

let fake: Awaited<ReturnType<typeof startFakeShiprocket>>;
let store: FreshServer;
// eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a hook asks for from its first argument.
test.beforeAll(async ({}, testInfo) => {
  // The phone project skips the journey: it starts no store of its own for nothing.
  if (testInfo.project.name === 'phone') return;
  // A store seeding its demo catalogue takes a while on a busy machine.
  test.setTimeout(180_000);
  fake = await startFakeShiprocket();
  store = await startFreshServer({
    owner: staffAccount,
    env: {
      DEMO_DATA: 'true',
      SHIPPING_PROVIDER: 'shiprocket',
      SHIPROCKET_BASE_URL: fake.url,
      SHIPROCKET_EMAIL: 'api@kesariya.test',
      SHIPROCKET_PASSWORD: 'shiprocket-pass',
      SHIPROCKET_PICKUP_LOCATION: 'Pune Studio',
      SHIPROCKET_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
    },
  });
});
test.afterAll(async () => {
  await store?.stop();
  await fake?.close();
});

let minute = 0;
/** Shiprocket's "DD MM YYYY HH:mm:ss" in India's time: now, a minute later at each event. */
function stamp(): string {
  minute += 1;
  const india = new Date(Date.now() + minute * 60_000 + 5.5 * 3600_000).toISOString();
  const [y, m, d] = india.slice(0, 10).split('-');
  return `${d} ${m} ${y} ${india.slice(11, 19)}`;
}

/** One tracking event, posted as Shiprocket posts it: JSON, its token in x-api-key. */
async function courierSays(request: APIRequestContext, awb: string, status: string) {
  const answer = await request.post('/api/website/shipping/tracking-webhook', {
    headers: { 'x-api-key': WEBHOOK_TOKEN, 'content-type': 'application/json' },
    data: {
      awb,
      courier_name: 'Delhivery Surface',
      current_status: status,
      current_status_id: { 'PICKED UP': 42, 'OUT FOR DELIVERY': 17, DELIVERED: 7 }[status],
      shipment_status: status,
      current_timestamp: stamp(),
      scans: [{ date: '', activity: `${status} scan`, location: 'Pune' }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** One order, booked and moved by the courier's webhooks, followed on the shopper's page. */
async function followOneOrder(
  browser: Browser,
  api: StoreApi,
  testInfo: TestInfo,
  phone: boolean,
): Promise<void> {
  const context = await browser.newContext({
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 900 } }),
    baseURL: store.baseURL,
  });
  const page = await context.newPage();
  const mobile = uniquePhone();
  const user = await createAccount(page.request, {
    phone: mobile,
    email: uniqueEmail('journey'),
    name: 'Ritika Deshmukh',
  });
  await storeLoginCopy(page, user);
  // The demo catalogue is the shared server's too.
  const { product, size } = await pickStockedProduct(api, phone ? 51 : 53);
  const addressId = await addPuneAddress(page.request, 'Ritika Deshmukh', mobile);
  const { saleId } = await placePaidOrder(page.request, {
    userId: user.id,
    product,
    size,
    addressId,
    useWallet: false,
  });

  // The owner confirms and ships it; the booking's calls run on the job queue.
  const owner = await playwrightRequest.newContext({ baseURL: store.baseURL });
  const login = await owner.post('/api/admin/login', {
    headers: API_AUTH_HEADER,
    form: { email: staffAccount.email, password: staffAccount.password },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const confirmed = await owner.post(`/api/admin/order/status/${saleId}`, {
    headers: API_AUTH_HEADER,
    form: { status: 'confirmed' },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  const shipped = await owner.post('/api/admin/shipment/create', {
    headers: API_AUTH_HEADER,
    form: { sale_ids: saleId },
  });
  expect(shipped.ok(), await shipped.text()).toBe(true);
  let awb = '';
  await expect
    .poll(async () => {
      const order = await page.request.get(`/api/website/order/${saleId}`, {
        headers: API_AUTH_HEADER,
      });
      awb =
        ((await order.json()) as Envelope<{ tracking_number: string | null }>).data
          .tracking_number ?? '';
      return awb;
    })
    .toMatch(/^7700\d+$/);

  const timeline = page.getByRole('list', { name: 'Order status' });
  const step = (status: string) => timeline.getByTestId(`timeline-${status}`);

  await courierSays(page.request, awb, 'PICKED UP');
  await openPage(page, `/order/${saleId}`);
  await expect(step('shipped')).toHaveAttribute('aria-current', 'step');
  await expect(step('shipped')).toContainText('Shipped');
  // In words: when the courier comes, who took it.
  await expect(step('packed')).toContainText(
    /Pickup by Delhivery Surface on \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} (am|pm)/,
  );
  await expect(step('shipped')).toContainText('Picked up by Delhivery Surface');
  await expect(step('shipped').getByTestId('shipment')).toHaveText(
    `Delhivery Surface · Tracking number ${awb} · Track parcel`,
  );
  await expect(step('shipped').getByRole('link', { name: 'Track parcel' })).toHaveAttribute(
    'href',
    new RegExp(`${awb}$`),
  );
  await page.screenshot({
    path: testInfo.outputPath(`journey-shipped-${phone ? 390 : 1280}.png`),
    fullPage: true,
  });

  await courierSays(page.request, awb, 'OUT FOR DELIVERY');
  await page.reload();
  await expect(step('out_for_delivery')).toHaveAttribute('aria-current', 'step');
  await expect(step('out_for_delivery')).toContainText('Out for delivery with Delhivery Surface');

  await courierSays(page.request, awb, 'DELIVERED');
  await page.reload();
  await expect(step('delivered')).toHaveAttribute('aria-current', 'step');
  await expect(step('delivered')).toContainText('Delivered by Delhivery Surface');
  // Every step has its date, and the parcel's number stays on the shipped step.
  for (const status of ['placed', 'confirmed', 'packed', 'shipped', 'out_for_delivery']) {
    await expect(step(status)).toHaveAttribute('data-state', 'done');
    await expect(step(status).locator('time')).toHaveCount(1);
  }
  await expect(step('shipped').getByTestId('shipment')).toContainText(awb);
  await page.screenshot({
    path: testInfo.outputPath(`journey-delivered-${phone ? 390 : 1280}.png`),
    fullPage: true,
  });
  await owner.dispose();
  await context.close();
}

test('the courier’s webhooks take an order to delivered, step by step on its timeline', async ({
  browser,
  api,
}, testInfo) => {
  await followOneOrder(browser, api, testInfo, false);
  await followOneOrder(browser, api, testInfo, true);
});
