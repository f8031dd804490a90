import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openAdminNav } from '../support/admin';
import { uniqueEmail } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { startFakeSmtp, type FakeSmtp } from '../support/fake-smtp';
import { isPhone } from '../support/fixtures';
import { startFreshServer, type FreshServer } from '../support/fresh-server';
import { API_AUTH_HEADER, type Envelope } from '../support/store-api';

/**
 * The back office's Messages, on a server of its own whose mail server the test holds: a staff
 * answer to a ticket is e-mailed to a mailbox the mail server refuses (550), so the message fails
 * at once; the owner finds it under Failed with the mail server's answer, retries it by keyboard
 * once the mailbox takes mail, and it arrives and shows under Sent. On a desktop and on a phone.
 */

const OWNER = { email: 'meera.owner@kesariya-owner.in', password: 'meera-keeps-the-books-1' };

let smtp: FakeSmtp;
let server: FreshServer;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  smtp = await startFakeSmtp();
  server = await startFreshServer({
    owner: OWNER,
    // A worker that looks for work every half second: a failure and a retry show in a moment.
    env: { SMTP_URL: smtp.url, JOB_POLL_SECONDS: '0.5' },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

interface ListedMessage {
  id: string;
  to: string;
  state: string;
  last_error: string | null;
}

/** The message to `to` in one of the server's lists, once it is there (the queue runs apart). */
async function waitForMessage(
  request: APIRequestContext,
  status: 'failed' | 'sent',
  to: string,
): Promise<ListedMessage> {
  let found: ListedMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${server.baseURL}/api/admin/message`, {
          headers: API_AUTH_HEADER,
          params: { status, limit: 100 },
        });
        const { data } = (await response.json()) as Envelope<ListedMessage[]>;
        found = data.find((message) => message.to === to);
        return found?.state;
      },
      { message: `the message to ${to} among the ${status} ones`, timeout: 20_000 },
    )
    .toBe(status);
  return found!;
}

/** A message of the list on screen: a table row on a desktop, a card on a phone. */
function messageOnScreen(page: Page, phone: boolean, to: string) {
  return page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: to });
}

test('a refused e-mail shows under Failed with the provider’s answer; the owner retries it and it arrives', async ({
  page,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const email = uniqueEmail(`kavya.${testInfo.project.name}`);
  const subject = `Blouse alteration (${testInfo.project.name})`;
  smtp.refuse(550);

  // A guest writes through the contact form; the owner answers from the ticket's page.
  const written = await page.request.post(`${server.baseURL}/api/website/contact/create`, {
    headers: API_AUTH_HEADER,
    form: {
      name: 'Kavya Patil',
      email,
      phone: '',
      subject,
      message: 'Can the blouse of my saree be altered to a size 38 before Diwali?',
    },
  });
  expect(written.ok()).toBe(true);
  const ticketId = ((await written.json()) as Envelope<{ ticket_id: number }>).data.ticket_id;

  await page.goto(`${server.baseURL}/admin/support/${ticketId}`);
  await page.getByLabel('E-mail').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
  await page.getByLabel('Reply').fill('Yes: bring it to the Pune store and it is ready in 3 days.');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Reply sent')).toBeVisible();

  // The mail server refused the mailbox: no retry can help, so the message failed at once.
  const failed = await waitForMessage(page.request, 'failed', email);
  expect(failed.last_error).toMatch(/550/);
  expect(smtp.mails.filter((mail) => mail.to.includes(email))).toEqual([]);

  const nav = await openAdminNav(page);
  await nav.getByRole('link', { name: 'Messages' }).click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
  const tabs = page.getByRole('navigation', { name: 'Messages' });
  await expect(tabs.getByRole('link', { name: 'Failed' })).toHaveAttribute('aria-current', 'page');

  const row = messageOnScreen(page, phone, email);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`Re: ${subject} [ticket ${ticketId}]`);
  await expect(row).toContainText(`E-mail to ${email}`);
  await expect(row).toContainText(failed.last_error!);
  await expect(row).toContainText('Failed');
  await expect(row).toContainText('1 attempt');
  await expect(row.getByRole('link', { name: `Ticket ${ticketId}` })).toHaveAttribute(
    'href',
    `/admin/support/${ticketId}`,
  );
  await expectNoSeriousViolations(page);

  // The mailbox takes mail again; the owner sends the message again, by keyboard.
  smtp.accept();
  const retry = row.getByRole('button', { name: `Retry the e-mail to ${email}` });
  await retry.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('The message is queued again')).toBeVisible();
  await expect(row).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Failed messages' })).toBeFocused();

  await expect
    .poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).map((mail) => mail.subject))
    .toEqual([`Re: ${subject} [ticket ${ticketId}]`]);
  await waitForMessage(page.request, 'sent', email);

  await tabs.getByRole('link', { name: 'Sent' }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/sent$/);
  const sent = messageOnScreen(page, phone, email);
  await expect(sent).toContainText(`Re: ${subject} [ticket ${ticketId}]`);
  await expect(sent).toContainText('Sent');
  await expect(sent).toContainText('2 attempts');
  await expect(sent.getByRole('button', { name: /Retry/ })).toHaveCount(0);

  // What it is about leads to the ticket it answered.
  await sent.getByRole('link', { name: `Ticket ${ticketId}` }).click();
  await expect(page.getByRole('heading', { name: subject })).toBeVisible();
});
