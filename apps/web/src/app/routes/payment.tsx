import { RequireLogin } from '@/components/require-login';
import { PaymentScreen } from '@/features/checkout/components/payment-screen';

export default function PaymentRoute() {
  return (
    <RequireLogin title="Payment">
      <PaymentScreen />
    </RequireLogin>
  );
}
