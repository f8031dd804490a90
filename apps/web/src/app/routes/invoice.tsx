import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function InvoiceRoute() {
  return <PlaceholderScreen title={'Invoice'}>The invoice will be shown here.</PlaceholderScreen>;
}
