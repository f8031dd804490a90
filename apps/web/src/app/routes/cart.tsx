import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function CartRoute() {
  return <PlaceholderScreen title={'Your cart'}>The cart page is being set up. Items you add are kept safely for you.</PlaceholderScreen>;
}
