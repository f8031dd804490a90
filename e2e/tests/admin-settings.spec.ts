import type { Page } from '@playwright/test';
import { openAdminAsOwner } from '../support/admin';
import { createAccount, storeLoginCopy } from '../support/auth';
import { expect, openPage, test } from '../support/fixtures';
import { API_AUTH_HEADER } from '../support/store-api';

/**
 * The owner's settings in a browser: a module switched off leaves the shopper's menu on the next
 * page load, and an edited promotional message shows on the storefront at once. The server is
 * shared by parallel tests, so each change is undone in a finally block.
 */

test.describe.configure({ timeout: 120_000 });
test.skip(({ isMobile }) => isMobile, 'the owner works at a desk; 1280 px only');

/** Undoes a change through the owner's API, in the signed-in admin page's cookie jar. */
async function ownerCall(page: Page, method: 'POST' | 'PUT', path: string, form: object) {
  const response = await page.request.fetch(`/api/${path}`, {
    method,
    headers: API_AUTH_HEADER,
    form: form as Record<string, string>,
  });
  expect(response.ok(), `${method} ${path}`).toBe(true);
}

test('a module switched off leaves the shopper’s menu', async ({ page, browser }) => {
  // A shopper on their own browser, signed in, with the account page's menu.
  const shopperContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const shopper = await shopperContext.newPage();
  const user = await createAccount(shopper.request);
  await storeLoginCopy(shopper, user);
  await openPage(shopper, '/my-account');
  const menu = shopper.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Replace Status' })).toBeVisible();

  await openAdminAsOwner(page, '/admin/settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Modules' })
    .click();
  const replacements = page.getByRole('switch', { name: 'Replacements' });
  await expect(replacements).toBeChecked();
  try {
    await replacements.click();
    const dialog = page.getByRole('alertdialog', { name: 'Switch Replacements off?' });
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await expect(page.getByText('Replacements is switched off')).toBeVisible();
    await expect(replacements).not.toBeChecked();

    await openPage(shopper, '/my-account');
    await expect(menu.getByRole('link', { name: 'Return Status' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Replace Status' })).toHaveCount(0);

    await replacements.click();
    await expect(page.getByText('Replacements is switched on')).toBeVisible();
  } finally {
    await ownerCall(page, 'POST', 'admin/settings/modules/replacements', { status: 'Y' });
    await shopperContext.close();
  }
});

test('the owner edits the promotional message and the storefront shows it', async ({
  page,
  browser,
}) => {
  const text = `Navratri edit: ${Math.random().toString(36).slice(2, 8)} off silk sarees`;
  await openAdminAsOwner(page, '/admin/content');
  const message = page.getByLabel('Message');
  await expect(message).not.toHaveValue('');
  const original = await message.inputValue();
  try {
    await message.fill(text);
    await page.getByRole('button', { name: 'Save banner' }).click();
    await expect(page.getByText('Banner saved: shoppers see it now')).toBeVisible();

    const shopper = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await openPage(shopper, '/');
    await expect(shopper.getByTestId('promo-bar')).toContainText(text);
    await shopper.close();
  } finally {
    await ownerCall(page, 'PUT', 'admin/content/promotional', {
      message: original,
      active: 'true',
    });
  }
});

test('the owner sets where cash on delivery is offered: the band, typed and imported pincodes', async ({
  page,
}, testInfo) => {
  await openAdminAsOwner(page, '/admin/settings');
  await page
    .getByRole('navigation', { name: 'Settings' })
    .getByRole('link', { name: 'Cash on delivery' })
    .click();
  const list = page.getByLabel('Pincodes without COD');
  await expect(page.getByLabel('COD maximum (₹)')).toHaveValue('25000');
  const original = await list.inputValue();
  try {
    await page.getByLabel('COD minimum (₹)').fill('30000');
    await page.getByRole('button', { name: 'Save cash on delivery' }).click();
    // Beside its field (and in a toast).
    await expect(page.getByLabel('COD minimum (₹)')).toHaveAccessibleDescription(
      'COD minimum must not be more than the COD maximum',
    );

    await page.getByLabel('COD minimum (₹)').fill('299');
    await list.fill('110017 4000X1');
    await page.getByRole('button', { name: 'Save cash on delivery' }).click();
    await expect(list).toHaveAccessibleDescription(
      'Pincodes without COD: "4000X1" is not a pincode (6 digits, not starting with 0)',
    );

    await list.fill('110017');
    await page.getByLabel('Import pincodes from a CSV file').setInputFiles({
      name: 'no-cod.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('city,pincode\nShillong,793001\nAizawl,796001\n'),
    });
    await expect(
      page.getByText('2 pincodes added from no-cod.csv. Save to keep them.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Save cash on delivery' }).click();
    await expect(page.getByText('Cash on delivery saved: checkout uses it now')).toBeVisible();
    await expect(list).toHaveValue('110017\n793001\n796001');
    await page.screenshot({ path: testInfo.outputPath('cod-settings.png'), fullPage: true });
  } finally {
    await ownerCall(page, 'PUT', 'admin/settings/cod', {
      cod_min: '0',
      cod_max: '25000',
      refusal_limit: '2',
      blocked_pincodes: original,
    });
  }
});
