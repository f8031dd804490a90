import { RequireLogin } from '@/components/require-login';
import { AddressBook } from '@/features/addresses/components/address-book';

export default function ManageAddressRoute() {
  return (
    <RequireLogin title="My addresses">
      <AddressBook />
    </RequireLogin>
  );
}
