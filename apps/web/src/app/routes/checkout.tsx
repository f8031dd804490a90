import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function CheckoutRoute() {
  return <PlaceholderScreen title={'Checkout'}>Checkout is being set up. Your cart is kept as it is.</PlaceholderScreen>;
}
