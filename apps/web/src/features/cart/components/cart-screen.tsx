import { useState } from 'react';
import { Link, useNavigate } from '@/lib/router';
import { toast } from '@/lib/toast';
import { formatMoney, type CartLine } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { OrderSummary } from '@/components/order-summary';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import {
  cartOwnerOf,
  useAddToWishlistMutation,
  useGetCartQuery,
  type CartOwner,
} from '@/store/shopper-api';
import { shopperActions } from '@/store/shopper-slice';
import { openLogin } from '@/components/open-login';
import { useScreenReady } from '@/store/use-screen-ready';
import {
  useApplyCouponMutation,
  useDeleteCartItemMutation,
  useUpdateCartQuantityMutation,
} from '../api/cart-api';

const MAX_QTY = 10;

/**
 * A false status or a network error shows the server's message
 * (docs/decisions/storefront-screens.md, Shopper state and storage).
 */
async function attempt(action: () => Promise<unknown>, success?: string): Promise<boolean> {
  try {
    const answer = (await action()) as { message?: string } | null;
    if (success) toast.success(answer?.message || success);
    return true;
  } catch (error) {
    toast.error(errorMessage(error));
    return false;
  }
}

function CartLineRow({ line, owner }: { line: CartLine; owner: CartOwner }) {
  const dispatch = useAppDispatch();
  const [update, updating] = useUpdateCartQuantityMutation();
  const [remove, removing] = useDeleteCartItemMutation();
  const [wish] = useAddToWishlistMutation();
  const busy = updating.isLoading || removing.isLoading;
  const maxQty = Math.max(1, Math.min(MAX_QTY, line.stock));
  const setQty = (qty: number) =>
    attempt(() => update({ ...owner, productId: line.product_id, size: line.size, qty }).unwrap());

  async function moveToWishlist() {
    if (owner.userId === 0) {
      openLogin(dispatch);
      return;
    }
    const moved = await attempt(() =>
      wish({ userId: owner.userId, productId: line.product_id }).unwrap(),
    );
    if (moved)
      await attempt(() => remove({ ...owner, cartId: line.id }).unwrap(), 'Moved to your wishlist');
  }

  return (
    <li className="flex gap-4 border-b border-line py-5" data-testid="cart-line">
      <Link
        to={paths.product.getHref(line.product_id, line.name)}
        className="w-24 shrink-0 sm:w-28"
      >
        <ProductImage image={line.image} alt={line.name} sizes="112px" className="rounded-md" />
      </Link>
      <div className="min-w-0 flex-1">
        <Link
          to={paths.product.getHref(line.product_id, line.name)}
          className="line-clamp-2 font-medium text-ink hover:underline"
        >
          {line.name}
        </Link>
        <p className="mt-1 text-sm text-muted">Size: {line.size}</p>
        <Price price={line.price} mrp={line.mrp} className="mt-1" />
        {line.issue && (
          <p
            role="alert"
            className="mt-2 rounded bg-red-50 px-2 py-1 text-sm font-medium text-red-700"
          >
            {line.issue}
          </p>
        )}
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <div
            className="flex items-center rounded-md border border-line"
            aria-label={`Quantity of ${line.name}`}
          >
            <button
              type="button"
              className="h-9 w-9 text-lg disabled:opacity-40"
              aria-label="Decrease quantity"
              disabled={busy || line.qty <= 1}
              onClick={() => setQty(line.qty - 1)}
            >
              −
            </button>
            <span className="w-8 text-center text-sm font-semibold" data-testid="cart-qty">
              {line.qty}
            </span>
            <button
              type="button"
              className="h-9 w-9 text-lg disabled:opacity-40"
              aria-label="Increase quantity"
              disabled={busy || line.qty >= maxQty}
              onClick={() => setQty(line.qty + 1)}
            >
              +
            </button>
          </div>
          <button
            type="button"
            className="text-sm font-medium text-brand hover:underline"
            disabled={busy}
            onClick={moveToWishlist}
          >
            Move to wishlist
          </button>
          <button
            type="button"
            className="text-sm font-medium text-muted hover:underline"
            disabled={busy}
            onClick={() =>
              attempt(
                () => remove({ ...owner, cartId: line.id }).unwrap(),
                'Item removed from cart',
              )
            }
          >
            Remove
          </button>
        </div>
      </div>
      <p className="shrink-0 text-right font-semibold text-ink">
        <Price price={line.line_total} inline />
      </p>
    </li>
  );
}

