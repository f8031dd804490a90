import { deliveryRetryDates, retryDayLabel } from '@kesariya/shared';
import { openAdminAsOwner } from '../support/admin';
import { createAccount, readOutbox, uniqueEmail, uniquePhone } from '../support/auth';
import { expectNoSeriousViolations } from '../support/axe';
import { expect, isPhone, openPage, test, toast } from '../support/fixtures';
import { addPuneAddress, pickStockedProduct, placePaidOrder } from '../support/orders';
import { StaffDesk } from '../support/staff';
import { API_AUTH_HEADER, type Envelope } from '../support/store-api';

/**
 * A failed delivery in a real browser against the built server. The store ships by hand here
 * (SHIPPING_PROVIDER=manual), so staff report the courier's failed attempt as the courier's
 * webhook would with Shiprocket; the shopper asks for another attempt from the link of the message
 * it sends, on a browser that is not logged in, at 1280 and 390 px; then staff, on the NDR desk,
 * see the request and choose return to origin.
 */

test.describe.configure({ timeout: 120_000 });

test('a failed delivery: the shopper asks for a reattempt from the link', async ({
  page,
  api,
  browser,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const mobile = uniquePhone();
  const email = uniqueEmail('failed-delivery');
  const user = await createAccount(page.request, { phone: mobile, email, name: 'Ananya Rao' });
  const { product, size } = await pickStockedProduct(api, phone ? 41 : 43);
  const addressId = await addPuneAddress(page.request, 'Ananya Rao', mobile);
  const { saleId } = await placePaidOrder(page.request, {
    userId: user.id,
    product,
    size,
    addressId,
    useWallet: false,
  });
  const desk = await StaffDesk.open();
  await desk.moveOrder(saleId, 'confirmed');
  await desk.moveOrder(saleId, 'shipped', { carrier: 'Delhivery', tracking_number: 'DLV55501IN' });
  await desk.moveOrder(saleId, 'out_for_delivery');
  await desk.moveOrder(saleId, 'delivery_failed', { note: 'Consignee not available' });

  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox(page.request, email)).find((m) =>
        m.subject.includes(`${saleId}: delivery attempt 1 failed`),
      );
      link = mail?.body.match(/https?:\/\/\S+\/order\/delivery-retry\?\S+/)?.[0] ?? '';
      return link;
    })
    .toContain(`sale_id=${saleId}&token=`);

  // Opened on another device, logged out: the link's token is the credential.
  const elsewhere = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 900 },
  });
  const visitor = await elsewhere.newPage();
  const url = new URL(link);
  await openPage(visitor, `${url.pathname}${url.search}`);
  await expect(
    visitor.getByRole('heading', { name: 'We could not deliver your order' }),
  ).toBeVisible();
  const day = deliveryRetryDates()[1]!;
  const label = retryDayLabel(day);
  await visitor.getByRole('radio', { name: label }).check();
  await expectNoSeriousViolations(visitor);
  await visitor.screenshot({ path: testInfo.outputPath('delivery-retry.png'), fullPage: true });
  await visitor.getByRole('button', { name: `Deliver on ${label}` }).click();
  await expect(
    visitor.getByRole('heading', {
      name: `Thank you: we will ask the courier to deliver on ${label}`,
    }),
  ).toBeVisible();
  await visitor.screenshot({ path: testInfo.outputPath('delivery-retry-done.png') });
  await elsewhere.close();

  // The NDR desk is a back-office screen: the desktop run is enough for it.
  if (phone) return;
  const backOffice = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: { width: 1280, height: 900 },
  });
  const admin = await backOffice.newPage();
  await openAdminAsOwner(admin, '/admin/failed-deliveries');
  const card = admin.getByRole('listitem').filter({ hasText: saleId });
  await expect(card.getByTestId('ndr-shopper-request')).toHaveText(`Another attempt on ${label}`);
  await expect(card).toContainText('Consignee not available');
  await expectNoSeriousViolations(admin);
  await admin.screenshot({ path: testInfo.outputPath('ndr-desk.png'), fullPage: true });
  await card.getByRole('button', { name: 'Return to origin' }).click();
  await admin
    .getByRole('alertdialog')
    .or(admin.getByRole('dialog'))
    .getByRole('button', { name: 'Return to origin' })
    .click();
  await expect(toast(admin, 'The parcel is on its way back to the store')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: saleId })).toHaveCount(0);
  await backOffice.close();

  const order = await page.request.get(`/api/website/order/${saleId}`, {
    headers: API_AUTH_HEADER,
  });
  expect(((await order.json()) as Envelope<{ status: string }>).data.status).toBe('rto_in_transit');
});
