import { expect, type Page } from '@playwright/test';
import staffAccount from './staff-account.json' with { type: 'json' };
import { ownerSession } from './staff';

/** The owner account the test server seeds (support/start-server.mjs). */
export const OWNER = staffAccount;

/**
 * Signs the seeded owner in to the back office through its login screen, the way a person does,
 * and waits for the shell. Starts at `path` (a back office page, e.g. '/admin/orders'): the login
 * screen returns there afterwards.
 */
export async function loginToAdmin(page: Page, path = '/admin'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('button', { name: 'Log out' }).or(adminMenuButton(page)),
  ).toBeVisible();
}

/**
 * Opens a back office page as the owner, in the worker's shared owner session (support/staff.ts)
 * rather than through the login screen: the tests of the login itself use `loginToAdmin`.
 */
export async function openAdminAsOwner(page: Page, path = '/admin'): Promise<void> {
  const { cookies } = await (await ownerSession()).storageState();
  await page.context().addCookies(cookies);
  await page.goto(path);
  await expect(
    page.getByRole('button', { name: 'Log out' }).or(adminMenuButton(page)),
  ).toBeVisible();
}

/** The phone layout's menu button; the sidebar is always there from 1024 px up. */
export function adminMenuButton(page: Page) {
  return page.getByRole('button', { name: 'Open menu' });
}

/** Opens the back office's nav: the sidebar on a desktop, the drawer on a phone. */
export async function openAdminNav(page: Page) {
  const menu = adminMenuButton(page);
  if (await menu.isVisible()) await menu.click();
  return page.getByRole('navigation', { name: 'Back office' }).filter({ visible: true });
}
