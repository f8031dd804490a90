import { expect, test } from '@playwright/test';
import { framesDrawn, openPage } from '../support/fixtures';

test.describe.configure({ timeout: 90_000 });

const scrollY = (page: import('@playwright/test').Page) => page.evaluate(() => window.scrollY);

test('a product opens at its top, and Back returns to the same place in the listing', async ({
  page,
}) => {
  await openPage(page, '/products');
  const cards = page.getByTestId('product-card');
  await expect(cards.nth(11)).toBeVisible();
  // Down to the third row or so (centred, so the click needs no scrolling), then open a product.
  await cards.nth(11).evaluate((card) => card.scrollIntoView({ block: 'center' }));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
  const listingY = await scrollY(page);
  const card = cards.nth(11);
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.locator('a').first().click();

  await expect(page.getByTestId('product-name')).toHaveText(name);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/products$/);
  await expect(cards.nth(11)).toBeVisible();
  await expect.poll(() => scrollY(page)).toBeGreaterThan(listingY - 40);
  expect(await scrollY(page)).toBeLessThan(listingY + 40);
});

test('Back to the home page returns to the rail a product was opened from', async ({ page }) => {
  await openPage(page, '/');
  // Down the page as a shopper scrolls, a screen at a time, each drawn before the next.
  for (let i = 0; i < 8; i++) {
    await page.evaluate(() => window.scrollBy(0, innerHeight * 0.8));
    await framesDrawn(page);
  }
  const card = page.getByTestId('rail-new-arrivals').getByTestId('product-card').first();
  await card.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const top = () => card.evaluate((element) => Math.round(element.getBoundingClientRect().top));
  const shownAt = await top();
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.locator('a').first().click();
  await expect(page.getByTestId('product-name')).toHaveText(name);

  await page.goBack();
  await expect(card.getByRole('heading')).toHaveText(name);
  await expect.poll(top).toBeGreaterThan(shownAt - 40);
  expect(await top()).toBeLessThan(shownAt + 40);
});

test('choosing a sort keeps the shopper where they are; the next page starts at the top', async ({
  page,
}) => {
  await openPage(page, '/products');
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  await page.evaluate(() => window.scrollTo(0, 150));
  await expect.poll(() => scrollY(page)).toBe(150);
  if (phone) {
    await page.getByTestId('open-sort').click();
    await page.getByTestId('sort-sheet').getByRole('radio', { name: "What's New" }).click();
  } else {
    await page.getByTestId('sort-select').selectOption({ label: "What's New" });
  }
  await expect(page).toHaveURL(/sort=newest/);
  await expect(page.getByTestId('product-grid')).toBeVisible();
  expect(await scrollY(page)).toBeGreaterThan(100);

  // The sorted page's own links, once its products have come, not the unsorted page's that they
  // replace.
  const pageTwo = page.getByTestId('page-2');
  await expect(pageTwo).toHaveAttribute('href', /sort=newest/);
  // Straight down to them, as a flick takes a shopper past cards not yet on screen: the page stays
  // still under the finger (cards drawn late once moved it, and the tap missed).
  await pageTwo.evaluate((link) => link.scrollIntoView({ block: 'center' }));
  const top = () => pageTwo.evaluate((link) => Math.round(link.getBoundingClientRect().top));
  const landed = await top();
  await framesDrawn(page);
  await page.waitForTimeout(100);
  expect(await top()).toBe(landed);
  await pageTwo.click();
  await expect(page).toHaveURL(/page=2/);
  await expect.poll(() => scrollY(page)).toBe(0);
});
