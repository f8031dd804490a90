import { RequireLogin } from '@/components/require-login';
import { AddressPicker } from '@/features/addresses/components/address-book';
import { CheckoutScreen } from '@/features/checkout/components/checkout-screen';

/** /checkout (login required): the address book's picker beside the checkout panel. */
export default function CheckoutRoute() {
  return (
    <RequireLogin title="Checkout">
      <div className="mx-auto grid max-w-6xl gap-6 px-5 py-8 lg:grid-cols-[minmax(0,1fr)_420px]">
        <div className="min-w-0">
          <h1 className="mb-4 font-display text-2xl font-semibold text-ink sm:text-3xl">
            Checkout
          </h1>
          <AddressPicker />
        </div>
        <CheckoutScreen />
      </div>
    </RequireLogin>
  );
}
