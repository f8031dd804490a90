import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, orderSummary, refusal } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { OrdersScreen } from './orders-screen';

const PICTURE = { url: '/media/products/19/1', widths: [160, 320], alt: 'Ink Blue Kurta' };
let listAnswer: { status?: number; body: unknown };
let asked: URL[];

beforeEach(() => {
  asked = [];
  listAnswer = answer(
    [
      orderSummary({
        sale_id: 'KSR-2511-000124',
        status: 'shipped',
        payment_method: 'Cash on Delivery',
        total: 5998,
        item_count: 2,
        items: [
          { name: 'Ink Blue Kurta', image: PICTURE, size: 'M', qty: 1 },
          { name: 'Saffron Silk Saree', image: null, size: 'Free', qty: 1 },
        ],
        created_at: '2025-11-20T06:00:00Z',
      }),
      orderSummary(),
    ],
    { pagination: { page: 1, limit: 10, total: 12, total_pages: 2 } },
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url) => {
        asked.push(new URL(url, 'http://store.test'));
        return listAnswer;
      }),
    ),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('my orders', () => {
  it('lists each order with its number, date, pictures, total, payment method and status', async () => {
    renderWithApp(<OrdersScreen />, { path: '/orders' });
    const cards = await screen.findAllByTestId('order-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'KSR-2511-000124' })).toHaveAttribute(
      'href',
      '/order/KSR-2511-000124',
    );
    expect(first.getByText('Placed on')).toHaveTextContent('Placed on 20 Nov 2025');
    expect(first.getByText('Ink Blue Kurta')).toBeInTheDocument();
    expect(first.getByText('Saffron Silk Saree')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Ink Blue Kurta' })).toHaveAttribute(
      'src',
      '/media/products/19/1-320.webp',
    );
    expect(first.getByText('₹5,998')).toBeInTheDocument();
    expect(first.getByText(/Cash on Delivery/)).toBeInTheDocument();
    expect(first.getByTestId('order-status')).toHaveTextContent('Shipped');
    expect(asked[0]!.pathname).toBe('/api/website/order');
    expect(asked[0]!.searchParams.get('page')).toBe('1');
    expect(asked[0]!.searchParams.has('status')).toBe(false);
  });

  it('pages through the orders with links', async () => {
    renderWithApp(<OrdersScreen />, { path: '/orders?page=2' });
    await screen.findAllByTestId('order-card');
    expect(asked[0]!.searchParams.get('page')).toBe('2');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/orders');
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('asks only for the shipped ones on the way, and says when there are none', async () => {
    listAnswer = answer([], { message: 'No orders yet' });
    renderWithApp(<OrdersScreen list="on_the_way" />, { path: '/order/on-the-way' });
    expect(await screen.findByText('Nothing on the way right now')).toBeInTheDocument();
    expect(asked[0]!.searchParams.get('status')).toBe('on_the_way');
    expect(screen.getByRole('link', { name: 'On the way' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'See all orders' })).toHaveAttribute('href', '/orders');
  });

  it('leads to shopping when there are no orders yet', async () => {
    listAnswer = answer([]);
    renderWithApp(<OrdersScreen />, { path: '/orders' });
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('shows skeletons while loading, then says so when the list cannot be read', async () => {
    listAnswer = refusal(500, 'Something went wrong on our side');
    renderWithApp(<OrdersScreen />, { path: '/orders' });
    expect(screen.getByTestId('orders-loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your orders. Please check your connection and try again.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
