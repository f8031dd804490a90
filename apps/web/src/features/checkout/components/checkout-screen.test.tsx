import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopperActions } from '@/store/shopper-slice';
import { cartLine, cartSummary } from '@/test/cart-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { CheckoutScreen } from './checkout-screen';

const SUMMARY = cartSummary();
const LINE = cartLine();
const SETTINGS = {
  provider: 'test',
  key_id: null,
  name: 'Kesariya',
  description: '',
  currency: 'INR',
  theme_color: '#c2410c',
  cod_enabled: true,
  cod_limit: 25000,
  online_enabled: true,
  free_delivery_above: 1499,
  delivery_charge: 99,
  pickup_address: '',
  payment_timeout_minutes: 30,
};
const ADDRESS = {
  id: 5,
  name: 'Meera Joshi',
  phone: '9876543210',
  pincode: '411004',
  address_line: 'Prabhat Road',
  landmark: '',
  city: 'Pune',
  state: 'Maharashtra',
  country: 'India',
  type: 'home',
  is_default: true,
  is_india: true,
};

const OFFERED = { online_available: true, cod_available: true, cod_reason: null };
let methods: { online_available: boolean; cod_available: boolean; cod_reason: string | null };
let methodQueries: URLSearchParams[] = [];
let placed: { headers: Headers; body: string }[] = [];
let placeAnswer: { status: number; body: unknown };

beforeEach(() => {
  placed = [];
  methods = OFFERED;
  methodQueries = [];
  placeAnswer = {
    status: 201,
    body: {
      status: true,
      message: 'Order placed successfully',
      data: {
        sale_id: 'KSR-2611-000042',
        status: 'placed',
        payment_method: 'Cash on Delivery',
        totals: {},
        payment: null,
      },
    },
  };
  localStorage.setItem(
    'info',
    JSON.stringify({
      id: 3,
      first_name: 'Meera',
      last_name: 'Joshi',
      name: 'Meera Joshi',
      wallet: 0,
    }),
  );
  localStorage.setItem('isLoggedIn', 'true');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        if (url.includes('/website/cart/cart-items'))
          return {
            body: {
              status: true,
              message: 'Cart items',
              data: [LINE],
              other_data: { summary: SUMMARY },
            },
          };
        if (url.includes('/website/checkout/razorpay-details'))
          return { body: { status: true, message: 'Payment details', data: SETTINGS } };
        if (url.includes('/website/checkout/payment-methods')) {
          methodQueries.push(new URL(url, 'http://localhost').searchParams);
          return { body: { status: true, message: 'Payment methods', data: methods } };
        }
        if (url.includes('/website/order/place')) {
          placed.push({ headers: new Headers(init.headers), body: String(init.body) });
          return placeAnswer;
        }
        return { body: { status: true, message: '', data: [] } };
      }),
    ),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderCheckout() {
  const result = renderWithApp(<CheckoutScreen />, {
    path: '/checkout',
    routes: [
      { path: '/checkout', element: <CheckoutScreen /> },
      { path: '/order_success', element: <p>Order success page</p> },
    ],
  });
  act(() => {
    result.store.dispatch(shopperActions.selectedAddress(ADDRESS));
  });
  return result;
}

describe('checkout screen', () => {
  it('places a cash-on-delivery order with an Idempotency-Key and lands on the success screen', async () => {
    const { router } = renderCheckout();
    fireEvent.click(await screen.findByLabelText('Cash on Delivery'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/order_success'));
    expect(router.state.location.search).toBe('?sale_id=KSR-2611-000042');
    expect(placed).toHaveLength(1);
    expect(placed[0]!.headers.get('Idempotency-Key')).toMatch(/^[A-Za-z0-9-]{8,}$/);
    const form = new URLSearchParams(placed[0]!.body);
    expect(form.get('payment_method')).toBe('Cash on Delivery');
    expect(form.get('address_id')).toBe('5');
  });

  it("shows the server's refusal and stays on checkout", async () => {
    placeAnswer = {
      status: 409,
      body: { status: false, message: 'Ink Blue Kurta is sold out in size M', data: null },
    };
    const { router } = renderCheckout();
    fireEvent.click(await screen.findByRole('button', { name: 'Pay ₹2,500' }));
    expect(await screen.findByText('Ink Blue Kurta is sold out in size M')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('offers no cash on delivery when the server says why not, and shows its reason', async () => {
    methods = {
      online_available: true,
      cod_available: false,
      cod_reason: 'Cash on Delivery is not available for delivery to pincode 411004',
    };
    renderCheckout();
    expect(
      await screen.findByText('Cash on Delivery is not available for delivery to pincode 411004'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Cash on Delivery')).toBeDisabled();
    // Asked for the chosen address and delivery.
    const last = methodQueries.at(-1)!;
    expect(last.get('address_id')).toBe('5');
    expect(last.get('delivery_option')).toBe('delivery');
  });
});
