import {
  ProductDetailScreen,
  productDetailHandle,
} from '@/features/catalogue/components/detail/product-detail-screen';

export const handle = productDetailHandle;

/** Route table (spec section 2): /product/{encoded id}/{name}. */
export default function ProductDetailRoute() {
  return <ProductDetailScreen />;
}
