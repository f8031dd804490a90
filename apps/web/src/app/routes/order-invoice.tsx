import { useParams } from '@/lib/router';
import { RequireLogin } from '@/components/require-login';
import { InvoiceScreen } from '@/features/invoice/components/invoice-screen';

export default function OrderInvoiceRoute() {
  const saleId = useParams().saleId?.toUpperCase() ?? '';
  return (
    <RequireLogin title="Invoice" reason="Please log in to see the invoice of your order.">
      <InvoiceScreen key={saleId} saleId={saleId} />
    </RequireLogin>
  );
}
