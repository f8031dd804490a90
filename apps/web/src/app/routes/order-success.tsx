import { OrderSuccessScreen } from '@/features/checkout/components/order-success-screen';
import { RequireLogin } from '@/features/checkout/components/require-login';

export default function OrderSuccessRoute() {
  return (
    <RequireLogin title="Thank you for your order">
      <OrderSuccessScreen />
    </RequireLogin>
  );
}
