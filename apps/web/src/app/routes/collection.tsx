import { ListingScreen } from '@/features/catalogue/components/listing/listing-screen';

/** Route table (spec section 2): the collection listing. */
export default function CollectionRoute() {
  return <ListingScreen kind="collection" />;
}
