import { PackageSearch } from 'lucide-react';
import { Link } from '@/lib/router';
import { buttonClass } from '@/components/button';
import { paths } from '@/config/paths';
import { useDocumentHead } from '@/lib/use-document-head';
import { useStoreName } from '@/store/site-api';
import { useScreenReady } from '@/store/use-screen-ready';

/** A bad or unknown product id: a friendly screen with ways on, never a blank page. */
export function ProductNotFound() {
  const storeName = useStoreName();
  useScreenReady();
  useDocumentHead(storeName, 'Product not found');
  return (
    <section className="mx-auto max-w-xl px-5 py-20 text-center" data-testid="product-not-found">
      <PackageSearch className="mx-auto size-14 text-brand/40" aria-hidden="true" />
      <h1 className="mt-4 font-display text-3xl font-semibold">We couldn’t find that product</h1>
      <p className="mt-3 text-[15px] leading-6 text-muted">
        The link may be mistyped, or the piece may no longer be in our collection. Our newest
        arrivals and best sellers are a good place to look for something similar.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to={paths.newArrivals.getHref()} className={buttonClass('primary')}>
          See new arrivals
        </Link>
        <Link to={paths.products.getHref()} className={buttonClass('outline')}>
          Browse all clothing
        </Link>
      </div>
    </section>
  );
}
