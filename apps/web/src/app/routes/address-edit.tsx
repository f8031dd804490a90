import { EditAddressScreen } from '@/features/addresses/components/edit-address-screen';

export default function AddressEditRoute() {
  return <EditAddressScreen />;
}
