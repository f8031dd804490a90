import type { Locator, Page, TestInfo } from '@playwright/test';
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
  uniquePhone,
  type AccountRecord,
} from '../support/auth';
import { expect, isPhone, openPage, test, toast } from '../support/fixtures';

/**
 * Accounts in a real browser against the built server (docs/decisions/storefront-screens.md, Login
 * modal flow; docs/decisions/auth-and-sessions.md, OTP rules; docs/decisions/api-and-validation.md,
 * Validation messages): codes come from the development outbox, never from an answer. Every test
 * has its own phone and e-mail, so the tests run in parallel and on both projects against one
 * server.
 */

// Whole journeys with the 2 s and 1 s reload delays and scrypt hashing on the server:
// on a busy 2-core machine some take close to a minute, so they get twice the suite's 45 s.
test.describe.configure({ timeout: 90_000 });

const modal = (page: Page) => page.getByRole('dialog');
const panel = (page: Page, name: string) => page.getByTestId(`login-panel-${name}`);

/** Desktop: the nav's Login; phone: the bottom bar's Profile. */
async function openLoginModal(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) await page.getByTestId('bottom-bar-profile').click();
  else await page.getByTestId('nav-login').click();
  await expect(panel(page, 'mobile')).toBeVisible();
  await expect(modal(page).getByRole('heading', { name: 'Login or Sign Up' })).toBeVisible();
}

/** Types a code the way a shopper does: one key at a time from the first box, focus moving on. */
async function typeCode(
  page: Page,
  label: 'Mobile OTP' | 'E-mail OTP',
  code: string,
): Promise<void> {
  await page.getByLabel(`${label} digit 1`).click();
  await page.keyboard.type(code);
}

async function requestMobileOtp(page: Page, phone: string): Promise<number> {
  const seen = (await readOutbox(page.request, smsAddress(phone))).length;
  await modal(page).getByLabel('Mobile number').fill(phone);
  await modal(page).getByRole('button', { name: 'Request OTP' }).click();
  await expect(toast(page, 'OTP sent successfully')).toBeVisible();
  await expect(panel(page, 'mobile_otp')).toBeVisible();
  await expect(modal(page).getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
  return seen;
}

/** The logged-in entries: You in the nav (desktop), Logout in the menu (phone). */
async function expectLoggedIn(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) {
    await expect(page.getByTestId('bottom-bar-profile')).toHaveAttribute('href', '/my-account');
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByTestId('mobile-menu');
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login or Sign Up' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  } else {
    await expect(page.getByTestId('nav-you')).toBeVisible();
    await expect(page.getByTestId('nav-you')).toHaveAttribute('href', '/my-account');
    await expect(page.getByTestId('nav-login')).toHaveCount(0);
  }
}

async function expectLoggedOut(page: Page, testInfo: TestInfo): Promise<void> {
  if (isPhone(testInfo)) {
    // Logged out, Profile is the link to the login page that the login modal takes over.
    await expect(page.getByTestId('bottom-bar-profile')).toHaveAttribute('href', '/login');
  } else {
    await expect(page.getByTestId('nav-login')).toBeVisible();
    await expect(page.getByTestId('nav-you')).toHaveCount(0);
  }
}

/**
 * A toast that shows just before a reload (2 s after a login, 1 s after a logout): watched from
 * before the click, so a slow machine cannot let it come and go unseen between two polls.
 */
function watchToast(page: Page, text: string): Promise<void> {
  return toast(page, text).first().waitFor({ state: 'visible', timeout: 15_000 });
}

/** The display copy the app keeps in local storage. */
async function storedInfo(page: Page): Promise<AccountRecord | null> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem('info');
    return raw ? (JSON.parse(raw) as AccountRecord) : null;
  });
}

/** A message under a form field: the panels show it inline (role=alert) as well as in a toast. */
function fieldMessage(scope: Locator, text: string): Locator {
  return scope.getByRole('alert').filter({ hasText: text });
}

