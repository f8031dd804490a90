import { useParams } from '@/lib/router';
import { ModuleGate } from '@/components/module-gate';
import { RequireLogin } from '@/components/require-login';
import { paths } from '@/config/paths';
import { AddressPicker } from '@/features/addresses/components/address-book';
import { ReturnRequestScreen } from '@/features/returns/components/return-request-screen';

const FORMS = {
  return: { module: 'returns', href: paths.orderReturn, title: 'Return items', verb: 'return' },
  replace: {
    module: 'replacements',
    href: paths.orderReplace,
    title: 'Replace items',
    verb: 'replace',
  },
} as const;

/**
 * /order/return/{saleId} and /order/replace/{saleId}: the request form with the address book's
 * picker for the pickup (a route composes the two features, which cannot import each other).
 */
export function ReturnRequestRoute({ type }: { type: keyof typeof FORMS }) {
  const form = FORMS[type];
  const saleId = useParams().id?.toUpperCase() ?? '';
  return (
    <ModuleGate modules={[form.module]} title={form.title}>
      <RequireLogin
        title={form.title}
        reason={`Please log in to ${form.verb} items of your order.`}
      >
        <ReturnRequestScreen
          key={saleId}
          type={type}
          saleId={saleId}
          pickupAddress={
            <AddressPicker title="Pickup address" returnTo={form.href.getHref(saleId)} />
          }
        />
      </RequireLogin>
    </ModuleGate>
  );
}
