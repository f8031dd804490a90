import { PlaceholderScreen } from '@/components/placeholder-screen';

/** Placeholder until the feature that owns this route replaces it. */
export default function DownloadInvoiceRoute() {
  return (
    <PlaceholderScreen title={'Download invoice'}>
      Invoice downloads will be available here.
    </PlaceholderScreen>
  );
}
