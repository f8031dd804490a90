import { AddAddressScreen } from '@/features/addresses/components/add-address-screen';

export default function AddressAddRoute() {
  return <AddAddressScreen />;
}
