import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('collection');

/** The collection listing (docs/decisions/storefront-screens.md, Routes and shell visibility). */
export default function CollectionRoute() {
  return <ListingScreen kind="collection" />;
}
