import { expect, test } from '@playwright/test';
import {
  adminMenuButton,
  loginToAdmin,
  openAdminAsOwner,
  openAdminNav,
  OWNER,
} from '../support/admin';
import { createAccount } from '../support/auth';

/**
 * The back office's frame: signing in and out, the nav a member may use, and a refused password.
 */

test.describe('back office shell', () => {
  test('the owner signs in, sees the nav and the welcome, and logs out to the login screen', async ({
    page,
  }) => {
    await loginToAdmin(page);
    await expect(page).toHaveURL(/\/admin\/?$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(
      page.getByText('Owner', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();

    const nav = await openAdminNav(page);
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    // The session is gone on the server too: the back office asks for a login again.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a browser signed in as a shopper is asked to sign in to the back office, and can', async ({
    page,
  }) => {
    await createAccount(page.request);
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await loginToAdmin(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('a wrong password is refused with the server’s message', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('E-mail').fill(OWNER.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('empty fields are named before anything is sent', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
      'Enter your e-mail address',
    );
    await expect(page.getByLabel('Password')).toHaveAccessibleDescription('Enter your password');
  });

  test('a page opened before signing in is where the login leads back to', async ({ page }) => {
    await loginToAdmin(page, '/admin/no-such-page');
    await expect(page).toHaveURL(/\/admin\/no-such-page$/);
    await expect(page.getByText('Page not found')).toBeVisible();
  });

  test('on a phone the nav sits in a drawer behind the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openAdminAsOwner(page);
    await expect(adminMenuButton(page)).toBeVisible();
    await adminMenuButton(page).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });
});
