import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function ProductsRoute() {
  return <PlaceholderScreen title={'Shop all clothing'}>Our full catalogue with filters and sorting is being set up. Meanwhile, start from the home page to browse hot deals, best sellers and new arrivals.</PlaceholderScreen>;
}
