import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function NewArrivalsRoute() {
  return <PlaceholderScreen title={'New Arrivals'}>The full list of new arrivals is on its way. The latest pieces are already on the home page.</PlaceholderScreen>;
}
