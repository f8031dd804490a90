import { useParams } from 'react-router';
import { ModuleGate } from '@/components/module-gate';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { AddressPicker } from '@/features/addresses/components/address-book';
import { ReturnRequestScreen } from '@/features/returns/components/return-request-screen';

/** /order/replace/{saleId}: the replacement form with the address book's picker for the pickup. */
export default function OrderReplaceRoute() {
  const saleId = useParams().id?.toUpperCase() ?? '';
  const here = paths.orderReplace.getHref(saleId);
  return (
    <ModuleGate modules={['replacements']} title="Replace items">
      <RequireLogin title="Replace items" reason="Please log in to replace items of your order.">
        <ReturnRequestScreen
          key={saleId}
          type="replace"
          saleId={saleId}
          pickupAddress={<AddressPicker title="Pickup address" returnTo={here} />}
        />
      </RequireLogin>
    </ModuleGate>
  );
}
