import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function HotDealsRoute() {
  return <PlaceholderScreen title={'Hot Deals'}>The full list of hot deals is on its way. The best of them are already on the home page.</PlaceholderScreen>;
}
