import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrderReturnRoute() {
  return (
    <PlaceholderScreen title={'Return an item'}>
      Returns are being set up. To return an item now, write to us or call during support hours.
    </PlaceholderScreen>
  );
}
