import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { API_AUTH_HEADER, type ApiProduct, type Envelope, type StoreApi } from './store-api';

/**
 * Orders placed through the API, in the shopper's cookie jar (`page.request` after createAccount),
 * for tests about what comes after checkout; the checkout screens themselves are checkout.spec.ts's.
 */

async function post<T>(
  request: APIRequestContext,
  path: string,
  form: Record<string, string | number | boolean>,
  headers: Record<string, string> = {},
): Promise<T> {
  const response = await request.post(`/api/${path}`, {
    headers: { ...API_AUTH_HEADER, ...headers },
    form,
  });
  const body = (await response.json()) as Envelope<T>;
  if (!response.ok() || !body.status)
    throw new Error(`POST ${path} answered ${response.status()}: ${body.message}`);
  return body.data;
}

/** A product with a size in stock; `nth` lets tests running side by side take different ones. */
export async function pickStockedProduct(
  api: StoreApi,
  nth: number,
): Promise<{ product: ApiProduct; size: string }> {
  const { data } = await api.get<ApiProduct[]>('website/product', { limit: 60 });
  const stocked = data
    .map((product) => ({ product, size: product.sizes.find((s) => s.stock >= 5)?.size }))
    .filter((p): p is { product: ApiProduct; size: string } => p.size !== undefined);
  const found = stocked[nth % Math.max(1, stocked.length)];
  if (!found) throw new Error('No demo product with a size in stock');
  return found;
}

/** Saves a delivery address in Pune for the logged-in shopper; answers its id. */
export async function addPuneAddress(
  request: APIRequestContext,
  name: string,
  phone: string,
): Promise<number> {
  const address = await post<{ id: number }>(request, 'website/address/create', {
    name,
    phone,
    pincode: '411004',
    address_line: 'Flat 12, Saffron Heights, Law College Road',
    landmark: '',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    type: 'home',
    is_default: true,
  });
  return address.id;
}

/** One piece of `product` in `size` into the logged-in shopper's cart. */
export async function addToCart(
  request: APIRequestContext,
  line: { userId: number; product: ApiProduct; size: string },
): Promise<void> {
  await post(request, 'website/cart/add', {
    user_id: line.userId,
    session_id: '',
    product_id: line.product.id,
    qty: 1,
    mrp: line.product.mrp,
    price: line.product.price,
    size: line.size,
  });
}

export interface PaidOrder {
  saleId: string;
  /** The order's total, delivery included. */
  total: number;
  /** What was paid online; the rest came from the wallet. */
  paidOnline: number;
  walletUsed: number;
}

/**
 * One piece of `product` in `size` (with whatever the cart holds already), ordered and paid online
 * at the test gateway, with the wallet balance used first when `useWallet` is set.
 */
export async function placePaidOrder(
  request: APIRequestContext,
  input: {
    userId: number;
    product: ApiProduct;
    size: string;
    addressId: number;
    useWallet: boolean;
  },
): Promise<PaidOrder> {
  const { userId, product, size, addressId, useWallet } = input;
  await addToCart(request, { userId, product, size });
  const placed = await post<{
    sale_id: string;
    totals: { total: number; wallet_used: number; amount_payable: number };
  }>(
    request,
    'website/order/place',
    {
      address_id: addressId,
      payment_method: 'Online Payment',
      delivery_option: 'delivery',
      coupon_code: '',
      use_wallet: useWallet,
    },
    { 'Idempotency-Key': randomUUID() },
  );
  await post(request, `website/checkout/test-gateway/${placed.sale_id}`, { outcome: 'success' });
  return {
    saleId: placed.sale_id,
    total: placed.totals.total,
    paidOnline: placed.totals.amount_payable,
    walletUsed: placed.totals.wallet_used,
  };
}
