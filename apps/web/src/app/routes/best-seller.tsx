import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('best-seller');

/** Route table (spec section 2): the best-seller listing. */
export default function BestSellerRoute() {
  return <ListingScreen kind="best-seller" />;
}
