import { ListingScreen } from '@/features/catalogue/components/listing/listing-screen';

/** Route table (spec section 2): /products, the listing of everything (with ?search and ?category). */
export default function ProductsRoute() {
  return <ListingScreen kind="all" />;
}
