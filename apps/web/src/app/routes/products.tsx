import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('all');

/** Route table (spec section 2): /products, the listing of everything (with ?search and ?category). */
export default function ProductsRoute() {
  return <ListingScreen kind="all" />;
}
