import type { CartLine, CartSummary } from '@kesariya/shared';

/** A cart line as the server answers it: one kurta of ₹2,500 (MRP ₹3,000) in size M. */
export function cartLine(changes: Partial<CartLine> = {}): CartLine {
  return {
    id: 1,
    product_id: 19,
    name: 'Ink Blue Kurta',
    slug: 'ink-blue-kurta',
    image: null,
    size: 'M',
    qty: 1,
    price: 2500,
    mrp: 3000,
    line_total: 2500,
    line_mrp_total: 3000,
    stock: 4,
    available: true,
    issue: null,
    ...changes,
  };
}

/** The server's summary of a cart holding `cartLine()` alone, delivered free. */
export function cartSummary(changes: Partial<CartSummary> = {}): CartSummary {
  return {
    item_count: 1,
    mrp_total: 3000,
    discount: 500,
    subtotal: 2500,
    coupon_code: null,
    coupon_discount: 0,
    coupon_error: null,
    delivery_option: 'delivery',
    delivery_charge: 0,
    free_delivery_above: 1499,
    amount_to_free_delivery: 0,
    total: 2500,
    wallet_balance: 0,
    wallet_used: 0,
    amount_payable: 2500,
    can_checkout: true,
    ...changes,
  };
}