function CouponBox({ owner }: { owner: CartOwner }) {
  const dispatch = useAppDispatch();
  const applied = useAppSelector((state) => state.shopper.couponCode);
  const [code, setCode] = useState(applied);
  const [apply, applying] = useApplyCouponMutation();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    try {
      const result = await apply({ ...owner, code: code.trim() }).unwrap();
      dispatch(shopperActions.couponCode(result.coupon.code));
      dispatch(shopperActions.appliedCoupon(result));
      // A toast takes one string, so the saving is formatted here rather than by <Price>.
      toast.success(
        `Coupon ${result.coupon.code} applied: you save ${formatMoney(result.discount)}`,
      );
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <form onSubmit={submit} className="mt-4 flex gap-2" aria-label="Apply coupon">
      <input
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        placeholder="Coupon code"
        aria-label="Coupon code"
        className="min-h-11 min-w-0 flex-1 rounded-md border border-line px-3 text-sm uppercase"
      />
      <Button type="submit" variant="outline" disabled={applying.isLoading || code.trim() === ''}>
        Apply
      </Button>
      {applied && (
        <Button
          variant="ghost"
          onClick={() => {
            dispatch(shopperActions.couponCode(''));
            dispatch(shopperActions.appliedCoupon(null));
            setCode('');
          }}
        >
          Remove
        </Button>
      )}
    </form>
  );
}

/** The cart page: lines with their stock notes, coupon entry and the server's summary. */
export function CartScreen() {
  const user = useAppSelector(selectUserInfo);
  const owner = cartOwnerOf(user);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  // Opening the page reads the cart again: stock may have moved since it was last read.
  const { data, isLoading, isError, error, refetch } = useGetCartQuery(owner, {
    refetchOnMountOrArgChange: true,
  });
  useScreenReady(!isLoading);

  if (isLoading) {
    return (
      <div className="mx-auto max-w-5xl space-y-4 px-5 py-10" aria-busy="true">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-32 w-full" />
        <Skeleton className="h-32 w-full" />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <div className="mx-auto max-w-xl px-5 py-16 text-center">
        <p role="alert" className="text-ink">
          {errorMessage(error)}
        </p>
        <Button className="mt-6" onClick={() => refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <section className="mx-auto max-w-xl px-5 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink">Your cart is empty</h1>
        <p className="mt-3 text-muted">Sarees, kurtas and lehengas are waiting for you.</p>
        <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-8')}>
          Continue shopping
        </Link>
      </section>
    );
  }
  const summary = data.summary;
  const canCheckout = summary?.can_checkout ?? false;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-5 py-8 lg:grid-cols-[minmax(0,1fr)_360px]">
      <section className="min-w-0">
        <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">My cart</h1>
        <ul className="mt-4">
          {data.items.map((line) => (
            <CartLineRow key={line.id} line={line} owner={owner} />
          ))}
        </ul>
      </section>
      {summary && (
        <aside className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <section
            className="rounded-lg border border-line bg-white p-5"
            aria-label="Price summary"
          >
            <h2 className="font-display text-lg font-semibold text-ink">
              Price details ({summary.item_count} items)
            </h2>
            <OrderSummary summary={summary} className="mt-3" />
            {summary.amount_to_free_delivery > 0 && (
              <p className="mt-3 text-sm text-saffron-text">
                Add <Price price={summary.amount_to_free_delivery} inline /> more for free delivery.
              </p>
            )}
            <CouponBox owner={owner} />
            {!canCheckout && (
              <p className="mt-3 text-sm text-red-700">
                Please update the items marked above before checking out.
              </p>
            )}
            <Button
              className="mt-4 w-full"
              disabled={!canCheckout}
              onClick={() => (user ? navigate(paths.checkout.getHref()) : openLogin(dispatch))}
            >
              {user ? 'Proceed to checkout' : 'Log in to check out'}
            </Button>
          </section>
        </aside>
      )}
    </div>
  );
}
