import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrderDetailsRoute() {
  return (
    <PlaceholderScreen title={'Order details'}>
      The details of this order will be shown here.
    </PlaceholderScreen>
  );
}
