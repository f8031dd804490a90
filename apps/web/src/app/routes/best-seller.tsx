import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function BestSellerRoute() {
  return <PlaceholderScreen title={'Best Sellers'}>The full list of best sellers is on its way. Our favourites are already on the home page.</PlaceholderScreen>;
}
