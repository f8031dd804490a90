import { useState, type FormEvent } from 'react';
import { MapPin, Truck } from 'lucide-react';
import { errorMessage } from '@/store/api';
import { DeliveryPromise } from '@/components/delivery-promise';
import { isPincode } from '@/lib/delivery-dates';
import { useLazyGetServiceabilityQuery } from '@/store/shipping-api';

/**
 * Whether, when and with cash on delivery a six-digit Indian pincode is delivered to, from GET
 * website/shipping/serviceability (the courier's answer, or the store's pincode directory).
 */
export function DeliveryCheck({ productId }: { productId?: number }) {
  const [pincode, setPincode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [lookup, { data, error, isFetching, originalArgs }] = useLazyGetServiceabilityQuery();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isPincode(pincode)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    void lookup({ pincode, productId }, true);
  }

  const answered = originalArgs?.pincode === pincode && !isFetching;
  return (
    <section
      className="rounded-md border border-line bg-white p-4"
      aria-labelledby="delivery-heading"
      data-testid="delivery-check"
    >
      <h2
        id="delivery-heading"
        className="flex items-center gap-2 font-sans text-sm font-bold tracking-wide uppercase"
      >
        <Truck className="size-4 text-brand" aria-hidden="true" /> Delivery options
      </h2>
      <form onSubmit={submit} noValidate className="mt-3 flex gap-2">
        <label className="relative flex-1">
          <span className="sr-only">Pincode</span>
          <MapPin
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
            aria-hidden="true"
          />
          <input
            value={pincode}
            onChange={(e) => {
              setPincode(e.target.value.replace(/\D/g, '').slice(0, 6));
              setInvalid(false);
            }}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="Enter pincode"
            aria-invalid={invalid}
            aria-describedby="delivery-result"
            data-testid="pincode-input"
            className="h-11 w-full rounded-md border border-line pr-3 pl-9 text-sm focus:border-brand focus:outline-none"
          />
        </label>
        <button
          type="submit"
          disabled={isFetching}
          data-testid="pincode-check"
          className="h-11 rounded-md px-4 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-60"
        >
          {isFetching ? 'Checking…' : 'Check'}
        </button>
      </form>
      <div
        id="delivery-result"
        className="mt-2 min-h-5 text-sm"
        aria-live="polite"
        data-testid="delivery-result"
      >
        {invalid ? (
          <p className="text-danger">Please enter a valid 6-digit pincode.</p>
        ) : answered && error ? (
          <p className="text-danger">{errorMessage(error)}</p>
        ) : answered && data && !data.serviceable ? (
          <p className="text-danger">{data.reason ?? 'We do not deliver to this pincode yet.'}</p>
        ) : answered && data ? (
          <div className="space-y-0.5">
            <p>
              <DeliveryPromise answer={data} />
            </p>
            <p className="text-muted">
              {data.cod_available
                ? 'Cash on delivery available'
                : 'Prepaid orders only for this pincode'}{' '}
              · Easy 7-day returns
            </p>
          </div>
        ) : (
          <p className="text-muted">Check delivery dates and cash on delivery for your pincode.</p>
        )}
      </div>
    </section>
  );
}
