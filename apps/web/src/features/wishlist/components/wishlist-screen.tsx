import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import type { WishlistEntry } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { getSessionId } from '@/lib/storage';
import { errorMessage } from '@/store/api';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import { useRemoveFromWishlistMutation } from '@/store/startup-api';
import { openLoginModal } from '@/store/ui-slice';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetWishlistEntriesQuery, useMoveWishlistToCartMutation } from '../api/wishlist-api';

function WishlistCard({ entry, userId }: { entry: WishlistEntry; userId: number }) {
  const inStock = entry.sizes.filter((s) => s.stock > 0);
  const [size, setSize] = useState<string>(inStock.length === 1 ? inStock[0]!.size : '');
  const [move, moving] = useMoveWishlistToCartMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();

  async function moveToCart() {
    if (!size) {
      toast.error('Please select a size');
      return;
    }
    try {
      await move({ userId, sessionId: getSessionId(), entry, size }).unwrap();
      toast.success('Moved to your cart');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function drop() {
    try {
      await remove({ userId, productId: entry.product_id }).unwrap();
      toast.success('Removed from your wishlist');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <li
      className="flex flex-col rounded-lg border border-line bg-white p-3"
      data-testid="wishlist-entry"
    >
      <Link to={paths.product.getHref(entry.product_id, entry.name)}>
        <ProductImage
          image={entry.image}
          alt={entry.name}
          sizes="(min-width: 1024px) 240px, 45vw"
          className="rounded-md"
        />
        <p className="mt-2 line-clamp-2 text-sm font-medium text-ink">{entry.name}</p>
      </Link>
      <Price
        price={entry.price}
        mrp={entry.mrp}
        discount={entry.discount_percent}
        className="mt-1"
      />
      {entry.in_stock ? (
        <label className="mt-2 text-sm text-muted">
          Size
          <select
            value={size}
            onChange={(e) => setSize(e.target.value)}
            className="ml-2 rounded border border-line px-2 py-1 text-ink"
            aria-label={`Size for ${entry.name}`}
          >
            <option value="">Select</option>
            {entry.sizes.map((s) => (
              <option key={s.size} value={s.size} disabled={s.stock <= 0}>
                {s.size}
                {s.stock <= 0 ? ' (sold out)' : ''}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="mt-2 text-sm font-medium text-red-700">Out of stock</p>
      )}
      <div className="mt-auto flex gap-2 pt-3">
        <Button
          className="flex-1 px-2"
          disabled={!entry.in_stock || moving.isLoading}
          onClick={moveToCart}
        >
          Move to cart
        </Button>
        <Button
          variant="ghost"
          className="px-3"
          disabled={removing.isLoading}
          onClick={drop}
          aria-label={`Remove ${entry.name} from wishlist`}
        >
          Remove
        </Button>
      </div>
    </li>
  );
}

/** The wishlist page: logged-in shoppers only (spec section 6); move to cart with a size choice. */
export function WishlistScreen() {
  const user = useAppSelector(selectUserInfo);
  const dispatch = useAppDispatch();
  const { data, isLoading, isError, error } = useGetWishlistEntriesQuery(
    { userId: user?.id ?? 0 },
    { skip: !user },
  );
  useScreenReady(!user || !isLoading);

  if (!user) {
    return (
      <section className="mx-auto max-w-xl px-5 py-16 text-center">
        <h1 className="font-display text-3xl font-semibold text-ink">Your wishlist</h1>
        <p className="mt-3 text-muted">Log in to see the pieces you saved.</p>
        <Button className="mt-8" onClick={() => dispatch(openLoginModal())}>
          Log in
        </Button>
      </section>
    );
  }
  if (isLoading)
    return (
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-5 py-10 sm:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="aspect-[3/5] w-full" />
        ))}
      </div>
    );
  if (isError)
    return (
      <p role="alert" className="px-5 py-16 text-center">
        {errorMessage(error)}
      </p>
    );
  const entries = data ?? [];
  return (
    <section className="mx-auto max-w-6xl px-5 py-8">
      <h1 className="font-display text-2xl font-semibold text-ink sm:text-3xl">
        My wishlist ({entries.length})
      </h1>
      {entries.length === 0 ? (
        <div className="py-12 text-center">
          <p className="text-muted">Tap the heart on any piece to save it here.</p>
          <Link to={paths.home.getHref()} className={buttonClass('primary', 'mt-6')}>
            Continue shopping
          </Link>
        </div>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          {entries.map((entry) => (
            <WishlistCard key={entry.id} entry={entry} userId={user.id} />
          ))}
        </ul>
      )}
    </section>
  );
}
