import type { Page } from '@playwright/test';
import { createAccount, storeLoginCopy, uniqueEmail, uniquePhone } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, openPage, test } from '../support/fixtures';
import { rupees } from '../support/money';
import { addPuneAddress, addToCart, pickStockedProduct } from '../support/orders';
import { ownerSession } from '../support/staff';
import { API_AUTH_HEADER, type Envelope, type StoreApi } from '../support/store-api';

/**
 * The prepaid nudge in a real browser: with the owner's saving on, the checkout's payment step
 * offers "Pay online now and save ₹…" and charges that much less online, and the page after a
 * cash-on-delivery order offers the same: a failed payment leaves the order as it was, a paid one
 * makes it an online order. The checkout also says when the parcel reaches the chosen address.
 * The saving shows on every checkout, so this runs with the store-wide settings specs, after the
 * others, at 1280 and 390 px.
 */

test.describe.configure({ mode: 'serial', timeout: 120_000 });

const SAVING = 40;

async function setNudge(form: Record<string, string>): Promise<void> {
  const owner = await ownerSession();
  const saved = await owner.put('/api/admin/settings/prepaid-nudge', {
    headers: API_AUTH_HEADER,
    form: { amount: '', percent: '', cap: '', ...form },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test.beforeAll(async () => setNudge({ kind: 'amount', amount: String(SAVING) }));
test.afterAll(async () => setNudge({ kind: 'off' }));

/** A new shopper, logged in in the browser, with an address in Pune and one piece in the cart. */
async function shopperWithCart(page: Page, api: StoreApi, nth: number) {
  const phone = uniquePhone();
  const user = await createAccount(page.request, { phone, email: uniqueEmail('nudge') });
  await storeLoginCopy(page, user);
  await addPuneAddress(page.request, 'Ananya Kulkarni', phone);
  const { product, size } = await pickStockedProduct(api, nth);
  await addToCart(page.request, { userId: user.id, product, size });
  return { user, product, size };
}

const amountOf = async (page: Page, testId: string) =>
  Number(((await page.getByTestId(testId).textContent()) ?? '').replace(/[^0-9.]/g, ''));

for (const [width, height, nth] of [
  [1280, 900, 41],
  [390, 844, 43],
] as const) {
  test(`the shopper takes the saving at checkout and on a COD order's page, at ${width} px`, async ({
    page,
    api,
  }, testInfo) => {
    await page.setViewportSize({ width, height });
    const { product, size, user } = await shopperWithCart(page, api, nth);

    // Checkout: when it arrives at the chosen address, and what paying online saves.
    await openPage(page, '/checkout');
    await expect(page.getByTestId('checkout-delivery-date')).toHaveText(
      /^Delivery by (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]{2}/,
    );
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByTestId('prepaid-nudge')).toHaveText(
      `Pay online now and save ${rupees(SAVING)}`,
    );
    await payment.getByRole('radio', { name: 'Online Payment (UPI, cards, net banking)' }).check();
    await expect(page.getByTestId('prepaid-saving-row')).toContainText(`− ${rupees(SAVING)}`);
    const online = await amountOf(page, 'checkout-payable');
    await payment.getByRole('radio', { name: 'Cash on Delivery' }).check();
    await expect(page.getByTestId('prepaid-saving-row')).toHaveCount(0);
    expect(await amountOf(page, 'checkout-payable')).toBe(online + SAVING);
    await payment.getByRole('radio', { name: 'Online Payment (UPI, cards, net banking)' }).check();
    await page.screenshot({
      path: testInfo.outputPath(`checkout-nudge-${width}.png`),
      fullPage: true,
    });
    await page.getByRole('button', { name: `Pay ${rupees(online)}` }).click();
    await expect(page).toHaveURL(/\/payment\/checkout\?sale_id=/);
    await page
      .getByTestId('test-gateway')
      .getByRole('button', { name: 'Pay successfully' })
      .click();
    await expect(page).toHaveURL(/\/order_success\?sale_id=/);
    await expect(page.getByTestId('prepaid-saved')).toHaveText(
      `paid online, saving ${rupees(SAVING)}`,
    );

    // A cash-on-delivery order, then paid online from its page: a failure first, nothing lost.
    await addToCart(page.request, { userId: user.id, product, size });
    await openPage(page, '/checkout');
    await payment.getByRole('radio', { name: 'Cash on Delivery' }).check();
    const cash = await amountOf(page, 'checkout-payable');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/order_success\?sale_id=/);
    const saleId = (await page.getByTestId('sale-id').textContent()) ?? '';
    await expect(page.getByText(`pay ${rupees(cash)} on delivery`)).toBeVisible();
    const offer = page.getByRole('region', { name: `Pay online now and save ${rupees(SAVING)}` });
    await expect(offer).toContainText(
      `Pay ${rupees(cash - SAVING)} online (UPI, cards, net banking) instead of ${rupees(cash)} in cash at the door.`,
    );
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`cod-offer-${width}.png`), fullPage: true });
    const payNow = offer.getByRole('button', { name: `Pay ${rupees(cash - SAVING)} now` });
    await payNow.click();
    await offer.getByRole('button', { name: 'Fail the payment' }).click();
    await expect(offer.getByRole('alert')).toHaveText(
      'Payment failed. Your order stays cash on delivery, as it was.',
    );
    await expect(page.getByText(`pay ${rupees(cash)} on delivery`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my order' })).toBeVisible();

    await payNow.click();
    await offer.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page.getByTestId('prepaid-saved')).toHaveText(
      `paid online, saving ${rupees(SAVING)}`,
    );
    await expect(offer).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath(`cod-paid-${width}.png`), fullPage: true });

    const order = await page.request.get(`/api/website/order/${saleId}`, {
      headers: API_AUTH_HEADER,
    });
    expect(((await order.json()) as Envelope<unknown>).data).toMatchObject({
      payment_method: 'Online Payment',
      totals: { prepaid_saving: SAVING, amount_payable: cash - SAVING },
    });
  });
}
