import type { Page } from '@playwright/test';
import {
  createAccount,
  nextCode,
  passwordLoginStatus,
  readOutbox,
  smsAddress,
  storeLoginCopy,
  uniqueEmail,
} from '../support/auth';
import { API_AUTH_HEADER } from '../support/store-api';
import { expect, openPage, test } from '../support/fixtures';

/**
 * Changing the account's e-mail from /my-account asks the shopper to show it is them first: the
 * password, or for an account without one a code to its phone (docs/decisions/auth-and-sessions.md,
 * Sessions and identity). A wrong password is refused by its field and what was typed stays; after
 * the change the old e-mail and phone are told and the account's other sessions end. Desktop and
 * phone alike.
 */

// scrypt and the proof of work run on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Types a code as a shopper does: one key at a time from the first box. */
async function typeCode(page: Page, label: string, code: string) {
  await page.getByLabel(`${label} digit 1`).click();
  await page.keyboard.type(code);
}

test('asks for the password before the e-mail changes, then tells the old one and logs out the other session', async ({
  page,
  request,
}, testInfo) => {
  const password = 'saffron-lane-5';
  const user = await createAccount(page.request, { password, proveEmail: true });
  // Another device of the same shopper, logged in by password.
  expect(await passwordLoginStatus(request, user.email, password)).toBe(200);
  await storeLoginCopy(page, user);
  await openPage(page, '/my-account');
  const email = page.getByTestId('contact-email');
  await expect(email.getByText(user.email)).toBeVisible();

  // By keyboard: the Change action opens the dialog with the password field first.
  await email.getByRole('button', { name: 'Change e-mail address' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
  const passwordField = dialog.getByLabel('Your password');
  await expect(passwordField).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('password-first.png') });

  const next = uniqueEmail('moved');
  await page.keyboard.type('not-my-password');
  await page.keyboard.press('Tab');
  const newEmail = dialog.getByLabel('New e-mail address');
  await expect(newEmail).toBeFocused();
  await page.keyboard.type(next);
  await page.keyboard.press('Enter');

  await expect(passwordField).toHaveAttribute('aria-invalid', 'true');
  await expect(passwordField).toHaveAccessibleDescription('Password is incorrect');
  await expect(passwordField).toBeFocused();
  await expect(newEmail).toHaveValue(next);
  await page.screenshot({ path: testInfo.outputPath('password-refused.png') });
  expect(await readOutbox(page.request, next)).toEqual([]);

  await passwordField.fill(password);
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(`Enter the 4-digit code sent to ${next}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('code-sent.png') });
  await typeCode(page, 'E-mail OTP', await nextCode(page.request, next, 4));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(email.getByText(next)).toBeVisible();
  await expect(email.getByText('Verified', { exact: true })).toBeVisible();

  // The old address and the phone hear of it, from the job queue.
  await expect
    .poll(async () => (await readOutbox(request, user.email)).map((m) => m.subject), {
      timeout: 20_000,
    })
    .toContain('Your Kesariya e-mail address was changed');
  await expect
    .poll(async () => (await readOutbox(request, smsAddress(user.phone))).map((m) => m.body), {
      timeout: 20_000,
    })
    .toContainEqual(expect.stringContaining("your account's e-mail address was changed"));
  const other = await request.get('/api/website/user/me', { headers: API_AUTH_HEADER });
  expect(other.status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('contact-email').getByText(next)).toBeVisible();
});

test('confirms an account without a password by a code to its phone, then changes the e-mail', async ({
  page,
}, testInfo) => {
  const user = await createAccount(page.request);
  expect(user.has_password).toBe(false);
  await storeLoginCopy(page, user);
  await openPage(page, '/my-account');
  const email = page.getByTestId('contact-email');
  await email.getByRole('button', { name: 'Change e-mail address' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change e-mail address' });
  await expect(dialog.getByLabel('Your password')).toHaveCount(0);
  await expect(dialog.getByText(`+91 ${user.phone}`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('confirm-by-phone.png') });

  const texts = (await readOutbox(page.request, smsAddress(user.phone))).length;
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByLabel('Confirmation code digit 1')).toBeVisible();
  await typeCode(
    page,
    'Confirmation code',
    await nextCode(page.request, smsAddress(user.phone), 6, texts),
  );

  const next = uniqueEmail('otp-only');
  await dialog.getByLabel('New e-mail address').fill(next);
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  await typeCode(page, 'E-mail OTP', await nextCode(page.request, next, 4));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(email.getByText(next)).toBeVisible();
});
