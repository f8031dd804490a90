import { RequireLogin } from '@/components/require-login';
import { CancelOrderScreen } from '@/features/orders/components/cancel-order-screen';

export default function CancelOrderRoute() {
  return (
    <RequireLogin title="Cancel an order" reason="Please log in to cancel one of your orders.">
      <CancelOrderScreen />
    </RequireLogin>
  );
}
