import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { openAdminAsOwner } from '../support/admin';
import { createAccount, uniqueEmail, uniquePhone } from '../support/auth';
import { expect, isPhone, test } from '../support/fixtures';
import { addPuneAddress, pickStockedProduct, placePaidOrder } from '../support/orders';
import { StaffDesk } from '../support/staff';
import type { StoreApi } from '../support/store-api';

/**
 * Shipping from the back office in a browser: the owner ticks two confirmed orders, ships them in
 * one step (the store's own manual shipping here: each is packed for the courier) and saves their
 * labels, at 1280 px and on a phone.
 */

test.describe.configure({ timeout: 120_000 });

/** A confirmed order of a new shopper, placed and paid through the API. */
async function confirmedOrder(page: Page, api: StoreApi, nth: number): Promise<string> {
  const mobile = uniquePhone();
  const user = await createAccount(page.request, {
    phone: mobile,
    email: uniqueEmail('admin-shipping'),
    name: 'Meera Joshi',
  });
  const { product, size } = await pickStockedProduct(api, nth);
  const addressId = await addPuneAddress(page.request, 'Meera Joshi', mobile);
  const { saleId } = await placePaidOrder(page.request, {
    userId: user.id,
    product,
    size,
    addressId,
    useWallet: false,
  });
  await (await StaffDesk.open()).moveOrder(saleId, 'confirmed');
  return saleId;
}

test('the owner ships two orders in one step and saves their labels', async ({
  page,
  api,
  browser,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const saleIds = [
    await confirmedOrder(page, api, phone ? 31 : 33),
    await confirmedOrder(page, api, phone ? 32 : 34),
  ];
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  const admin = await context.newPage();
  await openAdminAsOwner(admin, '/admin/orders');
  const search = admin.getByRole('search').getByLabel('Search');
  for (const saleId of saleIds) {
    await search.fill(saleId);
    await search.press('Enter');
    const tick = admin.getByRole('checkbox', { name: `Select ${saleId} to ship` });
    await tick.check();
    await expect(tick).toBeChecked();
  }
  await admin.getByRole('button', { name: 'Ship 2 orders' }).click();
  const bookings = admin.getByRole('list', { name: 'Bookings' });
  await expect(admin.getByText('2 of 2 orders booked for shipping').first()).toBeVisible();
  for (const saleId of saleIds)
    await expect(bookings.getByRole('listitem').filter({ hasText: saleId })).toContainText(
      'Packed; hand it to the courier',
    );
  await admin.screenshot({ path: testInfo.outputPath(`shipped-${testInfo.project.name}.png`) });

  for (const [saleId, size] of [
    [saleIds[0]!, 'A4'],
    [saleIds[1]!, '4x6'],
  ] as const) {
    const row = bookings.getByRole('listitem').filter({ hasText: saleId });
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      row.getByRole('button', { name: `Label ${size}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`label-${saleId}-${size.toLowerCase()}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 4).toString()).toBe('%PDF');
  }

  // Each order is packed now, on its own page too.
  await admin.goto(`/admin/orders/${saleIds[0]}`);
  await expect(admin.getByText('Parcel packed for the courier').first()).toBeVisible();
  await context.close();
});
