import { RequireLogin } from '@/components/require-login';
import { OrdersScreen } from '@/features/orders/components/orders-screen';

export default function OrderOnTheWayRoute() {
  return (
    <RequireLogin title="On the way" reason="Please log in to see your orders on the way.">
      <OrdersScreen list="on_the_way" />
    </RequireLogin>
  );
}