test.describe('sign up by mobile OTP', () => {
  test('verifies the phone, completes the profile, shows the reward once and logs in', async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone();
    const email = uniqueEmail('signup');
    // After sign-up the shopper returns to the last visited page.
    await openPage(page, '/about-us');
    await openLoginModal(page, testInfo);
    const seen = await requestMobileOtp(page, phone);
    await expect(modal(page).getByText(`+91 ${phone}`)).toBeVisible();
    await expect(modal(page).getByTestId('otp-countdown')).toHaveText(/^in 0[12]:\d\d$/);

    const code = await nextCode(page.request, smsAddress(phone), 6, seen);
    // No Verify click: the sixth digit submits.
    await typeCode(page, 'Mobile OTP', code);
    await expect(toast(page, 'Mobile number verified successfully')).toBeVisible();
    await expect(panel(page, 'signup')).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();

    await modal(page).getByLabel('Full name').fill('Asha Kulkarni');
    await modal(page).getByLabel('E-mail').fill(email);
    const created = page.waitForResponse((r) => r.url().endsWith('/api/website/user/create'));
    let answer:
      { status: boolean; message: string; is_registered: boolean; data: AccountRecord } | undefined;
    // 2 s later the page reloads on the last visited page, and the registration popup greets.
    await expectReloadAfter(page, async () => {
      // The server's message, shown as the toast.
      const shown = watchToast(page, 'Registration successful');
      await modal(page).getByRole('button', { name: 'Submit' }).click();
      answer = (await (await created).json()) as typeof answer;
      await shown;
    });
    if (!answer) throw new Error('no sign-up answer');
    expect(answer).toMatchObject({
      status: true,
      message: 'Registration successful',
      is_registered: true,
    });
    expect(answer.data).toMatchObject({ phone, email, first_name: 'Asha', last_name: 'Kulkarni' });
    await expect(page).toHaveURL(/\/about-us$/);
    const popup = page.getByTestId('registration-popup');
    await expect(popup).toBeVisible();
    await expect(popup).toContainText("You've joined successfully and received a special reward.");
    // The default registration reward (SIGNUP_REWARD_RUPEES) lands in the wallet.
    expect(answer.data.wallet).toBe(100);
    await expect(popup).toContainText(`Rs.${answer.data.wallet}`);
    await popup.getByRole('button', { name: 'GO TO SHOPPING' }).click();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);

    await page.reload();
    await expect(page.getByTestId('initial-loader')).toHaveCount(0);
    await expect(page.locator('main#main-content')).toBeAttached();
    await expectLoggedIn(page, testInfo);
    await expect(page.getByTestId('registration-popup')).toHaveCount(0);
    expect(await storedInfo(page)).toMatchObject({ id: answer.data.id, phone, email });
    expect(await sessionStatus(page)).toMatchObject({
      status: 200,
      user: { id: answer.data.id, phone, wallet: answer.data.wallet },
    });
  });

  test("a wrong code answers 'Invalid OTP!' and the right one still works", async ({
    page,
  }, testInfo) => {
    const phone = uniquePhone();
    await openPage(page, '/');
    await openLoginModal(page, testInfo);
    const seen = await requestMobileOtp(page, phone);
    const code = await nextCode(page.request, smsAddress(phone), 6, seen);
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, 'Mobile OTP', wrong);
    await expect(fieldMessage(modal(page), 'Invalid OTP!')).toBeVisible();
    await expect(panel(page, 'mobile_otp')).toBeVisible();
    await typeCode(page, 'Mobile OTP', code);
    await expect(panel(page, 'signup')).toBeVisible();
  });
});

