import type { ProductCard as ProductCardData } from '@kesariya/shared';
import { hydratedLater } from '@/components/hydrated-later';
import { ProductCard, ProductCardSkeleton } from '@/components/product-card';

const GRID =
  'grid grid-cols-2 gap-x-3 gap-y-7 sm:grid-cols-3 sm:gap-x-5 lg:grid-cols-3 xl:grid-cols-4';
const SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 30vw, (min-width: 640px) 31vw, 47vw';

/** The first screen's cards on a phone: two rows of two. */
const FIRST_SCREEN_CARDS = 4;

/** Cards further down: the page goes live without waiting for them. */
const LaterProductCard = hydratedLater(ProductCard);

/**
 * 2 columns on phones, 3 on tablets, 4 on wide desktops (docs/decisions/storefront-screens.md, Look
 * and feel).
 */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <ul className={GRID} data-testid="product-grid">
      {products.map((product, index) => (
        // Each card is laid out with the page (no content-visibility): one drawn only as it neared
        // the screen changed height then, and the page jumped under a finger heading for the
        // pagination.
        <li key={product.id}>
          {index < FIRST_SCREEN_CARDS ? (
            <ProductCard product={product} sizes={SIZES} priority />
          ) : (
            <LaterProductCard product={product} sizes={SIZES} />
          )}
        </li>
      ))}
    </ul>
  );
}

export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <ul
      className={GRID}
      aria-busy="true"
      aria-label="Loading products"
      data-testid="product-grid-skeleton"
    >
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <ProductCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
