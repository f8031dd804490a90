import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function ProductDetailRoute() {
  return <PlaceholderScreen title={'Product details'}>This product page is being prepared. You can browse our hot deals, best sellers and new arrivals from the home page.</PlaceholderScreen>;
}
