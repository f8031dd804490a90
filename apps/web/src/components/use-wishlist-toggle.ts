import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInWishlist, selectUserInfo } from '@/store/selectors';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from '@/store/shopper-api';
import { openLoginModal } from '@/store/ui-slice';

/** The heart on cards and product pages: guests get the login modal. */
export function useWishlistToggle(productId: number) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const inWishlist = useAppSelector((state) => selectInWishlist(state, productId));
  const [add, addState] = useAddToWishlistMutation();
  const [remove, removeState] = useRemoveFromWishlistMutation();

  async function toggle() {
    if (!user) {
      dispatch(openLoginModal());
      return;
    }
    const args = { userId: user.id, productId };
    try {
      if (inWishlist) await remove(args).unwrap();
      else await add(args).unwrap();
    } catch (error) {
      // Loaded on demand: the toast library is not part of the first screen's JS.
      const { default: toast } = await import('react-hot-toast');
      toast.error(errorMessage(error));
    }
  }

  return { inWishlist, toggle, busy: addState.isLoading || removeState.isLoading };
}
