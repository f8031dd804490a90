import type { ProductCard as ProductCardData } from '@kesariya/shared';
import { ProductCard } from '@/components/product-card';

const SIZES = '(min-width: 1024px) 220px, 44vw';

/** "You may also like": other products of the same category, most popular first. */
export function RelatedProducts({ products }: { products: ProductCardData[] }) {
  if (products.length === 0) return null;
  return (
    <section
      aria-labelledby="related-heading"
      className="below-fold mt-14 border-t border-line pt-8"
      data-testid="related-products"
    >
      <h2 id="related-heading" className="mb-5 font-display text-2xl font-semibold">
        You may also like
      </h2>
      <ul className="-mx-3 flex snap-x snap-mandatory scroll-px-3 gap-3 overflow-x-auto px-3 pb-2 sm:mx-0 sm:grid sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 lg:grid-cols-4 xl:grid-cols-5">
        {products.map((product) => (
          <li key={product.id} className="w-[44vw] shrink-0 snap-start sm:w-auto">
            <ProductCard product={product} sizes={SIZES} />
          </li>
        ))}
      </ul>
    </section>
  );
}
