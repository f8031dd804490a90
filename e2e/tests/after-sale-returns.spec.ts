import type { Page } from '@playwright/test';
import { createAccount, storeLoginCopy, uniqueEmail, uniquePhone } from '../support/auth';
import { expect, isPhone, openPage, test } from '../support/fixtures';
import { rupees } from '../support/money';
import { addPuneAddress, addToCart, pickStockedProduct, placePaidOrder } from '../support/orders';
import { StaffDesk } from '../support/staff';
import {
  API_AUTH_HEADER,
  type ApiProduct,
  type Envelope,
  type StoreApi,
} from '../support/store-api';

/**
 * Returns, replacements and support in a real browser against the built server: a paid order of
 * two items delivered through the staff calls; one item asked back, the other asked in another
 * size, each on its status screen; the return approved, collected, received and refunded to the
 * wallet by staff, and the shopper sees the amount and where it went; a support ticket about the
 * order opened and listed. One shopper and its own products per project, so both run side by side.
 */

test.describe.configure({ timeout: 240_000 });

/** A 1×1 PNG: a real picture, as the server decodes every photo it is sent. */
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** A product with two sizes well in stock, so one can be swapped for the other. */
async function productWithTwoSizes(
  api: StoreApi,
  nth: number,
): Promise<{ product: ApiProduct; bought: string; wanted: string }> {
  const { data } = await api.get<ApiProduct[]>('website/product', { limit: 60 });
  const fits = data
    .map((product) => ({ product, stocked: product.sizes.filter((s) => s.stock >= 5) }))
    .filter(({ stocked }) => stocked.length >= 2);
  const found = fits[nth % Math.max(1, fits.length)];
  if (!found) throw new Error('No demo product with two sizes in stock');
  return { product: found.product, bought: found.stocked[0]!.size, wanted: found.stocked[1]!.size };
}

interface ShopperRequest {
  id: number;
  status: string;
  refund: { amount: number; to: string } | null;
}

/** The shopper's own requests of one type, as the status screens read them. */
async function ownRequests(page: Page, type: 'return' | 'replace'): Promise<ShopperRequest[]> {
  const response = await page.request.get('/api/website/return', {
    headers: API_AUTH_HEADER,
    params: { type },
  });
  return ((await response.json()) as Envelope<ShopperRequest[]>).data;
}

