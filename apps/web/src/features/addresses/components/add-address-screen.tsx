import { useSearchParams } from 'react-router';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { useScreenReady } from '@/store/use-screen-ready';
import { AddressForm } from './address-form';

/** Only same-site paths are followed after saving (no open redirect through ?return=). */
function safeReturn(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//')
    ? value
    : paths.manageAddress.getHref();
}

/** /address/add: a new address; saving leads back where the shopper came from (?return=). */
export function AddAddressScreen() {
  const [params] = useSearchParams();
  useScreenReady();
  return (
    <RequireLogin title="Add a new address">
      <AddressForm returnTo={safeReturn(params.get('return'))} />
    </RequireLogin>
  );
}
