import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import {
  cartOwnerOf,
  useGetCartQuery,
  useGetModulesQuery,
  useGetPaymentSettingsQuery,
  useGetWishlistQuery,
  wishlistOwnerOf,
} from '@/store/shopper-api';

/**
 * At start-up the app asks for the cart, the wishlist (logged in only), the payment details and the
 * module configuration. Failures only show in the load states (store/load-states.ts); nothing is
 * toasted.
 */
export function StartupFetches() {
  const user = useAppSelector(selectUserInfo);
  useGetCartQuery(cartOwnerOf(user));
  useGetWishlistQuery(wishlistOwnerOf(user));
  useGetPaymentSettingsQuery();
  useGetModulesQuery();
  return null;
}
