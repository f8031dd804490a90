import type { Page } from '@playwright/test';
import { expect, test, toast } from '../support/fixtures';
import { readOutbox, smsAddress, uniquePhone } from '../support/auth';
import { encodeId } from '../support/store-api';

// A tap made before the app runs is not lost (docs/decisions/pages-and-performance.md, Pages that
// feel instant). The app's code is held back until the test has tapped, so each tap surely lands on
// the server's page before it is live. The Profile control and the listing's Filter are a phone's
// (390 px).
test.skip(({ isMobile }) => !isMobile, 'the controls of a phone');

/**
 * Holds the app (src/boot.tsx's chunk) until `release()`. `asked` settles once the page has asked
 * for it (the small entry runs, keeping taps, and the first screen is shown), with the time then.
 */
async function holdTheApp(page: Page): Promise<{ asked: Promise<number>; release: () => void }> {
  let release!: () => void;
  let asked!: (at: number) => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const askedFor = new Promise<number>((resolve) => (asked = resolve));
  await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    asked(Date.now());
    await released;
    await route.continue();
  });
  return { asked: askedFor, release };
}

async function expectNotLiveYet(page: Page) {
  await expect(page.locator('html[data-app-ready]')).toHaveCount(0);
}

test('the Profile control tapped before the app runs opens the login dialog, and Request OTP tapped then is sent once it runs', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  const profile = page.getByTestId('bottom-bar-profile');
  await expect(profile).toBeVisible();
  await app.asked;
  await expectNotLiveYet(page);
  await profile.tap();
  // The login dialog drawn with the page: it opens and takes typing without the app.
  const dialog = page.getByRole('dialog', { name: 'Login or Sign Up' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const phone = uniquePhone();
  await dialog.getByLabel('Mobile number').fill(phone);
  await dialog.getByRole('button', { name: 'Request OTP' }).tap();
  await expectNotLiveYet(page);

  app.release();
  // The app's modal takes the dialog over and sends the OTP to the number typed.
  await expect(toast(page, 'OTP sent successfully')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  const verify = page.getByRole('dialog', { name: 'Verify Mobile Number' });
  await expect(verify).toBeVisible();
  await expect(verify).toContainText(phone);
  expect(await readOutbox(page.request, smsAddress(phone))).toHaveLength(1);
});

test('Login with E-mail tapped in the drawn login dialog before the app runs opens the e-mail login once it does', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/', { waitUntil: 'commit' });
  await app.asked;
  await page.getByTestId('bottom-bar-profile').tap();
  await page.getByRole('button', { name: 'Login with E-mail' }).tap();
  await expectNotLiveYet(page);
  app.release();
  await expect(page.getByRole('dialog', { name: 'Login with E-mail' })).toBeVisible();
});

test('a size tapped before the app runs is chosen at once, and the app takes it over', async ({
  page,
  api,
}) => {
  const { product, size } = await api.productInStock();
  const app = await holdTheApp(page);
  await page.goto(`/product/${encodeId(product.id)}/any-name`, { waitUntil: 'commit' });
  const option = page.getByTestId(`size-${size}`);
  await app.asked;
  await expectNotLiveYet(page);
  // A real radio input in its label: the browser chooses it, no app needed.
  await page.getByTestId('size-options').locator('label', { has: option }).tap();
  await expect(option).toBeChecked();
  await expect(page.getByTestId('stock-status')).toBeEmpty();

  app.release();
  await expect(page.getByTestId('stock-status')).toContainText(` in ${size}`);
  await expect(option).toBeChecked();
});

async function productCount(page: Page): Promise<number> {
  return Number(((await page.getByTestId('result-count').textContent()) ?? '').replace(/\D/g, ''));
}

test('a listing’s Filter tapped before the app runs opens at once, and the app takes over a size ticked then', async ({
  page,
}) => {
  const app = await holdTheApp(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await expect(page.getByTestId('result-count')).toContainText('products');
  const all = await productCount(page);
  await app.asked;
  await expectNotLiveYet(page);
  // The sheet is the page's own dialog and the Filter button opens it by name: no app needed.
  await page.getByTestId('open-filters').tap();
  const sheet = page.getByTestId('filter-sheet');
  await expect(sheet).toBeVisible();
  const size = sheet.getByTestId('filter-size-XXXL');
  await size.tap();
  await expect(size).toBeChecked();
  await expectNotLiveYet(page);

  app.release();
  await expect(page).toHaveURL(/size=XXXL/);
  await expect(size).toBeChecked();
  await sheet.getByTestId('filter-sheet-done').tap();
  await expect(sheet).toBeHidden();
  await expect.poll(() => productCount(page)).toBeLessThan(all);
});

test('the filter sheet sent before the app runs loads the filtered listing', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/products?sort=price_asc', { waitUntil: 'commit' });
  await expect(page.getByTestId('result-count')).toContainText('products');
  const all = await productCount(page);
  await app.asked;
  await page.getByTestId('open-filters').tap();
  const sheet = page.getByTestId('filter-sheet');
  await sheet.getByTestId('filter-size-XXXL').tap();
  await sheet.getByTestId('filter-sheet-done').tap();
  // A plain GET form: the server draws the filtered listing, the sort kept.
  await expect(page).toHaveURL(/\/products\?sort=price_asc&.*size=XXXL/);
  await expect.poll(() => productCount(page)).toBeLessThan(all);
  await expect(page.getByTestId('active-filters').last()).toContainText('XXXL');
  app.release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  await expect(page.getByTestId('filter-sheet')).toBeHidden();
});

test('a sort chosen before the app runs loads the sorted listing', async ({ page }) => {
  const app = await holdTheApp(page);
  await page.goto('/products', { waitUntil: 'commit' });
  await app.asked;
  await page.getByTestId('open-sort').tap();
  // Each sort is a link to the listing so sorted.
  await page.getByTestId('sort-sheet').getByRole('radio', { name: 'Price: Low to High' }).tap();
  await expect(page).toHaveURL(/\/products\?sort=price_asc$/);
  await expectNotLiveYet(page);
  app.release();
  await page.getByTestId('open-sort').tap();
  await expect(
    page.getByTestId('sort-sheet').getByRole('radio', { name: 'Price: Low to High' }),
  ).toHaveAttribute('aria-checked', 'true');
});

test('the footer’s Subscribe tapped as the page goes live is answered, not lost', async ({
  page,
}) => {
  // The footer's code arrives well after the rest of the app, as it may on a slow line: the page
  // must not go live with a footer whose code is missing (a tap there would submit the bare form
  // and load the page again).
  await page.route(/\/assets\/footer-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  await expect(page.locator('html[data-app-ready]')).toBeAttached({ timeout: 15_000 });
  await page.getByTestId('newsletter-form').getByRole('button', { name: 'Subscribe' }).tap();
  await expect(toast(page, 'Email is required!')).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('a listing fetches the pictures further down only as they come near', async ({ page }) => {
  const pictures: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') pictures.push(new URL(request.url()).pathname);
  });
  await page.goto('/products');
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
  // In the server's HTML with their files (valid, and shown without JavaScript), fetched lazily by
  // the browser: the last card's is not asked for while the shopper is at the top of the page.
  const last = page.getByTestId('product-card').last().locator('img');
  const lastPath = new URL(
    await last.evaluate((img: HTMLImageElement) => img.src),
    page.url(),
  ).pathname.replace(/-\d+\.webp$/, '');
  expect(pictures.filter((path) => path.startsWith(lastPath))).toEqual([]);
  await last.scrollIntoViewIfNeeded();
  await expect
    .poll(() => pictures.filter((path) => path.startsWith(lastPath)).length)
    .toBeGreaterThan(0);
});

test('a product page asks for its app only once its first screen’s picture is drawn', async ({
  page,
  api,
}) => {
  const { product } = await api.productInStock();
  const app = await holdTheApp(page);
  await page.goto(`/product/${encodeId(product.id)}/any-name`, { waitUntil: 'commit' });
  const askedAt = await app.asked;
  // Files that arrive before the largest paint count as needed for it in Lighthouse's simulation
  // of a slow phone: the page's largest paint so far (its first picture) came before the app.
  const paintedAt = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const largest = list.getEntries().at(-1) as PerformanceEntry & { renderTime: number };
          resolve(performance.timeOrigin + (largest.renderTime || largest.startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(paintedAt).toBeLessThanOrEqual(askedAt);
  app.release();
  await expect(page.locator('html[data-app-ready]')).toHaveCount(1);
});
