import { ListingScreen } from '@/features/catalogue/components/listing/listing-screen';

/** Route table (spec section 2): the new-arrivals listing. */
export default function NewArrivalsRoute() {
  return <ListingScreen kind="new-arrivals" />;
}
