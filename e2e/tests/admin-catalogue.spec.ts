import type { Page } from '@playwright/test';
import { openAdminAsOwner } from '../support/admin';
import { createAccount } from '../support/auth';
import { expect, openPage, test, toast } from '../support/fixtures';
import { addPuneAddress, placePaidOrder } from '../support/orders';
import { StaffDesk } from '../support/staff';
import type { ApiProduct } from '../support/store-api';

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

test('a sale made while the owner has a product open stands when it is saved', async ({
  page,
  api,
  playwright,
}) => {
  const name = `Noor Chikankari Kurta ${Date.now() % 1_000_000}`;
  const desk = await StaffDesk.open();
  const id = await desk.createProduct(name, [{ size: 'M', stock: 6 }]);
  const { data: product } = await api.get<ApiProduct>(`website/product/${id}`);

  // A shopper elsewhere buys pieces of M while the owner's form is open.
  const shopper = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  const account = await createAccount(shopper);
  const addressId = await addPuneAddress(shopper, 'Sana Shaikh', account.phone);
  const buyOne = () =>
    placePaidOrder(shopper, {
      userId: account.id,
      product,
      size: 'M',
      addressId,
      useWallet: false,
    });

  await openAdminAsOwner(page, `/admin/products/${id}`);
  const stock = page.getByLabel('Stock of size 1');
  await expect(stock).toHaveValue('6');
  await buyOne();
  await buyOne();

  // Fixing the name only: the two sales stand, and the form shows what is left.
  await page.getByLabel('Name').fill(`${name} (cotton)`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Product saved')).toBeVisible();
  await expect(stock).toHaveValue('4');

  // A count typed over a stock that has moved again is refused, naming the change.
  await buyOne();
  await stock.fill('10');
  await page.getByRole('button', { name: 'Save changes' }).click();
  const message =
    'The stock of size M changed from 4 to 3 while you were editing; check it and save again';
  await expect(page.locator('#sizes-message')).toHaveText(message);
  await expect(stock).toHaveValue('10');

  // Saved again, knowingly, the count is taken.
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.locator('#sizes-message')).toHaveCount(0);
  await expect
    .poll(async () => (await api.get<ApiProduct>(`website/product/${id}`)).data.sizes)
    .toEqual([{ size: 'M', stock: 10 }]);
  await shopper.dispose();
});
