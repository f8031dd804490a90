import { isIndia, type Address } from '@kesariya/shared';
import { Truck } from 'lucide-react';
import { DeliveryPromise } from '@/components/delivery-promise';
import { isPincode } from '@/lib/delivery-dates';
import { useAppSelector } from '@/store/hooks';
import { useGetServiceabilityQuery } from '@/store/shipping-api';

/**
 * When the parcel reaches the chosen address: the serviceability answer for its pincode (the
 * courier's date, or the pincode directory's days), in the product page's words. Its line keeps
 * its height while it loads, so the checkout does not jump.
 */
export function DeliveryEstimate() {
  const address = useAppSelector((state) => state.shopper.selectedAddress as Address | null);
  const pincode = address?.pincode.trim() ?? '';
  const indian = Boolean(address) && isIndia(address!.country) && isPincode(pincode);
  const { data, isFetching, isError } = useGetServiceabilityQuery({ pincode }, { skip: !indian });
  // The line is there from the start (empty until an Indian address is chosen): nothing below moves.
  return (
    <p
      className="mt-3 flex min-h-6 items-center gap-2 text-sm text-ink"
      aria-live="polite"
      data-testid="checkout-delivery-date"
    >
      {indian && <Truck className="size-4 shrink-0 text-brand" aria-hidden="true" />}
      {!indian ? null : isFetching || (!data && !isError) ? (
        <span className="text-muted">Checking the delivery date for {pincode}…</span>
      ) : isError || !data ? (
        <span className="text-muted">We will confirm the delivery date once you order.</span>
      ) : !data.serviceable ? (
        <span className="text-danger">
          {data.reason ?? 'We do not deliver to this pincode yet.'}
        </span>
      ) : (
        <span>
          <DeliveryPromise answer={data} />
        </span>
      )}
    </p>
  );
}
