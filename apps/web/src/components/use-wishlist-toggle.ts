import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useAddToWishlistMutation, useRemoveFromWishlistMutation } from '@/store/startup-api';
import { openLoginModal } from '@/store/ui-slice';

/** The heart on cards and product pages: guests get the login modal (spec section 6). */
export function useWishlistToggle(productId: number) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUserInfo);
  const inWishlist = useAppSelector((state) =>
    state.loadStates.wishlist.items.some((item) => item.product_id === productId),
  );
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
