import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function ReturnReplaceRoute() {
  return (
    <PlaceholderScreen title={'Return & Replacements'}>
      Your return and replacement requests will be managed here.
    </PlaceholderScreen>
  );
}
