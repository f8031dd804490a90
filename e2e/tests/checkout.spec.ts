import type { Page } from '@playwright/test';
import {
  expectReloadAfter,
  nextCode,
  readOutbox,
  smsAddress,
  uniqueEmail,
  uniquePhone,
} from '../support/auth';
import { expect, openPage, test, toast } from '../support/fixtures';
import { rupees } from '../support/money';
import { encodeId, type ApiProduct, type StoreApi } from '../support/store-api';

/**
 * Checkout in a real browser against the built server: a guest's two sizes survive the sign-up, an address is added with the pincode filling city and
 * state, a coupon lowers the amount payable, and three orders follow — cash on delivery, the test
 * gateway paid, the test gateway failed (the cart keeps its line). One shopper per project, so the
 * two projects run side by side on one server; each picks its own product so stock never couples them.
 */

// A whole shopping journey with the 2 s reload after sign-up, on a busy 2-core machine.
test.describe.configure({ timeout: 240_000 });

const MINUS = '\u2212';

/**
 * A product with two well-stocked sizes, priced so that two pieces pass FESTIVE500's ₹2,999
 * minimum and one piece the ₹1,499 free-delivery mark, and stay under the ₹25,000 COD limit.
 * `nth` lets each project take a different one.
 */
async function pickProduct(
  api: StoreApi,
  nth: number,
): Promise<{ product: ApiProduct; sizes: [string, string] }> {
  const { data } = await api.get<ApiProduct[]>('website/product', { limit: 60 });
  const fits = data
    .map((product) => ({
      product,
      stocked: product.sizes.filter((s) => s.stock >= 8).map((s) => s.size),
    }))
    .filter(
      ({ product, stocked }) =>
        product.price >= 1600 && product.price * 2 <= 20_000 && stocked.length >= 2,
    );
  const found = fits[nth % Math.max(1, fits.length)];
  if (!found)
    throw new Error('No demo product with two well-stocked sizes between ₹1,600 and ₹10,000');
  return { product: found.product, sizes: [found.stocked[0]!, found.stocked[1]!] };
}

function productPath(product: ApiProduct): string {
  const slug = product.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `/product/${encodeId(product.id)}/${slug}`;
}

/** Product page: choose the size, Add to Cart, and wait for the server's answer and toast. */
async function addToCart(page: Page, product: ApiProduct, size: string): Promise<void> {
  await expect(page.getByTestId('product-name')).toHaveText(product.name);
  await page.getByTestId(`size-${size}`).check();
  await expect(page.getByTestId(`size-${size}`)).toBeChecked();
  const added = page.waitForResponse(
    (r) => r.url().includes('/api/website/cart/add') && r.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  const answer = (await (await added).json()) as { status: boolean; message: string };
  expect(answer).toMatchObject({ status: true, message: 'Product added to cart' });
  await expect(toast(page, 'Product added to cart').first()).toBeVisible();
}

const cartLines = (page: Page) => page.getByTestId('cart-line');
const cartLine = (page: Page, size: string) => cartLines(page).filter({ hasText: `Size: ${size}` });

/** Signs a new shopper up from the open login modal: mobile, OTP from the outbox, profile. */
async function signUpInModal(page: Page, phone: string, email: string): Promise<void> {
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: 'Login or Sign Up' })).toBeVisible();
  const seen = (await readOutbox(page.request, smsAddress(phone))).length;
  await modal.getByLabel('Mobile number').fill(phone);
  await modal.getByRole('button', { name: 'Request OTP' }).click();
  await expect(modal.getByRole('heading', { name: 'Verify Mobile Number' })).toBeVisible();
  const code = await nextCode(page.request, smsAddress(phone), 6, seen);
  await page.getByLabel('Mobile OTP digit 1').click();
  await page.keyboard.type(code);
  await expect(modal.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  await modal.getByLabel('Full name').fill('Meera Deshpande');
  await modal.getByLabel('E-mail').fill(email);
  await expectReloadAfter(page, async () => {
    await modal.getByRole('button', { name: 'Submit' }).click();
  });
  const popup = page.getByTestId('registration-popup');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'GO TO SHOPPING' }).click();
  await expect(popup).toHaveCount(0);
}

