import { useParams } from '@/lib/router';
import { RequireLogin } from '@/components/require-login';
import { Skeleton } from '@/components/skeleton';
import { paths } from '@/config/paths';
import { useScreenReady } from '@/store/use-screen-ready';
import { useGetAddressesQuery } from '../api/address-api';
import { AddressForm } from './address-form';

function EditAddress() {
  const { id } = useParams();
  const { data, isLoading } = useGetAddressesQuery();
  useScreenReady(!isLoading);
  if (isLoading) return <Skeleton className="mx-auto mt-10 h-96 max-w-2xl" />;
  const address = (data ?? []).find((a) => String(a.id) === id);
  if (!address) return <p className="px-5 py-16 text-center text-muted">Address not found.</p>;
  return (
    <AddressForm key={address.id} address={address} returnTo={paths.manageAddress.getHref()} />
  );
}

/** /address/edit/:id: one address of the book, changed in the same form as a new one. */
export function EditAddressScreen() {
  return (
    <RequireLogin title="Edit address">
      <EditAddress />
    </RequireLogin>
  );
}
