import type { RootState } from './index';
import {
  selectCartLoadState,
  selectModulesLoadState,
  selectWishlistLoadState,
} from './load-states';

/** A shopper is logged in, for display, when user info is present. */
export const selectUserInfo = (state: RootState) => state.shopper.userInfo;
export const selectIsLoggedIn = (state: RootState) => state.shopper.userInfo !== null;
export const selectCartCount = (state: RootState) => selectCartLoadState(state).items.length;
export const selectWishlistCount = (state: RootState) =>
  selectWishlistLoadState(state).items.length;
export const selectInWishlist = (state: RootState, productId: number) =>
  selectWishlistLoadState(state).items.some((entry) => entry.product_id === productId);

/** docs/decisions.md, Module configuration: on when status is 'Y', names case-insensitive. */
export const selectModuleEnabled = (state: RootState, moduleName: string) =>
  selectModulesLoadState(state).items.some(
    (m) =>
      m.module_name.toLowerCase() === moduleName.toLowerCase() && m.status.toUpperCase() === 'Y',
  );
