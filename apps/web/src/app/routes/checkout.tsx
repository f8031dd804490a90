import { RequireLogin } from '@/components/require-login';
import { AddressPicker } from '@/features/addresses/components/address-book';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';
import { DeliveryEstimate } from '@/features/checkout/components/delivery-estimate';

/**
 * /checkout (login required): the address book's picker, with when the parcel reaches the chosen
 * address, beside the checkout panel.
 */
export default function CheckoutRoute() {
  return (
    <RequireLogin title="Checkout">
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-8 lg:grid-cols-[minmax(0,1fr)_420px]">
        <div className="min-w-0">
          <h1 className="mb-4 font-display text-2xl font-semibold text-ink sm:text-3xl">
            Checkout
          </h1>
          <AddressPicker />
          <DeliveryEstimate />
        </div>
        <CheckoutScreen />
      </div>
    </RequireLogin>
  );
}
