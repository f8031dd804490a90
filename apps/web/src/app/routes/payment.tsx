import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function PaymentRoute() {
  return <PlaceholderScreen title={'Payment'}>The payment step is being set up. No payment has been taken.</PlaceholderScreen>;
}
