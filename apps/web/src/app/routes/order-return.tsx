import { useParams } from 'react-router';
import { ModuleGate } from '@/components/module-gate';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { AddressPicker } from '@/features/addresses/components/address-book';
import { ReturnRequestScreen } from '@/features/returns/components/return-request-screen';

/** /order/return/{saleId}: the return form with the address book's picker for the pickup. */
export default function OrderReturnRoute() {
  const saleId = useParams().id?.toUpperCase() ?? '';
  const here = paths.orderReturn.getHref(saleId);
  return (
    <ModuleGate modules={['returns']} title="Return items">
      <RequireLogin title="Return items" reason="Please log in to return items of your order.">
        <ReturnRequestScreen
          key={saleId}
          type="return"
          saleId={saleId}
          pickupAddress={<AddressPicker title="Pickup address" returnTo={here} />}
        />
      </RequireLogin>
    </ModuleGate>
  );
}
