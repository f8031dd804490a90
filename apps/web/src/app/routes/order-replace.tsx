import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrderReplaceRoute() {
  return (
    <PlaceholderScreen title={'Replace an item'}>
      Replacements are being set up. To replace an item now, write to us or call during support
      hours.
    </PlaceholderScreen>
  );
}
