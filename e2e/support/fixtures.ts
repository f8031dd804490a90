import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { StoreApi } from './store-api';

export { expect };

/** A display copy of a user, as the login answer stores it in local storage. */
export interface SeededUser {
  id: number;
  first_name: string;
  last_name?: string;
  email?: string;
  phone?: string;
  wallet?: number;
}

export const SEEDED_USER: SeededUser = {
  id: 4242,
  first_name: 'Asha',
  last_name: 'Kulkarni',
  email: 'asha.kulkarni@example.in',
  phone: '9822012345',
  wallet: 0,
};

export const test = base.extend<{ api: StoreApi }>({
  api: async ({ request }, use) => {
    await use(new StoreApi(request));
  },
});

export function isPhone(testInfo: TestInfo): boolean {
  return testInfo.project.name === 'phone';
}

/**
 * Opens a path and waits until the shell has finished starting: the initial loading view is gone
 * (it covers the page while the first screen loads), the main landmark is there and the app runs.
 */
export async function openPage(page: Page, path: string): Promise<void> {
  // Product pictures are drawn by the server on first request: do not wait for every image.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await expect(page.getByTestId('initial-loader')).toHaveCount(0);
  await expect(page.locator('main#main-content')).toBeAttached();
  // Home, listings and product pages arrive rendered by the server: wait until the app runs them.
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
}

/** Once the browser has drawn the next two frames: what changed on screen has been laid out. */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * Makes the web app believe a shopper is logged in (local storage `info` and `isLoggedIn`) before
 * any of its code runs. There is no server session behind it: only the UI rules
 * that depend on the stored user can be checked this way.
 */
export async function seedLoggedInUser(page: Page, user: SeededUser = SEEDED_USER): Promise<void> {
  await page.addInitScript((info) => {
    window.localStorage.setItem('info', JSON.stringify(info));
    window.localStorage.setItem('isLoggedIn', 'true');
  }, user);
}

/** A toast of react-hot-toast (the message element carries role=status) with exactly this text. */
export function toast(page: Page, text: string): Locator {
  return page
    .locator('[role="status"][aria-live="polite"]')
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });
}

/**
 * The kind of a toast as a shopper sees it: react-hot-toast draws a red cross for errors and a
 * check mark in the success colour. Reads the icon's fill next to the message.
 */
export async function toastKind(message: Locator): Promise<'error' | 'success' | 'other'> {
  return message.evaluate((el) => {
    const bar = el.parentElement;
    if (!bar) return 'other';
    const colours = Array.from(bar.querySelectorAll<HTMLElement>('div')).map(
      (d) => getComputedStyle(d).backgroundColor,
    );
    if (colours.includes('rgb(255, 75, 75)')) return 'error';
    if (colours.includes('rgb(31, 111, 67)')) return 'success';
    return 'other';
  });
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
