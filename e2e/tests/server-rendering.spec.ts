import type { Page } from '@playwright/test';
import { capitalised, encodeId, type ApiProduct, type Envelope } from '../support/store-api';
import { expect, openPage, seedLoggedInUser, test } from '../support/fixtures';

// Listings render product art on first request; a busy shared machine needs the room.
test.describe.configure({ timeout: 120_000 });

/** Console errors and uncaught exceptions, hydration mismatches among them (apps/web/src/boot.tsx). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const rupees = (amount: number) => `₹${amount.toLocaleString('en-IN')}`;

/** The picture of the listing's twelfth card, below the first screen, scrolled to and drawn. */
async function pictureFurtherDown(page: Page) {
  const card = page.getByTestId('product-card').nth(11);
  await card.scrollIntoViewIfNeeded();
  const picture = card.locator('img[src]');
  await expect(picture).toHaveCount(1);
  // The server draws a product's art on its first request: give a busy machine the room.
  await expect
    .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
      timeout: 30_000,
    })
    .toBeGreaterThan(0);
  return picture;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  // What the server sends does not depend on the screen, so it is read once; the phone's first
  // paint of it is checked below, where the page hydrates without a layout shift.
  test.skip(({ isMobile }) => isMobile, 'the same HTML as at 1280 px');

  test('the home page shows its hero, categories and the hot deals the API lists', async ({
    page,
    api,
  }) => {
    const { data: deals } = await api.get<ApiProduct[]>('website/product', {
      hot_deal: 1,
      limit: 8,
    });
    const [category] = await api.activeTopCategories();
    await page.goto('/');
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(page.getByTestId('initial-loader')).toHaveCount(0);
    const rail = page.getByTestId('rail-hot-deals');
    await expect(rail.getByTestId('product-card')).toHaveCount(deals.length);
    await expect(rail).toContainText(deals[0]!.name);
    await expect(page.getByTestId('site-header')).toContainText(capitalised(category!.title));
  });

  test('a listing shows its products with prices and the count', async ({ page, api }) => {
    // The listing's own query: page 1 of 24 (apps/web's LISTING_PAGE_SIZE).
    const { data, pagination } = (await api.get<ApiProduct[]>('website/product', {
      page: 1,
      limit: 24,
    })) as Envelope<ApiProduct[]> & { pagination: { total: number } };
    await page.goto('/products');
    await expect(page.getByTestId('listing-title')).toHaveText('All Clothing');
    await expect(page.getByTestId('result-count')).toHaveText(
      ` · ${pagination.total.toLocaleString('en-IN')} products`,
    );
    const first = page.getByTestId('product-card').first();
    await expect(first).toContainText(data[0]!.name);
    await expect(first.getByTestId('price')).toContainText(rupees(data[0]!.price));
    // Pictures further down are in the HTML with their files, fetched lazily: they show here too.
    await pictureFurtherDown(page);
  });

  test('a product page shows the name, price and sizes', async ({ page, api }) => {
    const { product } = await api.productInStock();
    await page.goto(`/product/${encodeId(product.id)}/any-name`);
    await expect(page.getByTestId('product-name')).toHaveText(product.name);
    await expect(page.getByTestId('size-options')).toBeVisible();
    for (const { size } of product.sizes)
      await expect(page.getByTestId('size-options')).toContainText(size);
    await expect(page.locator('main')).toContainText(rupees(product.price));
  });

  test('the about page tells the store’s story under its own title', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page).toHaveTitle('About Us | Kesariya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'A small boutique with a big wardrobe',
    );
    await expect(page.locator('main')).toContainText('Fergusson College Road, Pune');
    await expect(page.getByTestId('site-header')).toBeVisible();
  });

  test('the FAQ lists the questions the store wrote', async ({ page, api }) => {
    const { data: faqs } = await api.get<{ question: string; answer: string }[]>('website/faq');
    await page.goto('/faq');
    await expect(page).toHaveTitle('Frequently Asked Questions | Kesariya');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    const list = page.getByTestId('faq-list');
    await expect(list).toContainText(faqs[0]!.question);
    await expect(list).toContainText(faqs.at(-1)!.question);
  });

  test('a policy page shows the policy’s title and text', async ({ page, api }) => {
    const policy = await api.policyPage(2);
    await page.goto(`/policy/${encodeId(policy.id)}/${policy.slug}`);
    await expect(page).toHaveTitle(`${policy.title} | Kesariya`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    const firstWords = policy.content
      .replace(/<[^>]*>/g, ' ')
      .trim()
      .split(/\s+/)
      .slice(0, 6);
    await expect(page.getByTestId('policy-page')).toContainText(firstWords.join(' '));
  });

  test('an unknown policy answers 404 with ways on', async ({ page }) => {
    const response = await page.goto(`/policy/${encodeId(99_999)}/gone`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("We couldn't find that page");
    await expect(page.getByRole('link', { name: 'Read the FAQ' })).toBeVisible();
  });

  test('a product that does not exist answers 404, with ways on to other products', async ({
    page,
  }) => {
    for (const path of [`/product/${encodeId(99_999_999)}/gone`, '/product/not-an-id/gone']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'We couldn’t find that product',
      );
      await expect(page.getByRole('link', { name: 'See new arrivals' })).toBeVisible();
    }
  });

  test("an unknown address answers 404 with 'Page Not Found' and the store's header", async ({
    page,
  }) => {
    const response = await page.goto('/clearance/sale/2019');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('back-to-last-page')).toHaveAttribute('href', '/');
  });
});

