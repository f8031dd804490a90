import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrderOnTheWayRoute() {
  return (
    <PlaceholderScreen title={'On the way'}>
      Orders that are out for delivery will be shown here.
    </PlaceholderScreen>
  );
}
