import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function OrderInvoiceRoute() {
  return (
    <PlaceholderScreen title={'Invoice'}>
      The GST invoice of this order will be shown here.
    </PlaceholderScreen>
  );
}
