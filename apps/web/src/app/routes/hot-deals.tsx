import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('hot-deals');

/** Route table (spec section 2): the hot-deals listing. */
export default function HotDealsRoute() {
  return <ListingScreen kind="hot-deals" />;
}
