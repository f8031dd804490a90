import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('collection');

/** Route table (spec section 2): the collection listing. */
export default function CollectionRoute() {
  return <ListingScreen kind="collection" />;
}
