import { Heart } from 'lucide-react';
import { Link } from '@/lib/router';
import type { ProductCard as ProductCardData } from '@kesariya/shared';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useWishlistToggle } from '@/components/use-wishlist-toggle';
import { CardRating } from './card-rating';
import { Price } from './price';
import { ProductImage } from './product-image';

interface ProductCardProps {
  product: ProductCardData;
  /** First cards of the first screen load eagerly (LCP); the rest lazily. */
  priority?: boolean;
  sizes?: string;
}

const DEFAULT_SIZES =
  '(min-width: 1280px) 300px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

export function ProductCard({ product, priority, sizes = DEFAULT_SIZES }: ProductCardProps) {
  const href = paths.product.getHref(product.id, product.name);
  const { inWishlist, toggle, busy } = useWishlistToggle(product.id);
  const soldOut = product.sizes.length > 0 && product.sizes.every((s) => s.stock <= 0);

  return (
    <article className="group relative flex flex-col" data-testid="product-card">
      <Link to={href} className="block rounded-md focus-visible:outline-offset-4">
        <div className="relative overflow-hidden rounded-md">
          <ProductImage
            image={product.image}
            // The link is named by the title below; a picture that only repeats the name would be
            // read twice, so it is described only when its alt text says more than the name.
            alt={product.image?.alt && product.image.alt !== product.name ? product.image.alt : ''}
            sizes={sizes}
            priority={priority}
            className="transition-transform duration-300 group-hover:scale-[1.02]"
          />
          {product.is_new_arrival && (
            <span className="absolute top-2 left-2 rounded-sm bg-marigold px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-ink uppercase">
              New
            </span>
          )}
          {soldOut && (
            <span className="absolute inset-x-0 bottom-0 bg-ink/75 py-1 text-center text-xs font-semibold text-white">
              Sold out
            </span>
          )}
        </div>
        <h3 className="mt-2 line-clamp-2 font-sans text-[13px] leading-snug text-ink sm:text-sm">
          {product.name}
        </h3>
      </Link>
      <Price
        price={product.price}
        mrp={product.mrp}
        discount={product.discount_percent}
        className="mt-1"
      />
      <CardRating rating={product.rating} />
      <button
        type="button"
        onClick={toggle}
        disabled={busy}
        aria-pressed={inWishlist}
        aria-label={
          inWishlist ? `Remove ${product.name} from wishlist` : `Add ${product.name} to wishlist`
        }
        className="absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-white/90 text-ink shadow-sm transition hover:text-brand"
      >
        <Heart
          className={cn('size-[18px]', inWishlist && 'fill-brand text-brand')}
          aria-hidden="true"
        />
      </button>
    </article>
  );
}

/** The card's shape while products load. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col">
      <div className="aspect-[3/4] animate-pulse rounded-md bg-ivory-deep" />
      <div className="mt-2 h-4 w-4/5 animate-pulse rounded bg-ivory-deep" />
      <div className="mt-1.5 h-4 w-3/5 animate-pulse rounded bg-ivory-deep" />
    </div>
  );
}
