import type { Page, TestInfo } from '@playwright/test';
import {
  createAccount,
  expectReloadAfter,
  nextCode,
  passwordLoginStatus,
  readOutbox,
  sessionStatus,
  smsAddress,
  storeLoginCopy,
  uniqueEmail,
} from '../support/auth';
import { expect, isPhone, openPage, test } from '../support/fixtures';

/**
 * The login pages and the account page in a real browser against the built server: /login and
 * /registration hold the login panels without header and footer and log a shopper in; the shell's
 * login control is a link to /login that works without JavaScript and opens the modal with it; the
 * account page links to every page after the sale and changes the e-mail by a code sent to the new
 * address (docs/decisions/auth-and-sessions.md, OTP rules). Each test has its own phone and e-mail.
 */

// Logins wait 2 s before their reload, and scrypt runs on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Desktop: the nav's Login; phone: the bottom bar's Profile. */
function loginControl(page: Page, testInfo: TestInfo) {
  return page.getByTestId(isPhone(testInfo) ? 'bottom-bar-profile' : 'nav-login');
}

async function expectNoShell(page: Page) {
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(page.getByTestId('footer')).toHaveCount(0);
  await expect(page.getByTestId('bottom-bar')).toHaveCount(0);
}

/** Types a code as a shopper does: one key at a time from the first box. */
async function typeCode(page: Page, label: 'Mobile OTP' | 'E-mail OTP', code: string) {
  await page.getByLabel(`${label} digit 1`).click();
  await page.keyboard.type(code);
}

