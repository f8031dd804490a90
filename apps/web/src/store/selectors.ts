import type { RootState } from './index';

/** Spec section 6: a shopper is logged in when user info is present. */
export const selectUserInfo = (state: RootState) => state.shopper.userInfo;
export const selectIsLoggedIn = (state: RootState) => state.shopper.userInfo !== null;
export const selectCartCount = (state: RootState) => state.loadStates.cart.items.length;
export const selectWishlistCount = (state: RootState) => state.loadStates.wishlist.items.length;

/** Spec section 4: a module is on when its status is 'Y', names compared case-insensitively. */
export const selectModuleEnabled = (state: RootState, moduleName: string) =>
  state.loadStates.modules.items.some(
    (m) =>
      m.module_name.toLowerCase() === moduleName.toLowerCase() && m.status.toUpperCase() === 'Y',
  );
