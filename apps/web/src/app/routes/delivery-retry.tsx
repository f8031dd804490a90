import { DeliveryRetryScreen } from '@/features/orders/components/delivery-retry-screen';

export default function DeliveryRetryRoute() {
  return <DeliveryRetryScreen />;
}
