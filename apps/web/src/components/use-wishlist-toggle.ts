import { useState } from 'react';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInWishlist, selectUserInfo } from '@/store/selectors';
import { shopperApi } from '@/store/shopper-api';
import { openLogin } from './open-login';

/**
 * The heart on cards and product pages: guests get the login modal. The change is sent when the
 * heart is tapped, not through mutation hooks: a listing shows dozens of hearts, and each pair of
 * hooks would be one more pair of store subscriptions to set up as the page goes live and to run
 * on every change of the store after.
 */
export function useWishlistToggle(productId: number) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const inWishlist = useAppSelector((state) => selectInWishlist(state, productId));
  const [busy, setBusy] = useState(false);

  async function toggle() {
    if (!user) {
      openLogin(dispatch);
      return;
    }
    const change = inWishlist
      ? shopperApi.endpoints.removeFromWishlist
      : shopperApi.endpoints.addToWishlist;
    const request = dispatch(change.initiate({ userId: user.id, productId }));
    setBusy(true);
    try {
      await request.unwrap();
    } catch (error) {
      // Loaded on demand: the toast library is not part of the first screen's JS.
      const { default: toast } = await import('react-hot-toast');
      toast.error(errorMessage(error));
    } finally {
      // Nothing reads the finished request: its entry leaves the store.
      request.reset();
      setBusy(false);
    }
  }

  return { inWishlist, toggle, busy };
}
