import { ProductDetailScreen } from '@/features/catalogue/components/detail/product-detail-screen';

/** Route table (spec section 2): /product/{encoded id}/{name}. */
export default function ProductDetailRoute() {
  return <ProductDetailScreen />;
}
