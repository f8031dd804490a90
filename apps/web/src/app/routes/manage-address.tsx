import { AddressBook } from '@/features/addresses/components/address-book';
import { RequireLogin } from '@/features/checkout/components/require-login';

export default function ManageAddressRoute() {
  return (
    <RequireLogin title="My addresses">
      <AddressBook />
    </RequireLogin>
  );
}
