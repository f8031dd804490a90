import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductCard as ProductCardData, WishlistEntry } from '@kesariya/shared';
import { shopperActions } from '@/store/shopper-slice';
import { shopperApi } from '@/store/shopper-api';
import { jsonFetch, renderWithApp } from '@/test/render';
import { ProductCard } from './product-card';

vi.setConfig({ testTimeout: 20_000 });

const SHOPPER = { id: 7, first_name: 'Asha' };

const PRODUCT: ProductCardData = {
  id: 42,
  name: 'Maroon Silk Kurta',
  slug: 'maroon-silk-kurta',
  price: 1499,
  mrp: 1999,
  discount_percent: 25,
  image: null,
  category_id: 1,
  color: 'Maroon',
  sizes: [{ size: 'M', stock: 3 }],
  is_hot_deal: false,
  is_best_seller: false,
  is_new_arrival: false,
  is_collection: false,
  rating: null,
};

const ENTRY = { id: 1, product_id: PRODUCT.id, name: PRODUCT.name } as WishlistEntry;

interface Call {
  method: string;
  url: string;
  body: string;
}

/**
 * The wishlist API: what the wishlist holds, changed by add and remove; `failWith` makes a
 * change fail with that message instead.
 */
function serveWishlist({ holds = false, failWith }: { holds?: boolean; failWith?: string } = {}) {
  const calls: Call[] = [];
  let held = holds;
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        const method = init.method ?? 'GET';
        calls.push({ method, url, body: String(init.body ?? '') });
        if (url.includes('wishlist-items'))
          return { body: { status: true, message: 'Wishlist', data: held ? [ENTRY] : [] } };
        if (failWith)
          return { status: 409, body: { status: false, message: failWith, data: null } };
        held = url.includes('add-to-wishlist');
        return { body: { status: true, message: 'Done', data: null } };
      }),
    ),
  );
  return calls;
}

/** The card on its own, with the start-up wishlist subscription the app holds. */
function renderCard({ signedIn }: { signedIn: boolean }) {
  const result = renderWithApp(<ProductCard product={PRODUCT} />);
  if (signedIn) {
    act(() => {
      result.store.dispatch(shopperActions.userInfo(SHOPPER));
      result.store.dispatch(shopperApi.endpoints.getWishlist.initiate({ userId: SHOPPER.id }));
    });
  }
  return result;
}

const heart = () => screen.getByRole('button', { name: /wishlist/ });
const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

describe('the wishlist heart on a product card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('adds the product for a signed-in shopper, and shows it added once the wishlist says so', async () => {
    const calls = serveWishlist();
    renderCard({ signedIn: true });
    await waitFor(() => expect(heart()).toHaveAccessibleName(`Add ${PRODUCT.name} to wishlist`));

    await userEvent.click(heart());

    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    expect(heart()).toHaveAccessibleName(`Remove ${PRODUCT.name} from wishlist`);
    expect(heart()).toBeEnabled();
    const [added] = changes(calls);
    expect(added?.method).toBe('POST');
    expect(added?.url).toContain('website/wishlist/add-to-wishlist');
    expect(added?.body).toContain(`user_id=${SHOPPER.id}`);
    expect(added?.body).toContain(`product_id=${PRODUCT.id}`);
  });

  it('removes a product the wishlist holds', async () => {
    const calls = serveWishlist({ holds: true });
    renderCard({ signedIn: true });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));

    await userEvent.click(heart());

    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'false'));
    const [removed] = changes(calls);
    expect(removed?.method).toBe('DELETE');
    expect(removed?.url).toContain('website/wishlist/remove-from-wishlist');
  });

  it('says why a change failed, and leaves the heart as it was and ready for another tap', async () => {
    serveWishlist({ failWith: 'Your wishlist is full' });
    renderCard({ signedIn: true });
    await waitFor(() => expect(heart()).toHaveAccessibleName(`Add ${PRODUCT.name} to wishlist`));

    await userEvent.click(heart());

    expect(await screen.findByText('Your wishlist is full')).toBeInTheDocument();
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    expect(heart()).toBeEnabled();
  });

  it('asks a guest to log in and sends nothing', async () => {
    const calls = serveWishlist();
    const { store } = renderCard({ signedIn: false });

    await userEvent.click(heart());

    expect(store.getState().ui.loginModalRequested).toBe(true);
    expect(changes(calls)).toEqual([]);
  });
});

describe('the stars on a product card', () => {
  afterEach(() => vi.unstubAllGlobals());

  function serveModules(reviews: 'Y' | 'N') {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        jsonFetch(() => ({
          body: {
            status: true,
            message: 'Module configuration',
            data: [{ module_name: 'reviews', status: reviews }],
          },
        })),
      ),
    );
  }

  it('shows the average and the count of reviews', async () => {
    serveModules('Y');
    const { store } = renderWithApp(
      <ProductCard product={{ ...PRODUCT, rating: { average: 4.25, count: 12 } }} />,
    );
    await store.dispatch(shopperApi.endpoints.getModules.initiate());
    expect(screen.getByText('Rated 4.3 out of 5 by 12 buyers')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeVisible();
  });

  it('shows none before the first review, or with the reviews module off', async () => {
    serveModules('N');
    const { store } = renderWithApp(
      <ProductCard product={{ ...PRODUCT, rating: { average: 4, count: 3 } }} />,
    );
    await store.dispatch(shopperApi.endpoints.getModules.initiate());
    await waitFor(() => expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument());
    renderWithApp(<ProductCard product={PRODUCT} />);
    expect(screen.queryByText(/out of 5/)).not.toBeInTheDocument();
  });
});
