import { request as apiRequest, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount, nextCode, smsAddress } from '../support/auth';
import { expect, isPhone, test, toast } from '../support/fixtures';
import { startFreshServer, type FreshServer } from '../support/fresh-server';

/**
 * The proof of work before a mobile OTP (docs/decisions/auth-and-sessions.md, OTP rules) at
 * production's cost, on a server of its own (the shared test server asks for less, as its accounts
 * are made in Node): the mobile panel fetches the challenge as it opens and solves it off the main
 * thread while the number is typed, Request OTP sends the solution, and the shopper sees nothing of
 * it.
 */

let server: FreshServer;
let api: APIRequestContext;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Production's cost is the default; only the outbox (development) is needed to read the code.
  server = await startFreshServer({ env: { DEMO_DATA: 'false' } });
  api = await apiRequest.newContext({ baseURL: server.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await server?.stop();
});

test.describe.configure({ timeout: 90_000 });

/** The account calls the page makes, in order, as "METHOD path". */
function watchAccountCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/website/user/')) calls.push(`${request.method()} ${pathname}`);
  });
  return calls;
}

test('logging in by mobile OTP solves the challenge in the background, before the code is sent', async ({
  page,
}, testInfo) => {
  const user = await createAccount(api);
  const calls = watchAccountCalls(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(`${server.baseURL}/contact`);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();

  const challengeAnswered = page.waitForResponse(/\/api\/website\/user\/otp-challenge$/);
  if (isPhone(testInfo)) await page.getByTestId('bottom-bar-profile').tap();
  else await page.getByTestId('nav-login').click();
  const dialog = page.getByRole('dialog', { name: 'Login or Sign Up' });
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('login-panel-mobile')).toBeVisible();
  const opened = await dialog.ariaSnapshot();
  expect((await challengeAnswered).ok()).toBe(true);

  // Typed key by key, as a shopper does, while the workers try numbers.
  await dialog.getByLabel('Mobile number').pressSequentially(user.phone, { delay: 30 });
  const sent = page.waitForRequest(/\/api\/website\/user\/send-otp-mobile$/);
  await dialog.getByRole('button', { name: 'Request OTP' }).click();
  const altcha = new URLSearchParams((await sent).postData() ?? '').get('altcha') ?? '';
  expect(JSON.parse(Buffer.from(altcha, 'base64').toString())).toMatchObject({
    algorithm: 'SHA-256',
    number: expect.any(Number),
  });
  await expect(toast(page, 'OTP sent successfully')).toBeVisible();
  const verify = page.getByRole('dialog', { name: 'Verify Mobile Number' });
  await expect(verify).toBeVisible();

  // The challenge was asked for before the code, and solved in workers, not on the page's thread.
  expect(calls.indexOf('GET /api/website/user/otp-challenge')).toBeGreaterThanOrEqual(0);
  expect(calls.indexOf('GET /api/website/user/otp-challenge')).toBeLessThan(
    calls.indexOf('POST /api/website/user/send-otp-mobile'),
  );
  expect(workers.some((url) => /otp-challenge\.worker/.test(url))).toBe(true);

  // Nothing extra for the shopper: the panel read the same while it was solved (the number
  // aside), no widget or frame, no word of a check.
  expect(opened).not.toMatch(/robot|captcha|verif|human|security/i);
  await expect(page.locator('altcha-widget, iframe')).toHaveCount(0);
  await expect(page.getByText(/reCAPTCHA|Security check/)).toHaveCount(0);

  const code = await nextCode(api, smsAddress(user.phone), 6);
  const loggedIn = toast(page, 'Login successful').first().waitFor({ timeout: 15_000 });
  await page.getByLabel('Mobile OTP digit 1').click();
  await page.keyboard.type(code);
  await loggedIn;
});

test('the panel looks the same before and after the challenge is solved', async ({
  page,
}, testInfo) => {
  // Held until the panel has been looked at, so the snapshot is the panel's before solving.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/website\/user\/otp-challenge$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.baseURL}/about-us`);
  await expect(page.locator('html[data-app-ready="true"]')).toBeAttached();
  if (isPhone(testInfo)) await page.getByTestId('bottom-bar-profile').tap();
  else await page.getByTestId('nav-login').click();
  const dialog = page.getByRole('dialog', { name: 'Login or Sign Up' });
  await expect(page.getByTestId('login-panel-mobile')).toBeVisible();
  const before = await dialog.ariaSnapshot();
  // Solved once the solver's workers are done (it ends them all when one has the number).
  const solved = new Promise<void>((resolve) =>
    page.on('worker', (worker) => {
      if (/otp-challenge\.worker/.test(worker.url())) worker.on('close', () => resolve());
    }),
  );
  release();
  await solved;
  expect(await dialog.ariaSnapshot()).toBe(before);
  await expect(page.getByText(/reCAPTCHA|Security check/)).toHaveCount(0);
});
