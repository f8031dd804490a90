import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function ProductTrackOrderRoute() {
  return (
    <PlaceholderScreen title={'Track your order'}>
      Order tracking is being set up. For an update now, write to us or call during support hours.
    </PlaceholderScreen>
  );
}
