import { getSessionId } from '@/lib/storage';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import {
  useGetCartItemsQuery,
  useGetModulesQuery,
  useGetPaymentDetailsQuery,
  useGetWishlistItemsQuery,
} from '@/store/startup-api';

/**
 * Spec section 4: at start-up the product fetches cart, wishlist (logged in only), payment details and
 * module configuration. Failures only land in the load states; nothing is toasted.
 */
export function StartupFetches() {
  const user = useAppSelector(selectUserInfo);
  useGetCartItemsQuery({ userId: user?.id ?? 0, sessionId: getSessionId() });
  useGetWishlistItemsQuery({ userId: user?.id ?? 0 }, { skip: !user });
  useGetPaymentDetailsQuery();
  useGetModulesQuery();
  return null;
}
