import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonFetch } from '@/test/render';
import { makeStore } from './index';
import {
  selectCartLoadState,
  selectModulesLoadState,
  selectPaymentDetailsLoadState,
  selectWishlistLoadState,
} from './load-states';
import { selectModuleOn } from './modules';
import { selectCartCount, selectWishlistCount } from './selectors';
import { cartOwnerOf, shopperApi } from './shopper-api';
import { shopperActions } from './shopper-slice';

const LINE = { id: 7, product_id: 19, qty: 2, mrp: 3000, price: 2500, size: 'M' };
const MODULE = { module_name: 'Wallet', status: 'Y' };

function answer(body: unknown, status = 200) {
  return { status, body };
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('load states', () => {
  it('are idle before the start-up fetches', () => {
    const state = makeStore().getState();
    for (const select of [
      selectCartLoadState,
      selectWishlistLoadState,
      selectPaymentDetailsLoadState,
      selectModulesLoadState,
    ])
      expect(select(state)).toMatchObject({ status: 'idle', error: null });
    expect(selectCartLoadState(state).items).toEqual([]);
    expect(selectPaymentDetailsLoadState(state).items).toBeNull();
  });

  it('follow the query: loading, then succeeded with its items', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        await held;
        return jsonFetch((url) =>
          url.includes('cart-items')
            ? answer({ status: true, message: 'Cart items', data: [LINE] })
            : answer({ status: true, message: 'Configuration', data: [MODULE] }),
        )(input, init);
      }),
    );
    const store = makeStore();
    const cart = store.dispatch(shopperApi.endpoints.getCart.initiate(cartOwnerOf(null)));
    const modules = store.dispatch(shopperApi.endpoints.getModules.initiate());
    expect(selectCartLoadState(store.getState()).status).toBe('loading');
    release();
    await Promise.all([cart, modules]);

    const state = store.getState();
    expect(selectCartLoadState(state)).toEqual({ items: [LINE], status: 'succeeded', error: null });
    expect(selectCartCount(state)).toBe(1);
    // Screens select it on every store change: an unchanged query gives the very same object.
    expect(selectCartLoadState(store.getState())).toBe(selectCartLoadState(state));
    expect(selectModulesLoadState(state).status).toBe('succeeded');
    expect(selectModuleOn(state, 'wallet')).toBe(true);
  });

  it("are failed with the server's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch(() => answer({ status: false, message: 'Service unavailable' }, 503))),
    );
    const store = makeStore();
    await store.dispatch(shopperApi.endpoints.getPaymentSettings.initiate());
    expect(selectPaymentDetailsLoadState(store.getState())).toEqual({
      items: null,
      status: 'failed',
      error: 'Service unavailable',
    });
  });

  it("read the logged-in shopper's wishlist, and nothing for a guest", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(jsonFetch(() => answer({ status: true, message: '', data: [LINE] }))),
    );
    const store = makeStore();
    const user = { id: 3 };
    store.dispatch(shopperActions.userInfo(user));
    await store.dispatch(shopperApi.endpoints.getWishlist.initiate({ userId: user.id }));
    expect(selectWishlistLoadState(store.getState()).status).toBe('succeeded');
    expect(selectWishlistCount(store.getState())).toBe(1);

    store.dispatch(shopperActions.userInfo(null));
    expect(selectWishlistLoadState(store.getState())).toMatchObject({ status: 'idle', items: [] });
    expect(selectWishlistCount(store.getState())).toBe(0);
  });
});
