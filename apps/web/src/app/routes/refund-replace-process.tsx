import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function RefundReplaceProcessRoute() {
  return (
    <PlaceholderScreen title={'Return & replacement status'}>
      The status of your returns and replacements will be shown here.
    </PlaceholderScreen>
  );
}
