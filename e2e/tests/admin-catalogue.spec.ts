import type { Page } from '@playwright/test';
import { openAdminAsOwner } from '../support/admin';
import { expect, openPage, test } from '../support/fixtures';

/**
 * The catalogue desk in a browser: the owner adds a product with a picture and two sizes, and a
 * shopper on a fresh page finds it by the store's search at once, with its price and sizes.
 */

test.describe.configure({ timeout: 120_000 });

/** A small PNG drawn by the browser itself, as a phone camera's photo would arrive. */
async function drawnPicture(page: Page): Promise<Buffer> {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 300;
    canvas.height = 400;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#0f766e';
    context.fillRect(0, 0, 300, 400);
    context.fillStyle = '#f4a300';
    context.fillRect(0, 340, 300, 30);
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.split(',')[1]!, 'base64');
}

test('the owner adds a product with a picture and sizes; a shopper finds and opens it', async ({
  page,
  browser,
}) => {
  const word = Array.from({ length: 6 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
  const name = `Tanvika Ikat Kurta ${word}`;

  await openAdminAsOwner(page, '/admin/products/new');
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('SKU').fill(`E2E-${word}`);
  const category = page.getByLabel('Category');
  await expect(category.locator('option')).not.toHaveCount(1);
  await category.selectOption({ index: 2 });
  await page.getByLabel('Price (₹)').fill('1799');
  await page.getByLabel('MRP (₹)').fill('2599');
  await page.getByLabel('Size 1', { exact: true }).fill('M');
  await page.getByLabel('Stock of size 1').fill('3');
  await page.getByRole('button', { name: 'Add size L' }).click();
  await page.getByLabel('Stock of size 2').fill('2');

  await page.getByLabel('Picture file').setInputFiles({
    name: 'kurta.png',
    mimeType: 'image/png',
    buffer: await drawnPicture(page),
  });
  await expect(page.getByAltText('Preview of the chosen picture')).toBeVisible();
  await page.getByLabel('Alt text').fill('Teal ikat kurta, front view');
  await page.getByRole('button', { name: 'Add picture' }).click();
  await expect(page.getByText('Card picture')).toBeVisible();

  await page.getByRole('button', { name: 'Save product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Teal ikat kurta, front view' })).toBeVisible();

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const shopper = await context.newPage();
  await openPage(shopper, '/');
  await shopper.getByTestId('nav-search-toggle').click();
  const input = shopper.getByTestId('nav-search-input');
  await input.fill(name);
  await input.press('Enter');
  const card = shopper.getByTestId('product-card').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('link').first().click();

  await expect(shopper.getByTestId('product-name')).toHaveText(name);
  const box = shopper.getByTestId('buying-box');
  await expect(box).toContainText('₹1,799');
  await expect(box).toContainText('₹2,599');
  const sizes = shopper.getByTestId('size-options');
  await expect(sizes.getByRole('radio', { name: /^M/ })).toBeEnabled();
  await expect(sizes.getByRole('radio', { name: /^L/ })).toBeEnabled();
  await context.close();
});
