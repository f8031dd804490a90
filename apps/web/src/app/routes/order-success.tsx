import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrderSuccessRoute() {
  return <PlaceholderScreen title={'Thank you for your order'}>Your order confirmation will be shown here.</PlaceholderScreen>;
}
