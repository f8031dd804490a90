import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function CancelOrderRoute() {
  return (
    <PlaceholderScreen title={'Cancel an order'}>
      Order cancellation is being set up. To cancel now, write to us or call during support hours.
    </PlaceholderScreen>
  );
}
