import { useSearchParams } from '@/lib/router';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { sameOriginPath } from '@/lib/same-origin-path';
import { useScreenReady } from '@/store/use-screen-ready';
import { AddressForm } from './address-form';

/**
 * /address/add: a new address; saving leads back where the shopper came from (?return=), when
 * that is a page of this store (no open redirect).
 */
export function AddAddressScreen() {
  const [params] = useSearchParams();
  useScreenReady();
  return (
    <RequireLogin title="Add a new address">
      <AddressForm returnTo={sameOriginPath(params.get('return'), paths.manageAddress.getHref())} />
    </RequireLogin>
  );
}
