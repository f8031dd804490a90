import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchSuggestion } from '@kesariya/shared';
import { renderWithApp } from '@/test/render';
import NavSearch from './nav-search';

function product(id: number, name: string): SearchSuggestion {
  return {
    type: 'product',
    product_id: id,
    product_name: name,
    product_image: `/media/products/${id}/1-240.webp`,
    category_id: 15,
    category_name: 'Banarasi Sarees',
    category_image: null,
  };
}
const category: SearchSuggestion = {
  type: 'category',
  product_id: null,
  product_name: null,
  product_image: null,
  category_id: 15,
  category_name: 'Banarasi Sarees',
  category_image: '/media/categories/15-240.webp',
};

/** Eight results, so the client's cut to six shows. */
const RESULTS = [
  category,
  ...Array.from({ length: 7 }, (_, i) => product(100 + i, `Silk Saree ${i + 1}`)),
];

/**
 * A fetch whose answer is ready at once: a real Response reads its body through streams that fake
 * timers hold back, and these tests are about the component's own timers.
 */
function answer(data: SearchSuggestion[]) {
  return async () =>
    ({
      ok: true,
      status: 200,
      json: async () => ({ status: true, message: 'Suggestions', data }),
    }) as unknown as Response;
}

let fetchMock: ReturnType<typeof vi.fn>;
const searchCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.includes('/product/search/'));

function setup(history?: string[]) {
  if (history) localStorage.setItem('searchHistory', JSON.stringify(history));
  const view = renderWithApp(<NavSearch />, { path: '/' });
  const input = screen.getByRole('combobox');
  return { ...view, input };
}

async function type(input: HTMLElement, text: string) {
  fireEvent.change(input, { target: { value: text } });
  await act(async () => {});
}

async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The store tells React about an answer on the next animation frame (RTK's auto-batching). */
async function settle() {
  await wait(50);
}

const options = () => screen.queryAllByRole('option');

describe('navigation search', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetchMock = vi.fn(answer(RESULTS));
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the required placeholder and takes focus when opened', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('placeholder', 'Search for products, categories... ');
    expect(input).toHaveFocus();
  });

  it('calls the search only after 800 ms of unchanged text', async () => {
    const { input } = setup();
    await type(input, 'b');
    await wait(500);
    await type(input, 'ban');
    await wait(799);
    expect(searchCalls()).toHaveLength(0);
    expect(screen.getByText('⏳ Loading...')).toBeInTheDocument();
    await wait(1);
    expect(searchCalls()).toHaveLength(1);
    expect(searchCalls()[0]).toContain('/api/website/product/search/ban');
    await settle();
    expect(screen.queryByText('⏳ Loading...')).not.toBeInTheDocument();
  });

  it('shows the saved history on focus when the input is empty', async () => {
    const { input } = setup(['silk saree', 'kurta']);
    fireEvent.focus(input);
    await act(async () => {});
    expect(options().map((o) => o.textContent)).toEqual(['silk saree', 'kurta']);
    expect(screen.getAllByTestId('history-icon')).toHaveLength(2);
    expect(searchCalls()).toHaveLength(0);
  });

  it('lists up to 3 matching history entries, then up to 6 results', async () => {
    const { input } = setup([
      'silk saree red',
      'silk kurta',
      'silk dupatta',
      'silky lehenga',
      'cotton kurta',
    ]);
    await type(input, 'silk');
    await wait(800);
    await settle();
    const kinds = options().map((o) => o.getAttribute('data-kind'));
    expect(kinds).toEqual([
      'history',
      'history',
      'history',
      'category',
      'product',
      'product',
      'product',
      'product',
      'product',
    ]);
    expect(options()[0]).toHaveTextContent('silk saree red');
    expect(options()[3]).toHaveTextContent('Banarasi Sarees');
    expect(options()[8]).toHaveTextContent('Silk Saree 5');
    // Product and category suggestions show their images.
    expect(options()[4]!.querySelector('img')).toHaveAttribute(
      'src',
      '/media/products/100/1-240.webp',
    );
  });

  it("says 'No Results Found' when nothing matches", async () => {
    fetchMock.mockImplementation(answer([]));
    const { input } = setup();
    await type(input, 'zzzz');
    await wait(800);
    await settle();
    expect(screen.getByText('No Results Found')).toBeInTheDocument();
  });

  it('closes the list 200 ms after blur', async () => {
    const { input } = setup(['kurta']);
    fireEvent.focus(input);
    await act(async () => {});
    expect(options()).toHaveLength(1);
    fireEvent.blur(input);
    await wait(199);
    expect(options()).toHaveLength(1);
    await wait(1);
    expect(options()).toHaveLength(0);
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the highlight with the arrow keys, wrapping around', async () => {
    const { input } = setup(['a one', 'a two', 'a three']);
    fireEvent.focus(input);
    await act(async () => {});
    const selected = () => options().findIndex((o) => o.getAttribute('aria-selected') === 'true');
    expect(selected()).toBe(-1);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    expect(input).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(selected()).toBe(2);
  });

  it('Enter without a highlight searches the typed text and stores it in history, de-duplicated', async () => {
    const { input, router, store } = setup(['Kurta', 'saree']);
    await type(input, '  kurta ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/products');
    expect(router.state.location.search).toBe('?search=kurta');
    expect(JSON.parse(localStorage.getItem('searchHistory')!)).toEqual(['kurta', 'saree']);
    expect(store.getState().shopper.searchQuery).toBe('kurta');
  });

  it('Enter on empty text does nothing', async () => {
    const { input, router } = setup();
    await type(input, '   ');
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('searchHistory')).toBeNull();
  });

  it('Enter on a highlighted product opens its page', async () => {
    const { input, router } = setup();
    await type(input, 'silk');
    await wait(800);
    await settle();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await act(async () => {});
    // Product 100, base64 "MTAw", name lowercased with hyphens.
    expect(router.state.location.pathname).toBe('/product/MTAw/silk-saree-1');
  });

  it('a category suggestion opens the listing with the category in the URL and navigation state', async () => {
    const { input, router, store } = setup();
    await type(input, 'banarsi');
    await wait(800);
    await settle();
    fireEvent.click(options()[0]!);
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/products');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('search')).toBe('Banarasi Sarees');
    expect(params.get('category')).toBe('MTU');
    expect(router.state.location.state).toEqual({ id: 15, title: 'Banarasi Sarees' });
    expect(store.getState().shopper.categoryId).toBe(15);
  });

  it('keeps the results it was given in the shopper state', async () => {
    const { input, store } = setup();
    await type(input, 'silk');
    await wait(800);
    await settle();
    expect(store.getState().shopper.searchSuggestions).toHaveLength(6);
  });
});
