import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function WalletRoute() {
  return (
    <PlaceholderScreen title={'Your wallet'}>
      Your wallet balance and history will be shown here.
    </PlaceholderScreen>
  );
}