test.describe('the login pages', () => {
  test('/login holds the mobile entry without the shell and logs a shopper in', async ({
    page,
    request,
  }) => {
    const user = await createAccount(request);
    // After the login the shopper returns to the page visited before.
    await openPage(page, '/about-us');
    await openPage(page, '/login');
    await expectNoShell(page);
    const login = page.getByTestId('login-page');
    await expect(login.getByRole('heading', { level: 1, name: 'Login or Sign Up' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the store' })).toHaveAttribute(
      'href',
      '/about-us',
    );

    const seen = (await readOutbox(page.request, smsAddress(user.phone))).length;
    await login.getByLabel('Mobile number').fill(user.phone);
    await login.getByRole('button', { name: 'Request OTP' }).click();
    await expect(login.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
    const code = await nextCode(page.request, smsAddress(user.phone), 6, seen);
    await expectReloadAfter(page, () => typeCode(page, 'Mobile OTP', code));
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await sessionStatus(page)).toMatchObject({ status: 200, user: { id: user.id } });
  });

  test('/registration holds the sign-up panel without the shell and signs up by e-mail', async ({
    page,
  }) => {
    const email = uniqueEmail('register');
    await openPage(page, '/faq');
    await openPage(page, '/registration');
    await expectNoShell(page);
    const signup = page.getByTestId('login-page');
    await expect(
      signup.getByRole('heading', { level: 1, name: 'Complete Your Profile' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign up or log in with an OTP' })).toHaveAttribute(
      'href',
      '/login',
    );

    await signup.getByLabel('Full name').fill('Kavya Deshpande');
    await signup.getByLabel('E-mail').fill(email);
    await signup.getByRole('button', { name: 'Request Otp' }).click();
    await expect(signup.getByRole('heading', { name: 'Verify E-mail ID' })).toBeVisible();
    const code = await nextCode(page.request, email, 4);
    await typeCode(page, 'E-mail OTP', code);
    await expectReloadAfter(page, () => signup.getByRole('button', { name: 'Verify' }).click());
    await expect(page).toHaveURL(/\/faq$/);
    expect(await sessionStatus(page)).toMatchObject({ status: 200, user: { email } });
  });

  test('with JavaScript, the login control opens the modal on the page itself', async ({
    page,
  }, testInfo) => {
    await openPage(page, '/faq');
    const control = loginControl(page, testInfo);
    await expect(control).toHaveAttribute('href', '/login');
    await control.click();
    await expect(page.getByRole('dialog', { name: 'Login or Sign Up' })).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the login control is a link that still reaches the login page', async ({
      page,
    }, testInfo) => {
      await page.goto('/');
      const control = loginControl(page, testInfo);
      await expect(control).toHaveAttribute('href', '/login');
      await control.click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Login or Sign Up' })).toBeVisible();
      await expectNoShell(page);
      // The page says why its form is missing, inside <noscript> (which text locators skip).
      const text = await page.getByTestId('login-page').evaluate((el) => el.textContent);
      expect(text).toContain('Please turn on JavaScript in your browser to log in or sign up.');
    });
  });
});

test.describe('the account page', () => {
  test('links to every page after the sale', async ({ page }) => {
    const user = await createAccount(page.request);
    await storeLoginCopy(page, user);
    await openPage(page, '/my-account');
    const links = page.getByRole('navigation', { name: 'Account' });
    const expected: [string, string][] = [
      ['My Orders', '/orders'],
      ['On the Way', '/order/on-the-way'],
      ['Track an Order', '/product/track-order'],
      ['My Wallet', '/wallet'],
      ['Return & Replacements', '/return-replace-privacy'],
      ['Return Status', '/order/refund-replace-process/5'],
      ['Replace Status', '/order/refund-replace-process/6'],
      ['Customer Support', '/customer-support'],
      ['Address Book', '/manage-address'],
      ['Change Password', '/password-change'],
    ];
    for (const [name, href] of expected)
      await expect(links.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await links.getByRole('link', { name: 'On the Way' }).click();
    await expect(page).toHaveURL(/\/order\/on-the-way$/);
  });

  test('changes the e-mail by a code sent to the new address: the old one no longer logs in', async ({
    page,
    request,
  }) => {
    const password = 'saffron-123';
    const user = await createAccount(page.request, { password });
    await storeLoginCopy(page, user);
    await openPage(page, '/my-account');
    const email = page.getByTestId('contact-email');
    await expect(email.getByText(user.email)).toBeVisible();
    await expect(email.getByText('Not verified')).toBeVisible();
    await expect(
      page.getByTestId('contact-mobile').getByText('Verified', { exact: true }),
    ).toBeVisible();

    const next = uniqueEmail('changed');
    await email.getByRole('button', { name: 'Change e-mail address' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
    await dialog.getByLabel('Your password').fill(password);
    await dialog.getByLabel('New e-mail address').fill(next);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(dialog.getByText(`Enter the 4-digit code sent to ${next}`)).toBeVisible();
    const code = await nextCode(page.request, next, 4);
    const wrong = code === '0000' ? '1111' : '0000';
    await typeCode(page, 'E-mail OTP', wrong);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid Otp');
    await typeCode(page, 'E-mail OTP', code);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog).toBeHidden();
    await expect(email.getByText(next)).toBeVisible();
    await expect(email.getByText('Verified', { exact: true })).toBeVisible();

    expect(await passwordLoginStatus(request, user.email, password)).toBe(401);
    expect(await passwordLoginStatus(request, next, password)).toBe(200);
  });

  test('a module the store switched off leaves the menus, and its page says so', async ({
    page,
  }, testInfo) => {
    // Switched off in this browser only, by changing the configuration answer: switched off in
    // the back office (as admin-settings.spec.ts does) it would be off for the tests running beside
    // this one. apps/server/test/account/module-switches.test.ts reads a switch off from the database.
    await page.route('**/api/admin/configuration', async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { module_name: string; status: string }[] };
      body.data = body.data.map((m) => (m.module_name === 'wallet' ? { ...m, status: 'N' } : m));
      await route.fulfill({ response: answer, json: body });
    });
    const user = await createAccount(page.request);
    await storeLoginCopy(page, user);
    await openPage(page, '/my-account');
    const links = page.getByRole('navigation', { name: 'Account' });
    await expect(links.getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(links.getByRole('link', { name: 'My Wallet' })).toHaveCount(0);
    await expect(page.getByTestId('my-account-wallet')).toHaveCount(0);
    if (isPhone(testInfo)) {
      await page.getByTestId('mobile-menu-button').click();
      const menu = page.getByTestId('mobile-menu');
      await expect(menu.getByRole('link', { name: 'My Order' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'My Wallet' })).toHaveCount(0);
      await page.keyboard.press('Escape');
    }
    await openPage(page, '/wallet');
    await expect(page.getByRole('heading', { level: 1, name: 'My wallet' })).toBeVisible();
    await expect(page.getByText('This feature is not available right now.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
