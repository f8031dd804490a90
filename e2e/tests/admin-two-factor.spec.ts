import { expect, test, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { openAdminNav } from '../support/admin';
import { readOutbox } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { startFreshServer, type FreshServer } from '../support/fresh-server';
import { ownerSession } from '../support/staff';
import { API_AUTH_HEADER, type Envelope } from '../support/store-api';

/**
 * Two-factor sign-in of the back office, for a member of staff this test invites itself (the
 * shared owner account must keep signing in with its password alone): setting it up from Your
 * account, reading the secret from the page's text as a person would type it into an app, the
 * recovery codes shown once, then signing in again with the password and the code, and with a
 * recovery code. Then the owner's rule that everyone signs in with two-factor, on a server of its
 * own (the shared one's other specs sign in with passwords alone): a new member is taken from the
 * invitation straight to setting it up. On a desktop and on a phone, by keyboard where a person
 * would type.
 */

const PASSWORD = 'monsoon-ledger-tamarind';

/** The code an authenticator app shows for `secret`, `ahead` seconds from now. */
const appCode = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead });

async function invitedMember(page: Page, name: string, email: string) {
  const owner = await ownerSession();
  const invited = await owner.post('/api/admin/staff/invite', {
    headers: API_AUTH_HEADER,
    form: { name, email, role: 'staff' },
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await readOutbox(page.request, email);
      return (link = /\/admin\/accept-invitation\?token=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? '');
    })
    .not.toBe('');
  await page.goto(link);
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Type it again').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** From the dashboard's address, which the login screen returns to once both steps are done. */
async function signInWithPassword(page: Page, email: string) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
}

async function logOut(page: Page) {
  await openAdminNav(page);
  await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
}

test('a member sets up two-factor sign-in and signs in with the code, then a recovery code', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const email = `farah.${testInfo.project.name}.${Date.now()}@kesariya-staff.in`;
  await invitedMember(page, 'Farah Shaikh', email);

  // Your account, from the account box (in the drawer on a phone).
  await openAdminNav(page);
  await page.getByRole('link', { name: 'Your account' }).filter({ visible: true }).click();
  await expect(page.getByRole('heading', { name: 'Your account' })).toBeVisible();
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section).toContainText('Off');
  await section.getByRole('button', { name: 'Set up two-factor sign-in' }).click();

  await expect(
    section.getByRole('img', { name: 'QR code for your authenticator app' }),
  ).toBeVisible();
  // The key as the page writes it for typing by hand, in groups of four.
  const secret = (await section.locator('code').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoSeriousViolations(page, 'main');

  const code = section.getByLabel('6-digit code');
  await code.fill('12345');
  await code.press('Enter');
  await expect(code).toHaveAccessibleDescription('The code is 6 digits, like 123 456');
  await expect(code).toBeFocused();
  await code.fill(await appCode(secret));
  await code.press('Enter');

  const saved = page.getByRole('heading', { name: /Two-factor sign-in is on/ });
  await expect(saved).toBeFocused();
  const codes = await page
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allInnerTexts();
  expect(codes).toHaveLength(10);
  const done = page.getByRole('button', { name: 'Done' });
  await expect(done).toBeDisabled();
  await page.getByLabel('I have saved these codes somewhere safe').check();
  await done.click();
  await expect(section).toContainText('On');
  await expect(section).toContainText('10 recovery codes are left.');
  await expect(section.getByRole('button', { name: 'Set up two-factor sign-in' })).toHaveCount(0);

  // Signing in again: the password, then the code the app shows (the next one, since the one that
  // confirmed the setup is spent).
  await logOut(page);
  await signInWithPassword(page, email);
  const second = page.getByLabel('6-digit code');
  await expect(second).toBeFocused();
  await expectNoSeriousViolations(page);
  await page.keyboard.type(await appCode(secret, 30));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // A recovery code instead, once.
  await logOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  const recovery = page.getByLabel('Recovery code');
  await expect(recovery).toBeFocused();
  await page.keyboard.type(codes[0]!.toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Signed in with a recovery code: 9 of them left.')).toBeVisible();

  await logOut(page);
  await signInWithPassword(page, email);
  await page.getByRole('button', { name: 'Lost your phone? Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(codes[0]!);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page.getByLabel('Recovery code')).toHaveAccessibleDescription(
    /That code is not right/,
  );
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});

test.describe('when the owner requires two-factor sign-in', () => {
  const OWNER = { email: 'meera.owner@kesariya-e2e.in', password: 'saffron-ledger-monsoon-7' };
  let server: FreshServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    server = await startFreshServer({ owner: OWNER });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test('a new member sets it up right after choosing a password, before anything else opens', async ({
    page,
    playwright,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The owner turns two-factor on for themselves and requires it, through the API.
    const owner = await playwright.request.newContext({
      baseURL: server.baseURL,
      extraHTTPHeaders: API_AUTH_HEADER,
    });
    expect((await owner.post('/api/admin/login', { form: OWNER })).ok()).toBe(true);
    const setup = (await (await owner.post('/api/admin/two-factor/setup')).json()) as Envelope<{
      secret: string;
    }>;
    const confirmed = await owner.post('/api/admin/two-factor/setup/confirm', {
      form: { code: await appCode(setup.data.secret) },
    });
    expect(confirmed.ok(), await confirmed.text()).toBe(true);
    const rule = await owner.put('/api/admin/staff/two-factor-policy', {
      form: { required: true },
    });
    expect(rule.ok(), await rule.text()).toBe(true);
    const email = `ira.${testInfo.project.name}@kesariya-staff.in`;
    const invited = await owner.post('/api/admin/staff/invite', {
      form: { name: 'Ira Kulkarni', email, role: 'staff' },
    });
    expect(invited.ok(), await invited.text()).toBe(true);
    const outbox = (await (
      await owner.get('/api/dev/outbox', { params: { to: email } })
    ).json()) as Envelope<{ body: string }[]>;
    const link = /\/admin\/accept-invitation\?token=[\w-]+/.exec(outbox.data[0]?.body ?? '')?.[0];
    expect(link).toBeTruthy();
    await owner.dispose();

    await page.goto(`${server.baseURL}${link}`);
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Type it again').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Set up two-factor sign-in' })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/sign-in\/two-factor$/);
    // Nothing else opens meanwhile: the dashboard's address leads to the sign-in screen.
    const elsewhere = await page.request.get(`${server.baseURL}/api/admin/me`, {
      headers: API_AUTH_HEADER,
    });
    expect(elsewhere.status()).toBe(401);

    await expect(
      page.getByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    const secret = (await page.locator('code').innerText()).replace(/\s+/g, '');
    await expectNoSeriousViolations(page);
    await page.getByLabel('6-digit code').fill(await appCode(secret));
    await page.getByLabel('6-digit code').press('Enter');
    await expect(page.getByRole('heading', { name: /Two-factor sign-in is on/ })).toBeFocused();
    await page.getByLabel('I have saved these codes somewhere safe').check();
    await page.getByRole('button', { name: 'Continue to the back office' }).click();
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
