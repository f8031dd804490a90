import type { Address, ReturnableOrder, ReturnRequest } from '@kesariya/shared';

/**
 * A delivered order inside its return window, as GET website/return/eligible lists it: a kurta in
 * M (L and XL in stock) and a dupatta (free size, one left).
 */
export function returnableOrder(changes: Partial<ReturnableOrder> = {}): ReturnableOrder {
  return {
    sale_id: 'KSR-2511-000123',
    delivered_at: '2025-11-18T06:30:00Z',
    return_until: '2025-11-25T06:30:00Z',
    items: [
      {
        order_item_id: 31,
        product_id: 19,
        name: 'Ink Blue Kurta',
        size: 'M',
        qty: 1,
        image: null,
        sizes: [
          { size: 'L', stock: 3 },
          { size: 'XL', stock: 1 },
        ],
      },
      {
        order_item_id: 32,
        product_id: 27,
        name: 'Marigold Silk Dupatta',
        size: 'Free',
        qty: 1,
        image: null,
        sizes: [{ size: 'Free', stock: 1 }],
      },
    ],
    ...changes,
  };
}

/** A return request as GET website/return answers it: the kurta, just asked for, to be collected. */
export function returnRequest(changes: Partial<ReturnRequest> = {}): ReturnRequest {
  return {
    id: 7,
    type: 'return',
    status: 'requested',
    sale_id: 'KSR-2511-000123',
    reason: 'Size does not fit',
    comment: '',
    replacement_size: null,
    has_photo: false,
    pickup_address: {
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
        order_item_id: 31,
        product_id: 19,
        name: 'Ink Blue Kurta',
        size: 'M',
        qty: 1,
        image: null,
      },
    ],
    history: [{ status: 'requested', note: '', at: '2025-11-19T05:00:00Z' }],
    refund: null,
    replacement_sale_id: null,
    pickup: null,
    created_at: '2025-11-19T05:00:00Z',
    updated_at: '2025-11-19T05:00:00Z',
    ...changes,
  };
}

/** The shopper's default address, as GET website/address lists it. */
export function savedAddress(changes: Partial<Address> = {}): Address {
  return {
    id: 5,
    name: 'Meera Joshi',
    phone: '9876543210',
    pincode: '411004',
    address_line: 'Flat 12, Saffron Heights, Law College Road',
    landmark: '',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    type: 'home',
    is_default: true,
    is_india: true,
    ...changes,
  };
}

/** Makes the app read a logged-in shopper from storage, as the login leaves it. */
export function logInShopper(): void {
  localStorage.setItem('info', JSON.stringify({ id: 11, first_name: 'Meera' }));
  localStorage.setItem('isLoggedIn', 'true');
}