test.describe('with JavaScript', () => {
  // The content pages arrive rendered too: hydrating them moves nothing on the page.
  for (const path of ['/about-us', '/faq', '/policy/NA/cancellation-return-refund-policy']) {
    test(`${path} hydrates without a mismatch or a layout shift`, async ({ page }) => {
      const errors = collectErrors(page);
      await openPage(page, path);
      const shifted = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            new PerformanceObserver((list) =>
              resolve(
                (list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
                  .filter((shift) => !shift.hadRecentInput)
                  .reduce((sum, shift) => sum + shift.value, 0),
              ),
            ).observe({ type: 'layout-shift', buffered: true });
            // No entry at all: nothing shifted.
            setTimeout(() => resolve(0), 500);
          }),
      );
      expect(shifted).toBeLessThan(0.01);
      // It runs: the nav search opens.
      await page.getByTestId('nav-search-toggle').click();
      await expect(page.getByTestId('nav-search-input')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  for (const path of ['/', '/products', '/product/hot-deals']) {
    test(`${path} hydrates the server's HTML without a mismatch or an error`, async ({ page }) => {
      const errors = collectErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await openPage(page, path);
      // Something that only works once the app runs: the nav search opens.
      await page.getByTestId('nav-search-toggle').click();
      await expect(page.getByTestId('nav-search-input')).toBeVisible();
      expect(errors).toEqual([]);
      // The store's modules and checkout settings came with the page: the app, starting, asked
      // only for what is the shopper's own (the cart).
      expect(asked).toContain('/api/website/cart/cart-items');
      expect(asked).not.toContain('/api/admin/configuration');
      expect(asked).not.toContain('/api/website/checkout/razorpay-details');
    });
  }

  test('pictures further down a listing are fetched as they are scrolled to', async ({ page }) => {
    const errors = collectErrors(page);
    await openPage(page, '/products');
    const picture = await pictureFurtherDown(page);
    await expect(picture).toHaveAttribute('src', /\/media\/products\/\d+\/1-\d+\.webp$/);
    expect(errors).toEqual([]);
  });

  test('a 404 page hydrates without a mismatch, and its way back is the last page visited', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await openPage(page, '/faq');
    await openPage(page, '/no-such-page');
    await expect(page.getByTestId('back-to-last-page')).toHaveAttribute('href', '/faq');
    // The browser reports the page's own 404 status; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  });

  test('a product page hydrates and its buying box works', async ({ page, api }) => {
    const { product, size } = await api.productInStock();
    const errors = collectErrors(page);
    await openPage(page, `/product/${encodeId(product.id)}/any-name`);
    const option = page.getByTestId(`size-${size}`);
    await option.check();
    await expect(option).toBeChecked();
    // The app's own answer, not only the browser's: the stock line for the chosen size.
    await expect(page.getByTestId('stock-status')).toContainText(` in ${size}`);
    expect(errors).toEqual([]);
  });

  test('a signed-in shopper sees their account in the header once the page runs', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'phone', 'the account link is in the desktop header');
    await seedLoggedInUser(page);
    const errors = collectErrors(page);
    // The server renders for a guest; the browser knows the shopper and shows them after hydrating.
    await openPage(page, '/');
    await expect(page.getByTestId('nav-you')).toBeVisible();
    await expect(page.getByTestId('nav-login')).toHaveCount(0);
    // The seeded shopper has no server session, so their wishlist answers 401; nothing else fails.
    expect(errors.filter((e) => !e.includes('401 (Unauthorized)'))).toEqual([]);
  });
});