test.describe('logout', () => {
  test('asks for confirmation, ends the server session and shows Login again', async ({
    page,
  }, testInfo) => {
    const user = await createAccount(page.request);
    await storeLoginCopy(page, user);
    await openPage(page, '/about-us');
    expect((await sessionStatus(page)).status).toBe(200);

    if (isPhone(testInfo)) {
      await page.getByTestId('mobile-menu-button').click();
      await page.getByTestId('mobile-menu').getByRole('button', { name: 'Logout' }).click();
    } else {
      // Desktop: You leads to the account screen, which offers the same Logout.
      await page.getByTestId('nav-you').click();
      await expect(page).toHaveURL(/\/my-account$/);
      await expect(page.getByTestId('my-account-details')).toContainText(user.email);
      await page.getByTestId('my-account-logout').click();
    }
    const confirm = page.getByRole('alertdialog', { name: 'Logout' });
    await expect(confirm).toContainText('Are you sure you want to log out from this device?');
    await expect(confirm.getByRole('button', { name: 'No' })).toBeVisible();
    // The reload 1 s later starts the app logged out.
    await expectReloadAfter(page, async () => {
      const shown = watchToast(page, 'Logged out successfully');
      await confirm.getByRole('button', { name: 'Yes' }).click();
      await shown;
      await expect(page).toHaveURL(/\/$/);
      await expect(confirm).toHaveCount(0);
      await expect(page.getByTestId('mobile-menu')).toBeHidden();
    });
    await expect(page).toHaveURL(/\/$/);
    await expectLoggedOut(page, testInfo);
    expect(await storedInfo(page)).toBeNull();
    expect(await page.evaluate(() => window.localStorage.getItem('isLoggedIn'))).toBeNull();
    expect((await sessionStatus(page)).status).toBe(401);
  });
});

test.describe('log in by mobile OTP', () => {
  test('an existing account is logged in straight after the code', async ({
    page,
    request,
  }, testInfo) => {
    // Made in another cookie jar: this browser is a guest that has never seen the account.
    const user = await createAccount(request);
    await openPage(page, '/contact');
    await expectLoggedOut(page, testInfo);
    await openLoginModal(page, testInfo);
    const seen = await requestMobileOtp(page, user.phone);
    const code = await nextCode(page.request, smsAddress(user.phone), 6, seen);
    await expectReloadAfter(page, async () => {
      const shown = watchToast(page, 'Login successful');
      await typeCode(page, 'Mobile OTP', code);
      await shown;
      await expect(panel(page, 'signup')).toHaveCount(0);
    });
    await expect(page).toHaveURL(/\/contact$/);
    await expectLoggedIn(page, testInfo);
    // Only a sign-up earns the popup.
    await expect(page.getByTestId('registration-popup')).toHaveCount(0);
    expect(await storedInfo(page)).toMatchObject({ id: user.id, phone: user.phone });
    expect(await sessionStatus(page)).toMatchObject({ status: 200, user: { id: user.id } });
  });
});

test.describe('log in by e-mail and password', () => {
  test('shows every validation message, the server refusal, then logs in', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createAccount(request, {
      email: uniqueEmail('password'),
      password: 'jasmine-garden',
      proveEmail: true,
    });
    await openPage(page, '/faq');
    await openLoginModal(page, testInfo);
    await modal(page).getByRole('button', { name: 'Login with E-mail' }).click();
    await expect(panel(page, 'email')).toBeVisible();
    const form = panel(page, 'email');
    const email = form.getByLabel('E-mail');
    const password = form.getByLabel('Password', { exact: true });
    const login = form.getByRole('button', { name: 'Login', exact: true });

    // docs/decisions/api-and-validation.md, Validation messages, verbatim.
    const cases: [string, string, string][] = [
      ['', '', 'Email and password are required'],
      ['', 'jasmine-garden', 'Email is required'],
      ['asha.example.in', 'jasmine-garden', 'Invalid email format'],
      ['asha@@example.in', 'jasmine-garden', 'Invalid email domain'],
      ['asha@example..in', 'jasmine-garden', 'Invalid email domain'],
      [user.email, '', 'Password is required'],
    ];
    for (const [typedEmail, typedPassword, message] of cases) {
      await email.fill(typedEmail);
      await password.fill(typedPassword);
      await login.click();
      await expect(fieldMessage(form, message)).toBeVisible();
    }

    await email.fill(user.email);
    await password.fill('jasmine-gardens');
    await login.click();
    // One message for an unknown address and a wrong password (docs/decisions/auth-and-sessions.md,
    // Passwords and login failures).
    await expect(fieldMessage(form, 'Invalid email or password')).toBeVisible();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();

    // The show/hide toggle.
    await expect(password).toHaveAttribute('type', 'password');
    await form.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');

    await password.fill(user.password);
    await expectReloadAfter(page, async () => {
      const shown = watchToast(page, 'Login successful');
      await login.click();
      await shown;
    });
    await expect(page).toHaveURL(/\/faq$/);
    await expectLoggedIn(page, testInfo);
    expect(await sessionStatus(page)).toMatchObject({
      status: 200,
      user: { id: user.id, email: user.email },
    });
  });
});

