import type { ServiceabilityAnswer } from '@kesariya/shared';
import { deliveryArrival } from '@/lib/delivery-dates';

/**
 * "Delivery by Thu, 14 Nov with Delhivery": the one sentence of when a parcel arrives, on the
 * product page's pincode check and at checkout.
 */
export function DeliveryPromise({ answer }: { answer: ServiceabilityAnswer }) {
  return (
    <>
      Delivery by <strong>{deliveryArrival(answer) ?? 'a date we will confirm'}</strong>
      {answer.courier ? ` with ${answer.courier}` : ''}
    </>
  );
}
