import { RequireLogin } from '@/components/require-login';
import { OrderSuccessScreen } from '@/features/checkout/components/order-success-screen';

export default function OrderSuccessRoute() {
  return (
    <RequireLogin title="Thank you for your order">
      <OrderSuccessScreen />
    </RequireLogin>
  );
}
