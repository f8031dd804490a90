import { expect, test } from '@playwright/test';
import { API_AUTH_HEADER } from '../support/store-api';
import { startFreshServer, type FirstRunServer } from '../support/fresh-server';

/**
 * The back office's first run, on a server of its own with no owner (the shared test server has
 * one): /admin offers to create the owner, the setup code from the server's log is asked for, a
 * wrong one is refused by its field, the right one signs the new owner in, and neither the code
 * nor the offer works a second time. By keyboard, on a desktop and on a phone.
 */

let server: FirstRunServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  server = await startFreshServer();
});

test.afterAll(async () => {
  await server?.stop();
});

const OWNER = { name: 'Anita Joshi', password: 'anita-runs-the-shop-1' };

test('the first owner is created with the setup code from the log, once', async ({
  page,
}, testInfo) => {
  const email = `anita.${testInfo.project.name}@kesariya-owner.in`;
  await page.goto(`${server.baseURL}/admin`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('This store has no owner yet.')).toBeVisible();
  const offer = page.getByRole('link', { name: 'Set up the back office' });
  await offer.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { name: 'Set up the back office' })).toBeVisible();
  const code = page.getByLabel('Setup code');
  await expect(code).toBeFocused();
  // Every field by keyboard, in the order Tab takes.
  await page.keyboard.type('AAAA-BBBB-CCCC');
  for (const value of [OWNER.name, email, OWNER.password, OWNER.password]) {
    await page.keyboard.press('Tab');
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(code).toHaveAccessibleDescription(/That is not the setup code/);
  await expect(code).toBeFocused();
  await expect(page.getByLabel('E-mail')).toHaveValue(email);

  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(server.setupCode.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The code is spent: the server refuses it, and the screens no longer offer a setup.
  const again = await page.request.post(`${server.baseURL}/api/admin/setup`, {
    headers: API_AUTH_HEADER,
    form: { setup_code: server.setupCode, ...OWNER, email: `someone.else.${email}` },
  });
  expect(again.status()).toBe(409);
  await page.context().clearCookies();
  await page.goto(`${server.baseURL}/admin/login`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.goto(`${server.baseURL}/admin/setup`);
  await expect(page.getByText('This store already has an owner.')).toBeVisible();
  await expect(page.getByLabel('Setup code')).toHaveCount(0);
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page.getByText('This store has no owner yet.')).toHaveCount(0);

  // The owner signs in again with what they chose.
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
