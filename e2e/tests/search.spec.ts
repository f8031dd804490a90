import { expect, test, type Page } from '@playwright/test';
import { openPage } from '../support/fixtures';

// Listings render product art on first request; a busy shared machine needs the room.
test.describe.configure({ timeout: 120_000 });

async function openSearch(page: Page) {
  await openPage(page, '/');
  // Keyboard only: focus the toggle as Tab would and press Enter.
  await page.getByTestId('nav-search-toggle').focus();
  await page.keyboard.press('Enter');
  const input = page.getByTestId('nav-search-input');
  await expect(input).toBeFocused();
  return input;
}

test('search from the nav with the keyboard, open a product and choose a size in stock', async ({
  page,
}) => {
  const input = await openSearch(page);
  await expect(input).toHaveAttribute('placeholder', 'Search for products, categories... ');
  await page.keyboard.type('banarasi silk', { delay: 20 });
  await expect(page.getByTestId('search-loading')).toHaveText('⏳ Loading...');
  const productOption = page
    .locator('[data-testid="search-suggestion"][data-kind="product"]')
    .first();
  await expect(productOption).toBeVisible();
  const options = page.getByTestId('search-suggestion');
  const count = await options.count();
  expect(count).toBeLessThanOrEqual(9);
  // Arrow down to the first product suggestion.
  const kinds = await options.evaluateAll((els) => els.map((el) => el.getAttribute('data-kind')));
  const target = kinds.indexOf('product');
  for (let i = 0; i <= target; i++) await page.keyboard.press('ArrowDown');
  await expect(options.nth(target)).toHaveAttribute('aria-selected', 'true');
  const name = (await options.nth(target).locator('span span').first().textContent())!.trim();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/product\/[A-Za-z0-9+/]+\/[a-z0-9-]+/);
  await expect(page.getByTestId('product-name')).toHaveText(name);
  const size = page.getByTestId('size-options').getByRole('radio', { disabled: false }).first();
  await size.focus();
  await page.keyboard.press('Space');
  await expect(size).toBeChecked();
  await expect(page.getByTestId('stock-status')).toContainText(/In stock|Only \d+ left/);
});

test('a typo still finds Banarasi sarees, and the search is remembered', async ({ page }) => {
  const input = await openSearch(page);
  await input.fill('banarsi');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=banarsi$/);
  await expect(page.getByTestId('listing-title')).toContainText('banarsi');
  const names = page.getByTestId('product-grid').getByTestId('product-card').locator('h3');
  await expect(names.first()).toContainText(/Banarasi/i);
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('searchHistory') ?? '[]')),
  ).toEqual(['banarsi']);

  // Empty input shows the history, with its icon.
  await page.getByTestId('nav-search-toggle').click();
  await expect(page.locator('[data-testid="search-suggestion"][data-kind="history"]')).toHaveText([
    'banarsi',
  ]);
});

test('a category suggestion opens its listing with the category in the URL', async ({ page }) => {
  const input = await openSearch(page);
  await input.pressSequentially('banarsi');
  const category = page.locator('[data-testid="search-suggestion"][data-kind="category"]').first();
  await expect(category).toContainText('Banarasi Sarees');
  await category.click();
  await expect(page).toHaveURL(/\/products\?search=Banarasi\+Sarees&category=MTU$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});
