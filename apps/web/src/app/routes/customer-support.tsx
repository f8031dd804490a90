import { ModuleGate } from '@/components/module-gate';
import { RequireLogin } from '@/components/require-login';
import { SupportContact } from '@/features/support/components/support-contact';
import { SupportDesk } from '@/features/support/components/support-desk';

/** /customer-support: the shopper's tickets (login required) beside the hours and contacts. */
export default function CustomerSupportRoute() {
  return (
    <ModuleGate modules={['customer_support']} title="Customer Support">
      <div className="mx-auto grid max-w-6xl gap-10 px-5 py-8 lg:grid-cols-[minmax(0,1fr)_320px] lg:py-12">
        <div className="min-w-0">
          <RequireLogin
            title="Customer Support"
            reason="Log in to write to us about an order and follow our replies here."
            testId="support-login"
          >
            <SupportDesk />
          </RequireLogin>
        </div>
        <SupportContact />
      </div>
    </ModuleGate>
  );
}
