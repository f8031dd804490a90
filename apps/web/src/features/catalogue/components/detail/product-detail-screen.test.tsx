import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch, renderWithApp } from '@/test/render';
import { ProductDetailScreen } from './product-detail-screen';

const PRODUCT = {
  id: 19,
  name: 'Ink Blue Velvet Sherwani',
  slug: 'ink-blue-velvet-sherwani',
  price: 25399,
  mrp: 26699,
  discount_percent: 5,
  image: null,
  category_id: 35,
  color: 'Ink Blue',
  sizes: [
    { size: 'S', stock: 0 },
    { size: 'M', stock: 10 },
    { size: 'L', stock: 3 },
  ],
  is_hot_deal: false,
  is_best_seller: true,
  is_new_arrival: false,
  is_collection: true,
  description: 'A sherwani.',
  fabric: 'Velvet',
  care: 'Dry clean only.',
  occasion: 'Reception',
  color_family: 'Navy',
  sku: 'KES-1',
  category_title: 'Wedding Sherwanis',
  images: [],
  size_chart: {
    unit: 'inch',
    measure_label: 'Chest',
    rows: [{ size: 'M', bust: 38, waist: 32, length: 44 }],
  },
  breadcrumbs: [
    { id: 8, title: 'Sherwanis' },
    { id: 35, title: 'Wedding Sherwanis' },
  ],
  related: [],
};

let cartCalls: string[] = [];

function render(path: string) {
  return renderWithApp(<ProductDetailScreen />, {
    path,
    routes: [{ path: '/product/:id/:name', element: <ProductDetailScreen /> }],
  });
}

describe('product detail screen', () => {
  beforeEach(() => {
    cartCalls = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch((url, init) => {
          if (url.includes('/website/product/19'))
            return { body: { status: true, message: 'Product', data: PRODUCT } };
          if (url.includes('/website/cart/add')) {
            cartCalls.push(String(init.body));
            return { body: { status: true, message: 'Product added to cart', data: null } };
          }
          if (url.includes('/website/product/'))
            return {
              status: 404,
              body: { status: false, message: 'Product not found', data: null },
            };
          if (url.includes('/website/store'))
            return { body: { status: true, message: 'Store details', data: null } };
          return { body: { status: true, message: '', data: [] } };
        }),
      ),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the friendly not-found screen for a bad id without asking the server', async () => {
    render('/product/not*base64/anything');
    expect(await screen.findByTestId('product-not-found')).toBeInTheDocument();
  });

  it('shows the same screen for an unknown id', async () => {
    render('/product/OTk5/whatever');
    expect(await screen.findByTestId('product-not-found')).toBeInTheDocument();
  });

  it('resolves a stale name and corrects the address in place, declaring the canonical URL', async () => {
    const { router } = render('/product/MTk/old-name');
    await screen.findByTestId('product-name');
    expect(router.state.location.pathname).toBe('/product/MTk/ink-blue-velvet-sherwani');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(document.head.querySelector('link[rel=canonical]')).toHaveAttribute(
      'href',
      'http://localhost:3000/product/MTk/ink-blue-velvet-sherwani',
    );
    expect(document.title).toBe('Ink Blue Velvet Sherwani | Kesariya');
  });

  it("asks for a size before adding, strikes out sold-out sizes and says 'Only N left'", async () => {
    render('/product/MTk/ink-blue-velvet-sherwani');
    await screen.findByTestId('product-name');
    expect(screen.getByTestId('size-S')).toBeDisabled();
    fireEvent.click(screen.getByTestId('add-to-cart'));
    expect(screen.getByTestId('size-error')).toHaveTextContent('Please select a size');
    expect(cartCalls).toHaveLength(0);
    fireEvent.click(screen.getByTestId('size-L'));
    expect(screen.getByTestId('stock-status')).toHaveTextContent('Only 3 left');
    // The stepper stops at the stock of the size.
    for (let i = 0; i < 5; i++)
      fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(screen.getByTestId('quantity-value')).toHaveTextContent('3');
    await act(async () => {
      fireEvent.click(screen.getByTestId('add-to-cart'));
    });
    expect(cartCalls).toHaveLength(1);
    const body = new URLSearchParams(cartCalls[0]);
    expect(body.get('product_id')).toBe('19');
    expect(body.get('size')).toBe('L');
    expect(body.get('qty')).toBe('3');
    expect(body.get('user_id')).toBe('0');
  }, 20_000);
});
