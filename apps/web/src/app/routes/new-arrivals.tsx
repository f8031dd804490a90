import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('new-arrivals');

/** The new-arrivals listing (docs/decisions/storefront-screens.md, Routes and shell visibility). */
export default function NewArrivalsRoute() {
  return <ListingScreen kind="new-arrivals" />;
}
