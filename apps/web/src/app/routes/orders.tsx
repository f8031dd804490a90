import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrdersRoute() {
  return (
    <PlaceholderScreen title={'Your orders'}>Your orders will be listed here.</PlaceholderScreen>
  );
}