test.describe('forgotten password', () => {
  test('resets by e-mail OTP; the new password logs in, the old one does not', async ({
    page,
    request,
  }, testInfo) => {
    const user = await createAccount(request, {
      email: uniqueEmail('forgot'),
      password: 'old-marigold',
      proveEmail: true,
    });
    await openPage(page, '/');
    await openLoginModal(page, testInfo);
    await modal(page).getByRole('button', { name: 'Login with E-mail' }).click();
    await panel(page, 'email').getByRole('button', { name: 'Forgot your password?' }).click();
    const forgot = panel(page, 'forgot_password');
    await expect(forgot).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Forgot Password' })).toBeVisible();

    await forgot.getByRole('button', { name: 'Request OTP' }).click();
    await expect(fieldMessage(forgot, 'Email is required')).toBeVisible();

    const seen = (await readOutbox(request, user.email)).length;
    await forgot.getByLabel('E-mail').fill(user.email);
    await forgot.getByRole('button', { name: 'Request OTP' }).click();
    await expect(toast(page, 'OTP sent successfully')).toBeVisible();
    const otpPanel = panel(page, 'email_otp');
    await expect(otpPanel).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Verify E-mail ID' })).toBeVisible();
    await expect(otpPanel.getByText(user.email)).toBeVisible();

    // Four boxes; an empty submit has its own message.
    await otpPanel.getByRole('button', { name: 'Verify' }).click();
    await expect(fieldMessage(otpPanel, 'OTP is require !')).toBeVisible();
    const code = await nextCode(request, user.email, 4, seen);
    await typeCode(page, 'E-mail OTP', code);
    await otpPanel.getByRole('button', { name: 'Verify' }).click();

    const reset = panel(page, 'reset');
    await expect(reset).toBeVisible();
    await expect(modal(page).getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const submitReset = reset.getByRole('button', { name: 'Reset Password' });
    await reset.getByLabel('New password').fill('rose');
    await submitReset.click();
    await expect(
      fieldMessage(reset, 'New password must be at least 6 characters long!'),
    ).toBeVisible();
    await reset.getByLabel('New password').fill('new-jasmine');
    await reset.getByLabel('Confirm password').fill('new-jasmin');
    await submitReset.click();
    await expect(
      fieldMessage(reset, 'New password and confirm password do not match!'),
    ).toBeVisible();
    await reset.getByLabel('Confirm password').fill('new-jasmine');
    await submitReset.click();
    await expect(
      toast(page, 'Password reset successfully. Please log in with your new password.'),
    ).toBeVisible();

    // Back to the e-mail login with the e-mail cleared.
    const emailPanel = panel(page, 'email');
    await expect(emailPanel).toBeVisible();
    await expect(emailPanel.getByLabel('E-mail')).toHaveValue('');

    await emailPanel.getByLabel('E-mail').fill(user.email);
    await emailPanel.getByLabel('Password', { exact: true }).fill('old-marigold');
    await emailPanel.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(fieldMessage(emailPanel, 'Invalid email or password')).toBeVisible();

    await emailPanel.getByLabel('Password', { exact: true }).fill('new-jasmine');
    await expectReloadAfter(page, async () => {
      const shown = watchToast(page, 'Login successful');
      await emailPanel.getByRole('button', { name: 'Login', exact: true }).click();
      await shown;
    });
    await expectLoggedIn(page, testInfo);
    expect(await sessionStatus(page)).toMatchObject({ status: 200, user: { id: user.id } });
  });
});

test.describe('/password-change', () => {
  test('logged out, it explains and opens the login modal', async ({ page }) => {
    await openPage(page, '/password-change');
    await expect(panel(page, 'mobile')).toBeVisible();
    // Closed, the modal leaves the explanation and a way back to it.
    await page.keyboard.press('Escape');
    await expect(modal(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Change password', level: 1 })).toBeVisible();
    await expect(page.getByText('Please log in to change your password.')).toBeVisible();
    await expect(page.getByTestId('password-change-form')).toHaveCount(0);
    await page
      .getByTestId('password-change-logged-out')
      .getByRole('button', { name: 'Login' })
      .click();
    await expect(panel(page, 'mobile')).toBeVisible();
  });

  test('changes the password of the logged-in shopper', async ({ page, request }) => {
    const user = await createAccount(page.request, {
      email: uniqueEmail('change'),
      password: 'first-lotus',
      proveEmail: true,
    });
    await storeLoginCopy(page, user);
    await openPage(page, '/password-change');
    const form = page.getByTestId('password-change-form');
    const submit = form.getByRole('button', { name: 'Change Password' });

    await submit.click();
    await expect(fieldMessage(form, 'Current password is required!')).toBeVisible();
    await form.getByLabel('Current password').fill('not-my-lotus');
    await submit.click();
    await expect(fieldMessage(form, 'New password is required!')).toBeVisible();
    await form.getByLabel('New password').fill('second-lotus');
    await submit.click();
    await expect(fieldMessage(form, 'Confirm password is required!')).toBeVisible();
    await form.getByLabel('Confirm password').fill('second-lotus');
    await submit.click();
    await expect(fieldMessage(form, 'Current password is incorrect')).toBeVisible();

    await form.getByLabel('Current password').fill('first-lotus');
    await form.getByLabel('New password').fill('second-lotus');
    await form.getByLabel('Confirm password').fill('second-lotus');
    await submit.click();
    await expect(form.getByTestId('password-change-done')).toHaveText(
      'Password changed successfully',
    );
    await expect(form.getByLabel('New password')).toHaveValue('');
    // This browser stays logged in; the new password is the one that works from now on.
    expect((await sessionStatus(page)).status).toBe(200);
    expect(await passwordLoginStatus(request, user.email, 'first-lotus')).toBe(401);
    expect(await passwordLoginStatus(request, user.email, 'second-lotus')).toBe(200);
  });

  test('gives an account made by mobile OTP its first password', async ({ page, request }) => {
    // Password login by e-mail needs the e-mail proven.
    const user = await createAccount(page.request, {
      email: uniqueEmail('first'),
      proveEmail: true,
    });
    expect(user.has_password).toBe(false);
    await storeLoginCopy(page, user);
    await openPage(page, '/password-change');
    const form = page.getByTestId('password-change-form');
    await expect(form.getByText(/Your account has no password yet/)).toBeVisible();
    await expect(form.getByLabel('Current password')).toHaveCount(0);
    await form.getByLabel('New password').fill('saffron-silk');
    await form.getByLabel('Confirm password').fill('saffron-silk');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByTestId('password-change-done')).toHaveText(
      'Password changed successfully',
    );
    await expect(form.getByLabel('Current password')).toBeVisible();
    expect(await passwordLoginStatus(request, user.email, 'saffron-silk')).toBe(200);
  });
});
