import { expect, test, type Page } from '@playwright/test';
import { openAdminAsOwner, openAdminNav } from '../support/admin';
import { readOutbox } from '../support/auth';

/**
 * The owner's staff desk: an invitation from the staff screen, its link from the development
 * outbox, the new member's first sign-in without the owner's pages, and the invitation in the
 * audit log. Then the dashboard with its chart.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const OWNER_ONLY = 'Only the store owner can open this page.';

async function expectOwnerOnly(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByText(OWNER_ONLY)).toBeVisible();
}

test('the owner invites a member of staff, who joins without the owner’s pages; the invitation is in the audit log', async ({
  page,
  browser,
  request,
}) => {
  const email = `asha.${Date.now()}@kesariya-staff.in`;
  await openAdminAsOwner(page, '/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();

  const invite = page.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Name').fill('Asha Deshpande');
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('Role').selectOption('staff');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');

  let link = '';
  await expect
    .poll(async () => {
      const [mail] = await readOutbox(request, email);
      link =
        /https?:\/\/\S+\/admin\/accept-invitation\?token=[\w-]+/.exec(mail?.body ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');

  // The new member opens the link in a browser of their own.
  const memberContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const member = await memberContext.newPage();
  await member.goto(link);
  await member.getByLabel('New password').fill('short');
  await member.getByLabel('Type it again').fill('short');
  await member.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(member.getByText('Use at least 10 characters')).toBeVisible();
  await member.getByLabel('New password').fill('asha-chooses-this-1');
  await member.getByLabel('Type it again').fill('asha-chooses-this-1');
  await member.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(member).toHaveURL(/\/admin\/?$/);
  await expect(member.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  const nav = await openAdminNav(member);
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeVisible();
  for (const ownerPage of ['Settings', 'Staff', 'Audit log'])
    await expect(nav.getByRole('link', { name: ownerPage })).toHaveCount(0);
  await expectOwnerOnly(member, '/admin/settings');
  await expectOwnerOnly(member, '/admin/staff');
  await expectOwnerOnly(member, '/admin/audit');
  await memberContext.close();

  // The owner finds the invitation in the audit log, with what it set.
  await page.goto('/admin/audit');
  await page.getByLabel('Action').selectOption('staff.invite');
  await expect(page).toHaveURL(/action=staff\.invite/);
  const entry = page.getByRole('article').filter({ hasText: email });
  await expect(entry.getByRole('heading')).toContainText('Staff: invite');
  await expect(entry).toContainText('Asha Deshpande');
});

test('the dashboard shows the day’s figures and draws the 30-day sales chart', async ({ page }) => {
  await openAdminAsOwner(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Sales today')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Waiting for you' })).toBeVisible();
  const sales = page.getByRole('region', { name: 'Sales, last 30 days' });
  const chart = sales.getByRole('img', { name: /sales from/i });
  await expect(chart.locator('svg.recharts-surface')).toBeVisible();
  // The figures behind the bars, for screen readers: one row a day.
  await expect(sales.getByRole('table')).toHaveCount(1);
  await expect(sales.locator('tbody tr')).toHaveCount(30);
  // After dispatch, week by week, newest first: eight weeks of COD share, RTO rate and open NDRs.
  const deliveries = page.getByRole('region', { name: 'Deliveries by week' });
  await expect(deliveries.getByRole('columnheader')).toHaveText([
    'Week of',
    'Orders',
    'COD share',
    'RTO rate',
    'Open NDRs',
  ]);
  await expect(deliveries.locator('tbody tr')).toHaveCount(8);
  await expect(
    page.getByRole('main').getByRole('link', { name: /Failed deliveries/ }),
  ).toHaveAttribute('href', '/admin/failed-deliveries');
});
