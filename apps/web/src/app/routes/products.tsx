import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('all');

/**
 * /products, the listing of everything, with ?search and ?category
 * (docs/decisions/storefront-screens.md, Routes and shell visibility).
 */
export default function ProductsRoute() {
  return <ListingScreen kind="all" />;
}
