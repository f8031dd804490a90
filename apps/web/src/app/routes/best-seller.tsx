import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('best-seller');

/** The best-seller listing (docs/decisions/storefront-screens.md, Routes and shell visibility). */
export default function BestSellerRoute() {
  return <ListingScreen kind="best-seller" />;
}