test('a return refunded to the wallet, a replacement in another size, and a support ticket', async ({
  page,
  api,
}, testInfo) => {
  const phone = isPhone(testInfo);
  const mobile = uniquePhone();
  const user = await createAccount(page.request, {
    phone: mobile,
    email: uniqueEmail('returns'),
    name: 'Kavya Patil',
  });
  await storeLoginCopy(page, user);
  const kept = await pickStockedProduct(api, phone ? 15 : 13);
  const swapped = await productWithTwoSizes(api, phone ? 3 : 1);
  expect(swapped.product.id).not.toBe(kept.product.id);
  const addressId = await addPuneAddress(page.request, 'Kavya Patil', mobile);
  await addToCart(page.request, {
    userId: user.id,
    product: swapped.product,
    size: swapped.bought,
  });
  const { saleId } = await placePaidOrder(page.request, {
    userId: user.id,
    product: kept.product,
    size: kept.size,
    addressId,
    useWallet: false,
  });

  // Staff ship and deliver it: its items may now be returned.
  const desk = await StaffDesk.open();
  await desk.moveOrder(saleId, 'shipped', {
    carrier: 'Delhivery',
    tracking_number: `DLV${Date.now()}`,
  });
  await desk.moveOrder(saleId, 'delivered');

  // The policy and the orders inside the window, from the menu on a phone.
  if (phone) {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByTestId('mobile-menu')
      .getByRole('link', { name: 'Return & Replacements Orders' })
      .click();
    await expect(page).toHaveURL(/\/return-replace-privacy$/);
  } else await openPage(page, '/return-replace-privacy');
  await expect(
    page.getByRole('heading', { name: 'Return & Replacements', level: 1 }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ask within 7 days' })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'How it works' })
      .getByRole('link', { name: 'Cancellation, Return & Refund Policy' }),
  ).toHaveAttribute('href', '/policy/NA/cancellation-return-refund-policy');
  const eligible = page.getByTestId('returnable-order').filter({ hasText: saleId });
  await expect(eligible).toContainText(kept.product.name);
  await expect(eligible).toContainText(swapped.product.name);

  // Return one item, with a photo, collected from the default address.
  await eligible.getByRole('link', { name: `Return items of order ${saleId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/return/${saleId}$`));
  await expect(page.getByRole('heading', { name: 'Return items' })).toBeVisible();
  await page.getByRole('button', { name: 'Request return' }).click();
  await expect(page.getByText('Please pick at least one item to return')).toBeVisible();
  await expect(page.getByText('Please choose a reason')).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${kept.product.name}, size`) }).check();
  await page.getByLabel('Reason').selectOption('Size does not fit');
  await page.getByLabel(/Anything else/).fill('Too loose at the shoulders');
  await page
    .getByLabel(/^Photo/)
    .setInputFiles({ name: 'fit.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(page.getByTestId('photo-preview')).toBeVisible();
  const pickup = page.getByRole('region', { name: 'Pickup address' });
  await expect(pickup.getByRole('radio')).toBeChecked();
  await expect(pickup).toContainText('Law College Road');
  await page.getByRole('button', { name: 'Request return' }).click();

  await expect(page).toHaveURL(/\/order\/refund-replace-process\/5$/);
  await expect(page.getByRole('heading', { name: 'Return Status', level: 1 })).toBeVisible();
  await expect(page.getByTestId('return-submitted')).toContainText(
    'Your return request is submitted',
  );
  const returned = page.getByTestId('return-request').filter({ hasText: saleId });
  await expect(returned).toContainText(kept.product.name);
  await expect(returned).toContainText('Reason: Size does not fit');
  await expect(returned).toContainText('Photo: sent with the request');
  await expect(returned.getByTestId('return-status')).toHaveText('Requested');

  // Replace the other in its second size: only sizes in stock are offered.
  await openPage(page, '/return-replace-privacy');
  const left = page.getByTestId('returnable-order').filter({ hasText: saleId });
  await expect(left).not.toContainText(kept.product.name);
  await left.getByRole('link', { name: `Replace items of order ${saleId}` }).click();
  await expect(page.getByRole('heading', { name: 'Replace items' })).toBeVisible();
  await page.getByRole('checkbox', { name: new RegExp(`^${swapped.product.name}, size`) }).check();
  const sizes = page.getByRole('group', { name: 'Size you want instead' });
  await sizes.locator('label', { hasText: new RegExp(`^${swapped.wanted}$`) }).click();
  await expect(sizes.getByRole('radio', { name: swapped.wanted, exact: true })).toBeChecked();
  await page.getByLabel('Reason').selectOption('Size does not fit');
  await page.getByRole('button', { name: 'Request replacement' }).click();
  await expect(page).toHaveURL(/\/order\/refund-replace-process\/6$/);
  const replaced = page.getByTestId('return-request').filter({ hasText: saleId });
  await expect(replaced).toContainText(swapped.product.name);
  await expect(replaced).toContainText(`New size ${swapped.wanted}`);
  await expect(replaced.getByTestId('timeline-requested')).toHaveAttribute('aria-current', 'step');

  // Staff approve, collect, receive and refund the return to the wallet.
  const [request] = await ownRequests(page, 'return');
  for (const status of ['approved', 'picked_up', 'received'])
    await desk.moveReturn(request!.id, status);
  await desk.moveReturn(request!.id, 'refunded', { refund_to: 'wallet' });
  const [refunded] = await ownRequests(page, 'return');
  // One piece at its price, no coupon: the refund is what was paid for it.
  expect(refunded!.refund).toEqual({
    amount: kept.product.price,
    to: 'wallet',
    status: 'processed',
  });

  await page.getByRole('link', { name: 'Return Status' }).click();
  const done = page.getByTestId('return-request').filter({ hasText: saleId });
  await expect(done.getByTestId('return-status')).toHaveText('Refunded');
  await expect(done.getByTestId('timeline-refunded')).toHaveAttribute('aria-current', 'step');
  await expect(done.getByTestId('step-detail-refunded')).toHaveText(
    `${rupees(kept.product.price)} back in your wallet`,
  );

  // A support ticket about the order, listed with its conversation.
  await openPage(page, '/customer-support');
  await expect(page.getByTestId('support-contact')).toContainText(
    'Monday to Saturday, 10am to 7pm IST',
  );
  await page.getByLabel('Subject').fill('Pickup time for my replacement');
  await page.getByLabel(/About an order/).selectOption(saleId);
  await page.getByLabel('Message').fill('Can the courier come after 5 pm?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('ticket-sent')).toHaveText(
    'Thank you for writing to us. We will reply within one working day.',
  );
  const ticket = page.getByTestId('ticket').filter({ hasText: 'Pickup time for my replacement' });
  await expect(ticket).toContainText(`Order ${saleId}`);
  await expect(ticket.getByTestId('ticket-status')).toHaveText('Waiting for our reply');
  await expect(ticket.getByTestId('message-shopper')).toContainText(
    'Can the courier come after 5 pm?',
  );
});
