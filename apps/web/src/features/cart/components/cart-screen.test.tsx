import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CartSummary } from '@kesariya/shared';
import { cartLine, cartSummary } from '@/test/cart-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { CartScreen } from './cart-screen';

const LINE = cartLine({
  id: 7,
  name: 'Ink Blue Velvet Sherwani',
  slug: 'ink-blue-velvet-sherwani',
  qty: 2,
  line_total: 5000,
  line_mrp_total: 6000,
  stock: 5,
});

const SUMMARY = cartSummary({
  item_count: 2,
  mrp_total: 6000,
  discount: 1000,
  subtotal: 5000,
  total: 5000,
  amount_payable: 5000,
});

let lines: unknown[] = [];
let summary: CartSummary = SUMMARY;
let calls: { url: string; method: string; body: string }[] = [];
let updateAnswer: { status: number; body: unknown } = {
  status: 200,
  body: { status: true, message: 'Cart updated', data: null },
};

beforeEach(() => {
  lines = [LINE];
  summary = SUMMARY;
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        calls.push({ url, method: init.method ?? 'GET', body: String(init.body ?? '') });
        if (url.includes('/website/cart/cart-items'))
          return {
            body: {
              status: true,
              message: 'Cart items',
              data: lines,
              other_data: { cart_count: lines.length, summary },
            },
          };
        if (url.includes('/website/cart/update-quantity')) return updateAnswer;
        return { body: { status: true, message: '', data: [] } };
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('cart screen', () => {
  it('shows the lines and the server summary, and refetches the cart after a quantity change', async () => {
    renderWithApp(<CartScreen />);
    expect(await screen.findByText('Ink Blue Velvet Sherwani')).toBeInTheDocument();
    expect(screen.getByTestId('amount-payable')).toHaveTextContent('₹5,000');
    const fetchesBefore = calls.filter((c) => c.url.includes('cart-items')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('update-quantity'))).toBe(true));
    const update = calls.find((c) => c.url.includes('update-quantity'))!;
    expect(update.method).toBe('PUT');
    expect(new URLSearchParams(update.body).get('qty')).toBe('3');
    // After a cart update the cart is refetched.
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('cart-items')).length).toBeGreaterThan(
        fetchesBefore,
      ),
    );
  });

  it("shows the server's message when a change is refused", async () => {
    updateAnswer = {
      status: 400,
      body: { status: false, message: 'Only 2 left in size M', data: null },
    };
    renderWithApp(<CartScreen />);
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    expect(await screen.findByText('Only 2 left in size M')).toBeInTheDocument();
    updateAnswer = { status: 200, body: { status: true, message: 'Cart updated', data: null } };
  });

  it('shows a stock change on the line and holds the checkout back', async () => {
    lines = [{ ...LINE, stock: 1, available: false, issue: 'Only 1 left in size M' }];
    summary = { ...SUMMARY, can_checkout: false };
    renderWithApp(<CartScreen />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 left in size M');
    expect(screen.getByRole('button', { name: 'Log in to check out' })).toBeDisabled();
  });

  it('leads back to shopping when the cart is empty', async () => {
    lines = [];
    renderWithApp(<CartScreen />);
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  });
});
