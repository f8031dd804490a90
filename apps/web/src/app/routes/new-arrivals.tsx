import {
  ListingScreen,
  listingHandle,
} from '@/features/catalogue/components/listing/listing-screen';

export const handle = listingHandle('new-arrivals');

/** Route table (spec section 2): the new-arrivals listing. */
export default function NewArrivalsRoute() {
  return <ListingScreen kind="new-arrivals" />;
}
