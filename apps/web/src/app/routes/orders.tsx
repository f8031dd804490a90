import { RequireLogin } from '@/components/require-login';
import { OrdersScreen } from '@/features/orders/components/orders-screen';

export default function OrdersRoute() {
  return (
    <RequireLogin title="My orders" reason="Please log in to see your orders.">
      <OrdersScreen />
    </RequireLogin>
  );
}