/** From the cart to /checkout with a single line of `size`, paying online (the default). */
async function checkoutOneLine(page: Page, product: ApiProduct, size: string): Promise<void> {
  await openPage(page, '/cart');
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cartLine(page, size)).toContainText(product.name);
  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Checkout', exact: true })).toBeVisible();
  const review = page.getByRole('region', { name: 'Order review' });
  await expect(review.getByRole('listitem')).toHaveCount(1);
  await expect(review).toContainText(`${product.name} · ${size} × 1`);
  await page.getByRole('radio', { name: 'Online Payment (UPI, cards, net banking)' }).check();
  await expect(page.getByTestId('checkout-payable')).toHaveText(rupees(product.price));
}

test('a guest cart survives sign-up; COD, paid and failed online orders', async ({
  page,
  api,
}, testInfo) => {
  const { product, sizes } = await pickProduct(api, testInfo.project.name === 'phone' ? 1 : 0);
  const [first, second] = sizes;
  const phone = uniquePhone();
  const email = uniqueEmail('checkout');

  // As a guest: two sizes of one product from its page.
  await openPage(page, productPath(product));
  await addToCart(page, product, first);
  await addToCart(page, product, second);

  await openPage(page, '/cart');
  await expect(page.getByRole('heading', { name: 'My cart' })).toBeVisible();
  await expect(cartLines(page)).toHaveCount(2);
  const guestCheckout = page.getByRole('button', { name: 'Log in to check out' });
  await expect(guestCheckout).toBeVisible();

  // Sign up by mobile OTP through the modal; the guest lines are merged into the account's cart.
  await guestCheckout.click();
  await signUpInModal(page, phone, email);
  await openPage(page, '/cart');
  await expect(cartLines(page)).toHaveCount(2);
  for (const size of sizes) {
    const line = cartLine(page, size);
    await expect(line).toContainText(product.name);
    await expect(line.getByTestId('cart-qty')).toHaveText('1');
    await expect(line).toContainText(rupees(product.price));
  }
  const summary = page.getByRole('region', { name: 'Price summary' });
  await expect(summary.getByRole('heading', { name: 'Price details (2 items)' })).toBeVisible();
  const subtotal = product.price * 2;
  await expect(summary.getByTestId('delivery-row')).toHaveText(/Delivery charge\s*Free/);
  await expect(summary.getByTestId('amount-payable')).toHaveText(
    `Amount payable${rupees(subtotal)}`,
  );

  // Coupon: flat ₹500 off above ₹2,999.
  await summary.getByLabel('Coupon code').fill('festive500');
  await expect(summary.getByLabel('Coupon code')).toHaveValue('FESTIVE500');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, `Coupon FESTIVE500 applied: you save ${rupees(500)}`)).toBeVisible();
  const payableWithCoupon = subtotal - 500;

  await page.getByRole('button', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkoutSummary = page.locator('dl[aria-label="Checkout summary"]');
  await expect(checkoutSummary).toContainText(`Coupon (FESTIVE500)${MINUS} ${rupees(500)}`);
  await expect(page.getByTestId('checkout-payable')).toHaveText(rupees(payableWithCoupon));

  // No address yet: add one; the pincode fills city and state.
  const addressBox = page.getByRole('region', { name: 'Delivery address' });
  await expect(addressBox).toContainText('Please add a delivery address.');
  await addressBox.getByRole('link', { name: 'Add new address' }).click();
  await expect(page.getByRole('heading', { name: 'Add a new address' })).toBeVisible();
  await page.getByLabel('Full name').fill('Meera Deshpande');
  await page.getByLabel('Mobile number (10 digits)').fill(phone);
  await page.getByLabel('Pincode').fill('411004');
  await expect(page.getByLabel('City')).toHaveValue('Pune');
  await expect(page.getByRole('combobox', { name: /^State/ })).toHaveValue('Maharashtra');
  await page
    .getByLabel('House number and street')
    .fill('Flat 12, Saffron Heights, Law College Road');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(toast(page, 'Address saved')).toBeVisible();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(addressBox).toContainText('Meera Deshpande');
  await expect(addressBox).toContainText('Flat 12, Saffron Heights, Law College Road');
  await expect(addressBox).toContainText('Pune, Maharashtra 411004');
  await expect(addressBox.getByRole('radio')).toBeChecked();

  // Order 1: cash on delivery, with the coupon.
  await expect(checkoutSummary).toContainText(`Coupon (FESTIVE500)${MINUS} ${rupees(500)}`);
  await expect(page.getByTestId('checkout-payable')).toHaveText(rupees(payableWithCoupon));
  await expect(
    page.getByRole('button', { name: `Pay ${rupees(payableWithCoupon)}` }),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Cash on Delivery' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/order_success\?sale_id=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  const codOrder = (await page.getByTestId('sale-id').textContent()) ?? '';
  expect(codOrder).toMatch(/^KSR-\d{4}-\d{6}$/);
  await expect(
    page.getByText(`Order number ${codOrder} · pay ${rupees(payableWithCoupon)} on delivery`),
  ).toBeVisible();
  // Cash on delivery waits for the shopper's confirmation: one tap here, or the link of its messages.
  await expect(
    page.getByText('Please confirm your order: we pack it once you have.', { exact: false }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(page.getByText('Thank you: your order is confirmed')).toBeVisible();
  for (const size of sizes)
    await expect(
      page.getByRole('listitem').filter({ hasText: `${product.name} · ${size} × 1` }),
    ).toContainText(rupees(product.price));

  // The cart is empty after the order.
  await openPage(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  // Order 2: online through the test gateway, paid.
  await openPage(page, productPath(product));
  await addToCart(page, product, first);
  await checkoutOneLine(page, product, first);
  await page.getByRole('button', { name: `Pay ${rupees(product.price)}` }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?sale_id=/);
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  const paidOrder = new URL(page.url()).searchParams.get('sale_id') ?? '';
  expect(paidOrder).toMatch(/^KSR-\d{4}-\d{6}$/);
  expect(paidOrder).not.toBe(codOrder);
  await expect(page.getByText(`Order ${paidOrder} · ${rupees(product.price)}`)).toBeVisible();
  await page.getByTestId('test-gateway').getByRole('button', { name: 'Pay successfully' }).click();
  await expect(page).toHaveURL(/\/order_success\?sale_id=/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByTestId('sale-id')).toHaveText(paidOrder);
  await expect(page.getByText(`Order number ${paidOrder} · paid`)).toBeVisible();
  await openPage(page, '/cart');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();

  // Order 3: online, the payment fails; the cart keeps its line.
  await openPage(page, productPath(product));
  await addToCart(page, product, second);
  await checkoutOneLine(page, product, second);
  await page.getByRole('button', { name: `Pay ${rupees(product.price)}` }).click();
  await expect(page).toHaveURL(/\/payment\/checkout\?sale_id=/);
  const failedOrder = new URL(page.url()).searchParams.get('sale_id') ?? '';
  expect(failedOrder).toMatch(/^KSR-\d{4}-\d{6}$/);
  expect([codOrder, paidOrder]).not.toContain(failedOrder);
  await page.getByTestId('test-gateway').getByRole('button', { name: 'Fail the payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(cartLines(page)).toHaveCount(1);
  const kept = cartLine(page, second);
  await expect(kept).toContainText(product.name);
  await expect(kept.getByTestId('cart-qty')).toHaveText('1');
  await expect(page.getByTestId('amount-payable')).toHaveText(
    `Amount payable${rupees(product.price)}`,
  );
  await expect(page.getByRole('button', { name: 'Proceed to checkout' })).toBeEnabled();
});
