import { useState } from 'react';
import { Link } from '@/lib/router';
import { toast } from '@/lib/toast';
import type { WishlistEntry } from '@kesariya/shared';
import { Button, buttonClass } from '@/components/button';
import { Price } from '@/components/price';
import { ProductImage } from '@/components/product-image';
import { RequireLogin } from '@/components/require-login';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { errorMessage } from '@/store/api';
import { useAppSelector } from '@/store/hooks';
import { selectUserInfo } from '@/store/selectors';
import {
  cartOwnerOf,
  useAddToCartMutation,
  useGetWishlistQuery,
  useRemoveFromWishlistMutation,
  wishlistOwnerOf,
} from '@/store/shopper-api';
import type { UserInfo } from '@/store/shopper-slice';
import { useScreenReady } from '@/store/use-screen-ready';

function WishlistCard({ entry, user }: { entry: WishlistEntry; user: UserInfo }) {
  const inStock = entry.sizes.filter((s) => s.stock > 0);
  const [size, setSize] = useState<string>(inStock.length === 1 ? inStock[0]!.size : '');
  const [addToCart, adding] = useAddToCartMutation();
  const [remove, removing] = useRemoveFromWishlistMutation();
  const wished = { userId: user.id, productId: entry.product_id };

  async function moveToCart() {
    if (!size) {
      toast.error('Please select a size');
      return;
    }
    try {
      await addToCart({
        ...cartOwnerOf(user),
        productId: entry.product_id,
        qty: 1,
        size,
        mrp: entry.mrp,
        price: entry.price,
      }).unwrap();
      await remove(wished).unwrap();
      toast.success('Moved to your cart');
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  async function drop() {
    try {
      await remove(wished).unwrap();
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
          disabled={!entry.in_stock || adding.isLoading || removing.isLoading}
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

/** The wishlist page: logged-in shoppers only; move to cart with a size choice. */
export function WishlistScreen() {
  return (
    <RequireLogin title="Your wishlist" reason="Log in to see the pieces you saved.">
      <WishlistEntries />
    </RequireLogin>
  );
}

function WishlistEntries() {
  const user = useAppSelector(selectUserInfo)!;
  // Opening the page reads the wishlist again: stock may have moved since it was last read.
  const { data, isLoading, isError, error } = useGetWishlistQuery(wishlistOwnerOf(user), {
    refetchOnMountOrArgChange: true,
  });
  useScreenReady(!isLoading);

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
            <WishlistCard key={entry.id} entry={entry} user={user} />
          ))}
        </ul>
      )}
    </section>
  );
}
