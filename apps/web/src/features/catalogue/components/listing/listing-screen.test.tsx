import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard } from '@kesariya/shared';
import { jsonFetch, renderWithApp } from '@/test/render';
import { ListingScreen } from './listing-screen';

function card(id: number, price: number): ProductCard {
  return {
    id,
    name: `Cotton Kurta ${id}`,
    slug: `cotton-kurta-${id}`,
    price,
    mrp: price * 2,
    discount_percent: 50,
    image: null,
    category_id: 11,
    color: 'Red',
    sizes: [{ size: 'M', stock: 4 }],
    is_hot_deal: false,
    is_best_seller: false,
    is_new_arrival: false,
    is_collection: false,
    rating: null,
  };
}

const FULL = {
  status: true,
  message: 'Products',
  data: [card(1, 499), card(2, 1499)],
  pagination: { page: 1, limit: 24, total: 50, total_pages: 3 },
  price_data: { min_price: 499, max_price: 8999 },
};
const EMPTY = {
  status: true,
  message: 'No products found',
  data: [],
  pagination: { page: 1, limit: 24, total: 0, total_pages: 0 },
  price_data: { min_price: 0, max_price: 0 },
};

let listingAnswer: (url: URL) => unknown;
let fetchMock: ReturnType<typeof vi.fn>;

function render(path: string) {
  return renderWithApp(<ListingScreen kind="all" />, {
    path,
    routes: [{ path: '/products', element: <ListingScreen kind="all" /> }],
  });
}

describe('listing screen', () => {
  beforeEach(() => {
    listingAnswer = () => FULL;
    fetchMock = vi.fn(
      jsonFetch((raw) => {
        const url = new URL(raw, 'http://localhost');
        if (url.pathname === '/api/website/product') return { body: listingAnswer(url) };
        if (url.pathname === '/api/website/product/filters')
          return {
            body: {
              status: true,
              message: '',
              data: {
                colors: [{ name: 'Red', count: 2 }],
                sizes: [{ size: 'M', count: 2 }],
                price: { min_price: 499, max_price: 8999 },
              },
            },
          };
        return { body: { status: true, message: '', data: [] } };
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('initialises the price range from price_data when none is set, and drives pages by pageCount', async () => {
    const { store } = render('/products');
    expect(screen.getByTestId('product-grid-skeleton')).toBeInTheDocument();
    await screen.findByTestId('product-grid');
    const shopper = store.getState().shopper;
    expect(shopper.priceRange).toEqual([499, 8999]);
    expect(shopper.minPriceRange).toBe(499);
    expect(shopper.maxPriceRange).toBe(8999);
    expect(shopper.pageCount).toBe(3);
    expect(shopper.productData).toHaveLength(2);
    expect(screen.getAllByTestId('filter-price-min')[0]).toHaveValue(499);
    expect(screen.getByTestId('page-3')).toHaveAttribute('href', '/products?page=3');
    expect(screen.getByTestId('result-count')).toHaveTextContent('50 products');
  });

  it('keeps a price chosen in the URL instead of price_data', async () => {
    const { store } = render('/products?min_price=1000');
    await screen.findByTestId('product-grid');
    expect(store.getState().shopper.minPriceRange).toBe(1000);
    expect(store.getState().shopper.maxPriceRange).toBe(8999);
    expect(store.getState().shopper.priceUpdateValue).toBe(true);
  });

  it('clears the list, pagination and price bounds when an answer has no data', async () => {
    const { store, router } = render('/products');
    await screen.findByTestId('product-grid');
    listingAnswer = () => EMPTY;
    await act(() => router.navigate('/products?size=XS'));
    await screen.findByTestId('listing-empty');
    const shopper = store.getState().shopper;
    expect(shopper.productData).toEqual([]);
    expect(shopper.pageCount).toBe(1);
    expect(shopper.minPriceRange).toBe('');
    expect(shopper.maxPriceRange).toBe('');
    expect(screen.queryByTestId('pagination')).not.toBeInTheDocument();
    expect(screen.getByTestId('clear-filters')).toBeInTheDocument();
  });

  it('cancels the request in flight when the filters change', async () => {
    let firstSignal: AbortSignal | undefined;
    const slow = new Promise<never>(() => {});
    fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => {
      firstSignal = init.signal ?? undefined;
      return slow;
    });
    const { router } = render('/products?sort=newest');
    await waitFor(() => expect(firstSignal).toBeDefined());
    await act(() => router.navigate('/products?sort=price_asc'));
    await waitFor(() => expect(firstSignal!.aborted).toBe(true));
    await screen.findByTestId('product-grid');
    expect(screen.queryByTestId('listing-error')).not.toBeInTheDocument();
  });

  it("shows the server's message when the list fails, with the required fallback", async () => {
    fetchMock.mockImplementation(async () => new Response('oops', { status: 500 }));
    render('/products');
    expect(await screen.findByTestId('listing-error')).toHaveTextContent('Request failed (500)');
  });
});
