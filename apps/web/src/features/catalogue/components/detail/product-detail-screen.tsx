import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from '@/lib/router';
import { decodeId, productSlug, type ProductDetail } from '@kesariya/shared';
import { Button } from '@/components/button';
import { hydratedLater } from '@/components/hydrated-later';
import { paths } from '@/config/paths';
import { useCanonicalUrl, useDocumentHead } from '@/lib/use-document-head';
import { keepScrollOnNextNavigation } from '@/lib/scroll-restoration';
import { errorMessage } from '@/store/api';
import type { RouteHandle } from '@/store/route-handle';
import { useStoreName } from '@/store/site-api';
import { useScreenReady } from '@/store/use-screen-ready';
import { catalogueApi, useGetProductDetailQuery } from '../../api/catalogue-api';
import { useBuyBox } from '../../hooks/use-buy-box';
import { BuyingBox } from './buying-box';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductDetailSkeleton } from './product-detail-skeleton';
import { ProductDetails } from './product-details';
import { ProductGallery } from './product-gallery';
import { ProductNotFound } from './product-not-found';
import { RelatedProducts } from './related-products';
import { StickyBuyBar } from './sticky-buy-bar';

// Below the first screen on a phone: the page goes live without waiting for them.
const LaterProductDetails = hydratedLater(ProductDetails);
const LaterRelatedProducts = hydratedLater(RelatedProducts);

export const productDetailHandle: RouteHandle = {
  firstScreen: ({ dispatch, params }) => {
    const id = decodeId(params.id ?? '');
    return id === null ? [] : [dispatch(catalogueApi.endpoints.getProductDetail.initiate(id))];
  },
  notFound: ({ params }, state) => {
    const id = decodeId(params.id ?? '');
    const detail = id === null ? null : catalogueApi.endpoints.getProductDetail.select(id)(state);
    return productIsMissing(id, detail?.error);
  },
};

/** A bad id, or one the catalogue does not have: the screen shows ProductNotFound (and 404s). */
function productIsMissing(id: number | null, error: unknown): boolean {
  return id === null || (error as { status?: number } | undefined)?.status === 404;
}

/**
 * /product/{encoded id}/{name}: the id decides, the name is decorative
 * (docs/decisions/storefront-screens.md, Page URLs and ids).
 */
export function ProductDetailScreen() {
  const params = useParams();
  const id = decodeId(params.id ?? '');
  const { data, error, isLoading, isError, refetch } = useGetProductDetailQuery(id ?? 0, {
    skip: id === null,
  });

  if (productIsMissing(id, isError ? error : undefined)) return <ProductNotFound />;
  if (isError) return <DetailError message={errorMessage(error)} onRetry={refetch} />;
  if (isLoading || !data || data.id !== id) return <ProductDetailSkeleton />;
  // A new product starts with a fresh buying box (size, quantity).
  return <ProductPage key={data.id} product={data} />;
}

function DetailError({ message, onRetry }: { message: string; onRetry: () => void }) {
  useScreenReady();
  return (
    <div
      role="alert"
      className="mx-auto max-w-xl px-5 py-20 text-center"
      data-testid="product-error"
    >
      <h1 className="font-display text-2xl font-semibold">This product could not be loaded</h1>
      <p className="mt-2 text-muted">{message}</p>
      <Button variant="outline" className="mt-6" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

function ProductPage({ product }: { product: ProductDetail }) {
  const params = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const box = useBuyBox(product);
  const canonical = paths.product.getHref(product.id, product.name);
  const storeName = useStoreName();

  useScreenReady();
  useDocumentHead(storeName, product.name, product.description.slice(0, 160));
  useCanonicalUrl(canonical);
  // A stale or hand-typed name still resolves; the address bar is corrected in place.
  useEffect(() => {
    if (params.name !== productSlug(product.name)) {
      keepScrollOnNextNavigation();
      navigate(
        { pathname: canonical, search: location.search, hash: location.hash },
        { replace: true, state: location.state },
      );
    }
  }, [
    params.name,
    product.name,
    canonical,
    navigate,
    location.search,
    location.hash,
    location.state,
  ]);

  return (
    <div
      className="mx-auto max-w-7xl px-3 pt-4 pb-28 sm:px-4 lg:pt-8 lg:pb-16"
      data-testid="product-detail"
      data-product-id={product.id}
    >
      <ProductBreadcrumbs crumbs={product.breadcrumbs} name={product.name} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] lg:gap-10">
        <div className="lg:sticky lg:top-36 lg:self-start">
          <ProductGallery images={product.images} name={product.name} />
        </div>
        <div className="space-y-8">
          <BuyingBox product={product} box={box} />
          <LaterProductDetails product={product} />
        </div>
      </div>
      <LaterRelatedProducts products={product.related} />
      <StickyBuyBar product={product} box={box} />
    </div>
  );
}
