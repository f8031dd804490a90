import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount, storeLoginCopy, uniqueEmail, uniquePhone } from '../support/auth';
import { expect, isPhone, openPage, test } from '../support/fixtures';
import { rupees } from '../support/money';
import { addPuneAddress, pickStockedProduct, placePaidOrder } from '../support/orders';
import { StaffDesk } from '../support/staff';

/**
 * After the sale, in a real browser against the built server: a shopper's two paid orders in
 * /orders; one cancelled with a reason, its wallet part back in /wallet and the rest on its way to
 * the original payment; the other shipped by staff, its carrier and tracking number on the
 * timeline, its invoice shown and downloaded as a PDF, and tracked by a guest with the order number
 * and phone. One shopper and one product per project, so both projects run side by side.
 */

test.describe.configure({ timeout: 180_000 });

const NOT_FOUND = 'We could not find an order with those details.';

async function downloadedBytes(page: Page, start: () => Promise<void>): Promise<Buffer> {
  const download = page.waitForEvent('download');
  await start();
  const file = await (await download).path();
  return readFile(file);
}

test('orders, cancellation with a refund, shipping, tracking and the invoice', async ({
  page,
  api,
  browser,
}, testInfo) => {
  const baseURL = testInfo.project.use.baseURL;
  const phone = uniquePhone();
  const user = await createAccount(page.request, {
    phone,
    email: uniqueEmail('after-sale'),
    name: 'Meera Deshpande',
  });
  await storeLoginCopy(page, user);
  expect(user.wallet).toBeGreaterThan(0);
  const reward = user.wallet;
  const { product, size } = await pickStockedProduct(api, isPhone(testInfo) ? 7 : 5);
  const addressId = await addPuneAddress(page.request, 'Meera Deshpande', phone);
  const toCancel = await placePaidOrder(page.request, {
    userId: user.id,
    product,
    size,
    addressId,
    useWallet: true,
  });
  expect(toCancel.walletUsed).toBe(reward);
  const toShip = await placePaidOrder(page.request, {
    userId: user.id,
    product,
    size,
    addressId,
    useWallet: false,
  });

  // Both orders, newest first, with what was bought.
  await openPage(page, '/orders');
  await expect(page.getByRole('heading', { name: 'My orders', level: 1 })).toBeVisible();
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText(toShip.saleId);
  const first = cards.nth(1);
  await expect(first).toContainText(toCancel.saleId);
  await expect(first).toContainText(product.name);
  await expect(first).toContainText(`Size ${size} · Qty 1`);
  await expect(first).toContainText(rupees(toCancel.total));
  await expect(first).toContainText('Online Payment');
  await expect(first.getByTestId('order-status')).toHaveText('Order placed');

  // Open it and cancel it with a reason: the money's way back is said before and after.
  await first.getByRole('link', { name: toCancel.saleId, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${toCancel.saleId}$`));
  await expect(page.getByTestId('order-sale-id')).toHaveText(toCancel.saleId);
  await expect(page.getByTestId('timeline-placed')).toHaveAttribute('aria-current', 'step');
  await page.getByTestId('next-action').getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel order ${toCancel.saleId}?` });
  const walletBack = `${rupees(reward)} back in your wallet`;
  const onlineBack = `Refund of ${rupees(toCancel.paidOnline)} to your original payment method, 5–7 working days`;
  await expect(dialog.getByTestId('refund-preview')).toContainText(walletBack);
  await expect(dialog.getByTestId('refund-preview')).toContainText(onlineBack);
  await dialog.getByRole('radio', { name: 'I ordered by mistake' }).check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  const result = page.getByTestId('cancel-result');
  await expect(result).toContainText(`Order ${toCancel.saleId} is cancelled`);
  await expect(result.getByTestId('refund-result')).toContainText(walletBack);
  await expect(result.getByTestId('refund-result')).toContainText(onlineBack);
  await result.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  const cancelledStep = page.getByTestId('timeline-cancelled');
  await expect(cancelledStep).toHaveAttribute('aria-current', 'step');
  await expect(cancelledStep).toContainText('I ordered by mistake');
  await expect(page.getByTestId('order-status')).toHaveText('Cancelled');

  // The wallet part is back in the wallet, the refund linked to its order.
  await openPage(page, '/wallet');
  await expect(page.getByTestId('balance')).toHaveText(rupees(reward));
  const entries = page.getByTestId('wallet-entry');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Refund');
  await expect(entries.nth(0).getByTestId('wallet-entry-amount')).toHaveText(`+${rupees(reward)}`);
  await expect(entries.nth(1)).toContainText('Paid for an order');
  await expect(entries.nth(2)).toContainText('Sign-up reward');
  await entries.nth(0).getByRole('link', { name: toCancel.saleId }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${toCancel.saleId}$`));
  await expect(page.getByTestId('order-refunds')).toContainText(walletBack);

  // Staff ship the other order: the shopper sees the carrier and the tracking number.
  const desk = await StaffDesk.open();
  const trackingNumber = `DLV${Date.now()}`;
  await desk.moveOrder(toShip.saleId, 'shipped', {
    carrier: 'Delhivery',
    tracking_number: trackingNumber,
  });
  await openPage(page, '/order/on-the-way');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await page.getByRole('link', { name: toShip.saleId, exact: true }).click();
  const shipped = page.getByTestId('timeline-shipped');
  await expect(shipped).toHaveAttribute('aria-current', 'step');
  await expect(shipped.getByTestId('shipment')).toHaveText(
    `Delhivery · Tracking number ${trackingNumber}`,
  );
  await expect(
    page.getByTestId('next-action').getByRole('link', { name: 'Track order' }),
  ).toBeVisible();

  // Its invoice, on screen and as a PDF.
  await page.getByTestId('next-action').getByRole('link', { name: 'Invoice' }).click();
  await expect(page).toHaveURL(new RegExp(`/order/invoice/${toShip.saleId}$`));
  const sheet = page.getByTestId('invoice-document');
  await expect(sheet.getByRole('heading', { name: 'TAX INVOICE' })).toBeVisible();
  await expect(sheet.getByTestId('invoice-number')).toHaveText(/^KS\/\d{4}-\d{2}\/\d{6}$/);
  await expect(sheet.getByTestId('invoice-line')).toContainText(product.name);
  await expect(sheet.getByTestId('invoice-total')).toHaveText(
    `₹${toShip.total.toLocaleString('en-IN', { minimumFractionDigits: 2 })}`,
  );
  const pdf = await downloadedBytes(page, () =>
    page.getByRole('button', { name: 'Download PDF' }).click(),
  );
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const again = await downloadedBytes(page, () =>
    openPage(page, `/download_invoice?sale_id=${toShip.saleId}`),
  );
  expect(again.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByRole('heading', { name: 'Your download has started' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Back to order ${toShip.saleId}` })).toBeVisible();

  // A guest tracks it by its number and the phone on it: only the timeline.
  const { viewport, userAgent, isMobile, hasTouch } = testInfo.project.use;
  const guest = await browser.newContext({ baseURL, viewport, userAgent, isMobile, hasTouch });
  const guestPage = await guest.newPage();
  await openPage(guestPage, '/track-order-by');
  await guestPage.getByLabel('Order number').fill(toShip.saleId);
  await guestPage.getByLabel('Mobile number or e-mail').fill('9000000000');
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  await expect(guestPage.getByRole('alert')).toHaveText(NOT_FOUND);
  await guestPage.getByLabel('Mobile number or e-mail').fill(phone);
  await guestPage.getByRole('button', { name: 'Track order' }).click();
  const tracked = guestPage.getByTestId('track-result');
  await expect(tracked.getByRole('heading', { name: toShip.saleId })).toBeVisible();
  await expect(tracked.getByTestId('timeline-shipped')).toHaveAttribute('aria-current', 'step');
  await expect(tracked).not.toContainText('Law College Road');
  await guest.close();
});
