import type { RootState } from './index';
import { selectCartLoadState, selectWishlistLoadState } from './load-states';

/** A shopper is logged in, for display, when user info is present. */
export const selectUserInfo = (state: RootState) => state.shopper.userInfo;
export const selectIsLoggedIn = (state: RootState) => state.shopper.userInfo !== null;
export const selectCartCount = (state: RootState) => selectCartLoadState(state).items.length;
export const selectWishlistCount = (state: RootState) =>
  selectWishlistLoadState(state).items.length;
export const selectInWishlist = (state: RootState, productId: number) =>
  selectWishlistLoadState(state).items.some((entry) => entry.product_id === productId);
