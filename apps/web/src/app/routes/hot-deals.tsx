import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('hot-deals');

/** The hot-deals listing (docs/decisions/storefront-screens.md, Routes and shell visibility). */
export default function HotDealsRoute() {
  return <ListingScreen kind="hot-deals" />;
}
