import { ListingScreen } from '@/features/catalogue/components/listing/listing-screen';

/** Route table (spec section 2): the hot-deals listing. */
export default function HotDealsRoute() {
  return <ListingScreen kind="hot-deals" />;
}
