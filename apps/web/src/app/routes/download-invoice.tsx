import { RequireLogin } from '@/components/require-login';
import { DownloadInvoiceScreen } from '@/features/invoice/components/download-invoice-screen';

export default function DownloadInvoiceRoute() {
  return (
    <RequireLogin title="Download invoice" reason="Please log in to download your invoice.">
      <DownloadInvoiceScreen />
    </RequireLogin>
  );
}
