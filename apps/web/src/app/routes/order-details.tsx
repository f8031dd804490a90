import { useParams } from '@/lib/router';
import { RequireLogin } from '@/components/require-login';
import { OrderDetailScreen } from '@/features/orders/components/order-detail-screen';

export default function OrderDetailsRoute() {
  const saleId = useParams().saleId?.toUpperCase() ?? '';
  return (
    <RequireLogin title="Order details" reason="Please log in to see this order.">
      <OrderDetailScreen key={saleId} saleId={saleId} />
    </RequireLogin>
  );
}
