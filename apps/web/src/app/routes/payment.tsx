import { PaymentScreen } from '@/features/checkout/components/payment-screen';
import { RequireLogin } from '@/features/checkout/components/require-login';

export default function PaymentRoute() {
  return (
    <RequireLogin title="Payment">
      <PaymentScreen />
    </RequireLogin>
  );
}
