import { useParams } from '@/lib/router';
import { RequireLogin } from '@/components/require-login';
import { InvoiceScreen } from '@/features/invoice/components/invoice-screen';

/** The invoice alone, printable: the shell hides the header and footer here. */
export default function InvoiceRoute() {
  const saleId = useParams().id?.toUpperCase() ?? '';
  return (
    <RequireLogin title="Invoice" reason="Please log in to see the invoice of your order.">
      <InvoiceScreen key={saleId} saleId={saleId} bare />
    </RequireLogin>
  );
}
