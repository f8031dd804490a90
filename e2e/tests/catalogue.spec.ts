import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/fixtures';

// Listings render product art on first request; a busy shared machine needs the room.
test.describe.configure({ timeout: 120_000 });

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 1024;

async function prices(page: Page): Promise<number[]> {
  const grid = page.getByTestId('product-grid');
  await expect(grid).toBeVisible();
  const texts = await grid
    .getByTestId('price')
    .locator(':scope > span:first-child')
    .allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, '')));
}

const isAscending = (list: number[]) => list.every((price, i) => i === 0 || list[i - 1]! <= price);

async function chooseSort(page: Page, label: string) {
  if (isPhone(page)) {
    await page.getByTestId('open-sort').click();
    await page.getByTestId('sort-sheet').getByRole('radio', { name: label }).click();
  } else {
    await page.getByTestId('sort-select').selectOption({ label });
  }
}

test('sorting by price really orders the listing, and Back undoes it', async ({ page }) => {
  await openPage(page, '/products');
  await expect(page.getByTestId('product-grid')).toBeVisible();
  const before = await prices(page);
  expect(before.length).toBeGreaterThan(4);
  expect(isAscending(before)).toBe(false);
  await chooseSort(page, 'Price: Low to High');
  await expect(page).toHaveURL(/sort=price_asc/);
  // The router commits the new listing in a transition: the URL can change a moment before the
  // grid does, so the grid is read until it has been redrawn.
  await expect.poll(async () => isAscending(await prices(page))).toBe(true);
  const up = await prices(page);
  expect(up.length).toBeGreaterThan(4);

  await chooseSort(page, 'Price: High to Low');
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect.poll(async () => (await prices(page))[0]).toBeGreaterThan(up[up.length - 1]!);
  const down = await prices(page);
  expect([...down].sort((a, b) => b - a)).toEqual(down);

  await page.goBack();
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect.poll(async () => (await prices(page))[0]).toBe(up[0]);
});

test('a size and a colour filter narrow the listing; clear filters brings everything back', async ({
  page,
}) => {
  await openPage(page, '/products');
  const count = page.getByTestId('result-count');
  await expect(count).toContainText('products');
  const all = Number((await count.textContent())!.replace(/\D/g, ''));

  const panel = isPhone(page) ? page.getByTestId('filter-sheet') : page.locator('aside');
  if (isPhone(page)) {
    await page.getByTestId('open-filters').click();
    await expect(panel).toBeVisible();
  }
  await panel.getByTestId('filter-size-XXXL').click();
  await expect(page).toHaveURL(/size=XXXL/);
  await panel.getByTestId('filter-colour-red').click();
  await expect(page).toHaveURL(/color=Red/);
  if (isPhone(page)) await page.getByTestId('filter-sheet-done').click();
  await expect
    .poll(async () => Number(((await count.textContent()) ?? '').replace(/\D/g, '')))
    .toBeLessThan(all);
  // Every card left offers XXXL.
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await page
    .getByTestId('active-filters')
    .getByRole('button', { name: 'Clear all' })
    .last()
    .click();
  await expect(page).not.toHaveURL(/size=/);
  await expect(count).toContainText(all.toLocaleString('en-IN'));
});

test('the price filter starts from the price bounds and a range narrows the prices', async ({
  page,
}) => {
  await openPage(page, '/product/hot-deals');
  if (isPhone(page)) await page.getByTestId('open-filters').click();
  const scope = isPhone(page) ? page.getByTestId('filter-sheet') : page.locator('aside');
  const min = scope.getByTestId('filter-price-min');
  await expect(min).not.toHaveValue('');
  await min.fill('1000');
  await scope.getByTestId('filter-price-max').fill('3000');
  await scope.getByTestId('filter-price-apply').click();
  await expect(page).toHaveURL(/min_price=1000&max_price=3000/);
  if (isPhone(page)) await page.getByTestId('filter-sheet-done').click();
  await expect
    .poll(async () => (await prices(page)).filter((price) => price < 1000 || price > 3000))
    .toEqual([]);
  expect((await prices(page)).length).toBeGreaterThan(0);
});

test('the encoded product URL round-trips; a stale name resolves and a bad id is a friendly not-found', async ({
  page,
}) => {
  await openPage(page, '/products?sort=newest');
  const first = page.getByTestId('product-card').first();
  const href = (await first.locator('a').first().getAttribute('href'))!;
  expect(href).toMatch(/^\/product\/[A-Za-z0-9+/]+\/[^/]+$/);
  await first.locator('a').first().click();
  await expect(page).toHaveURL(href);
  const name = await page.getByTestId('product-name').textContent();

  const stale = href.replace(/\/[^/]+$/, '/an-old-name');
  await openPage(page, stale);
  await expect(page.getByTestId('product-name')).toHaveText(name!);
  await expect(page).toHaveURL(href);
  await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
    'href',
    new URL(href, page.url()).href,
  );
  await expect(page).toHaveTitle(`${name} | Kesariya`);

  await openPage(page, '/product/not-an-id!/whatever');
  await expect(page.getByTestId('product-not-found')).toBeVisible();
  await openPage(page, '/product/OTk5OTk5/gone');
  await expect(page.getByTestId('product-not-found')).toBeVisible();
});

test('Add to Cart asks for a size first, then adds', async ({ page }) => {
  await openPage(page, '/product/best-seller');
  await page.getByTestId('product-card').first().locator('a').first().click();
  const add = isPhone(page)
    ? page.getByTestId('sticky-add-to-cart')
    : page.getByTestId('add-to-cart');
  await add.click();
  await expect(page.getByTestId('size-error')).toHaveText('Please select a size');
  await page.getByTestId('size-options').getByRole('radio', { disabled: false }).first().check();
  await add.click();
  await expect(page.getByText('Product added to cart')).toBeVisible();
});
