import {
  ProductDetailScreen,
  productDetailHandle,
} from '@/features/catalogue/components/detail/product-detail-screen';

export const handle = productDetailHandle;

/** /product/{encoded id}/{name} (docs/decisions/storefront-screens.md, Page URLs and ids). */
export default function ProductDetailRoute() {
  return <ProductDetailScreen />;
}
