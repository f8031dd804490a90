import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function CollectionRoute() {
  return <PlaceholderScreen title={'The Collection'}>Our curated collection will be listed here soon.</PlaceholderScreen>;
}
