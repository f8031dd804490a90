import { ListingScreen } from '@/features/catalogue/components/listing/listing-screen';

/** Route table (spec section 2): the best-seller listing. */
export default function BestSellerRoute() {
  return <ListingScreen kind="best-seller" />;
}
