import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Address, PlacedOrder } from '@kesariya/shared';
import { loggedInUser, setStock, type Shopper, type StockedSize } from '../cart/shopper-kit';

export const PUNE_ADDRESS = {
  name: 'Meera Joshi',
  phone: '9876543210',
  pincode: '411004',
  address_line: 'Flat 12, Shanti Apartments, Prabhat Road',
  landmark: 'Near Deccan Gymkhana',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  type: 'home',
};

export const LONDON_ADDRESS = {
  name: 'Priya Shah',
  phone: '+44 20 7946 0958',
  pincode: 'SW1A 1AA',
  address_line: '221B Baker Street',
  landmark: '',
  city: 'London',
  state: 'Greater London',
  country: 'United Kingdom',
  type: 'home',
};

export async function addAddress(
  user: Shopper,
  fields: Record<string, string> = PUNE_ADDRESS,
): Promise<number> {
  const answer = await user.call<Address>('POST', 'website/address/create', { form: fields });
  if (answer.status !== 201) throw new Error(`address: ${answer.body.message}`);
  return answer.body.data.id;
}

export async function addToCart(
  user: Shopper,
  size: Pick<StockedSize, 'productId' | 'size'>,
  qty = 1,
): Promise<void> {
  const answer = await user.call('POST', 'website/cart/add', {
    form: { ...user.owner, product_id: size.productId, size: size.size, qty },
  });
  if (answer.status !== 200) throw new Error(`add: ${answer.body.message}`);
}

/** A logged-in shopper with an address and `qty` of a size in the cart (stock set to `stock` first when given). */
export async function readyShopper(
  app: FastifyInstance,
  size: StockedSize,
  options: {
    qty?: number;
    stock?: number;
    walletPaise?: number;
    address?: Record<string, string>;
  } = {},
): Promise<{ user: Shopper; addressId: number }> {
  if (options.stock !== undefined) await setStock(app, size.productId, size.size, options.stock);
  const user = await loggedInUser(app, { walletPaise: options.walletPaise });
  const addressId = await addAddress(user, options.address);
  await addToCart(user, size, options.qty ?? 1);
  return { user, addressId };
}

export function place(
  user: Shopper,
  fields: Record<string, string | number | boolean>,
  key: string = randomUUID(),
) {
  return user.call<PlacedOrder>('POST', 'website/order/place', {
    form: { payment_method: 'Cash on Delivery', delivery_option: 'delivery', ...fields },
    headers: { 'idempotency-key': key },
  });
}
