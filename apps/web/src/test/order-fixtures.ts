import { nextOrderMoves, type OrderDetail, type OrderSummary } from '@kesariya/shared';

/** The moves the server offers the shopper for an order like this one, unless a test says. */
const shopperMoves = (order: Pick<OrderDetail, 'status' | 'payment_method'>, pickup = false) =>
  nextOrderMoves({ ...order, delivery_option: pickup ? 'pickup' : 'delivery' }, 'shopper');

/** An order as GET website/order/{saleId} answers it: one kurta paid online, placed, cancellable. */
export function orderDetail(changes: Partial<OrderDetail> = {}): OrderDetail {
  const order: Omit<OrderDetail, 'next_moves' | 'can_cancel'> = {
    sale_id: 'KSR-2511-000123',
    status: 'placed',
    payment_method: 'Online Payment',
    delivery_option: 'delivery',
    address: {
      name: 'Meera Joshi',
      phone: '9876543210',
      address_line: 'Flat 12, Saffron Heights, Law College Road',
      landmark: '',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      country: 'India',
    },
    items: [
      {
        id: 31,
        product_id: 19,
        name: 'Ink Blue Kurta',
        slug: 'ink-blue-kurta',
        image: null,
        size: 'M',
        qty: 1,
        price: 2499,
        mrp: 2999,
        line_total: 2499,
      },
    ],
    totals: {
      mrp_total: 2999,
      discount: 500,
      subtotal: 2499,
      coupon_code: null,
      coupon_discount: 0,
      delivery_charge: 0,
      wallet_used: 0,
      prepaid_saving: 0,
      total: 2499,
      amount_payable: 2499,
    },
    payment: {
      provider: 'test',
      status: 'captured',
      amount: 2499,
      provider_payment_id: 'pay_test_1',
    },
    status_history: [
      {
        status: 'pending_payment',
        note: 'Order created; awaiting online payment',
        at: '2025-11-14T04:30:00Z',
      },
      { status: 'placed', note: 'Payment received', at: '2025-11-14T04:32:00Z' },
    ],
    carrier: null,
    tracking_number: null,
    tracking_url: null,
    can_return_until: null,
    refunds: [],
    failed_delivery: null,
    created_at: '2025-11-14T04:30:00Z',
    ...changes,
  };
  const nextMoves = changes.next_moves ?? shopperMoves(order, order.delivery_option === 'pickup');
  return {
    ...order,
    next_moves: nextMoves,
    can_cancel: changes.can_cancel ?? nextMoves.includes('cancelled'),
  };
}

/** The same order as the list shows it. */
export function orderSummary(changes: Partial<OrderSummary> = {}): OrderSummary {
  const order: Omit<OrderSummary, 'next_moves'> = {
    sale_id: 'KSR-2511-000123',
    status: 'placed',
    payment_method: 'Online Payment',
    total: 2499,
    item_count: 1,
    first_item: { name: 'Ink Blue Kurta', image: null },
    items: [{ name: 'Ink Blue Kurta', image: null, size: 'M', qty: 1 }],
    created_at: '2025-11-14T04:30:00Z',
    ...changes,
  };
  return { ...order, next_moves: changes.next_moves ?? shopperMoves(order) };
}

/** The answer envelope around `data`. */
export function answer(data: unknown, extra: Record<string, unknown> = {}) {
  return { body: { status: true, message: 'OK', data, ...extra } };
}

/** A refusal as the server words it; one about a field names it in other_data.errors. */
export function refusal(status: number, message: string, field?: string) {
  const errors = field ? { other_data: { errors: { [field]: message } } } : {};
  return { status, body: { status: false, message, data: null, ...errors } };
}
