/**
 * Injection as a shopper sees it: text that looks like markup or SQL, typed where a
 * shopper can type, comes back on screen exactly as typed, and nothing in it runs. (The server's
 * side, storage and JSON, is apps/server/test/security/injection.test.ts.)
 */
import type { Page } from '@playwright/test';
import { createAccount, storeLoginCopy } from '../support/auth';
import { expect, openPage, test, toast } from '../support/fixtures';

const IMG = '<img src=x onerror="window.__xss=1">';
const SCRIPT = '<script>window.__xss=2</script>';
const SQL = "'); DROP TABLE addresses; --";

/** Fails the test on any script the hostile text manages to run, alert boxes included. */
function watchForScripts(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main script')).toHaveCount(0);
  };
}

test('a search for markup is shown as the words typed and runs nothing', async ({ page }) => {
  const expectNothingRan = watchForScripts(page);
  // Server-rendered, then hydrated: both must keep it text.
  await openPage(page, `/products?search=${encodeURIComponent(IMG)}`);
  await expect(page.getByTestId('listing-title')).toHaveText(`Results for “${IMG}”`);
  await expectNothingRan();

  // Typed into the header's search box, with its suggestions open.
  await page.getByTestId('nav-search-toggle').click();
  const input = page.getByTestId('nav-search-input');
  await input.fill(SCRIPT);
  await input.press('Enter');
  await expect(page.getByTestId('listing-title')).toHaveText(`Results for “${SCRIPT}”`);
  await expectNothingRan();
});

test('an address with markup and SQL in it is kept and shown exactly as typed', async ({
  page,
}) => {
  const expectNothingRan = watchForScripts(page);
  const user = await createAccount(page.request);
  await storeLoginCopy(page, user);
  await openPage(page, '/address/add');
  await page.getByLabel('Full name').fill('Meera Deshpande');
  await page.getByLabel('Mobile number (10 digits)').fill(user.phone);
  await page.getByLabel('Pincode').fill('411004');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await page.getByLabel('House number and street').fill(`Flat 12 ${IMG} ${SQL}`);
  await page.getByLabel('Landmark (optional)').fill(SCRIPT);
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();

  await openPage(page, '/manage-address');
  const book = page.locator('main');
  await expect(book).toContainText(`Flat 12 ${IMG} ${SQL}`);
  await expect(book).toContainText(SCRIPT);
  await expectNothingRan();
});
