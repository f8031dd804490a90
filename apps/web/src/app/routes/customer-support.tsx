import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function CustomerSupportRoute() {
  return (
    <PlaceholderScreen title={'Customer Support'}>
      Support tickets will be managed here. For help now, use our contact page or call during
      support hours.
    </PlaceholderScreen>
  );
}
