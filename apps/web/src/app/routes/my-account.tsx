import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function MyAccountRoute() {
  return (
    <PlaceholderScreen title={'Your account'}>
      Your profile, orders and wallet will be managed here.
    </PlaceholderScreen>
  );
}
