import { useSearchParams } from 'react-router';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { AddressForm } from '@/features/addresses/components/address-form';
import { useScreenReady } from '@/store/use-screen-ready';

/** Only same-site paths are followed after saving (no open redirect through ?return=). */
function safeReturn(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//')
    ? value
    : paths.manageAddress.getHref();
}

export default function AddressAddRoute() {
  const [params] = useSearchParams();
  useScreenReady();
  return (
    <RequireLogin title="Add a new address">
      <AddressForm returnTo={safeReturn(params.get('return'))} />
    </RequireLogin>
  );
}
